/**
 * The app: every screen but the door page opened directly (see main.tsx), with the router, the
 * offline cache, realtime and the whole of Mantine's stylesheet.
 */
import 'dayjs/locale/es';
import dayjs from 'dayjs';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
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
// The signed-in member's persisted queries are restored while the app renders: only the signed-in
// screens wait for them (their guard also waits for the session check, which takes longer), so
// they open with their data at once, also offline, and nothing else waits.
const persisted = startQueryPersistence(queryClient, appSession);
const router = createAppRouter(queryClient, appSession, persisted);

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first screen in slices, yielding to the browser between
// them, instead of in one long task (Lighthouse's total blocking time); the splash in index.html
// stays on screen until it commits.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <PwaUpdatePrompt />
        <OfflineBanner />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
