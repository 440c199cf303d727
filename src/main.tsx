import 'dayjs/locale/es';
import dayjs from 'dayjs';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startQueryPersistence } from './app/persist.ts';
import { PwaUpdatePrompt } from './app/pwa-update.tsx';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { OfflineBanner } from './components/offline-banner.tsx';
import { appSession } from './app/session.ts';

dayjs.locale('es');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The signed-in member's persisted queries are restored before the first render, so screens
// open with their data at once (also offline).
void startQueryPersistence(queryClient, appSession).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <PwaUpdatePrompt />
        <OfflineBanner />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
