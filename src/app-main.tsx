/**
 * The app: every screen but the door page opened directly (see main.tsx), with the router, the
 * offline cache and realtime.
 */
import './app/global-styles.ts';
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
import { activateLanguage, FIRST_NAMESPACES, initialLanguage } from './i18n/index.ts';

const queryClient = createQueryClient();
// The signed-in member's persisted queries are restored while the app renders: only the signed-in
// screens wait for them (their guard also waits for the session check, which takes longer), so
// they open with their data at once, also offline, and nothing else waits.
const persisted = startQueryPersistence(queryClient, appSession);

/**
 * A new task, so what follows does not lengthen the current one (a message, unlike a timer, is
 * not throttled).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Start-up in separate tasks, so none blocks the page for long (Lighthouse's total blocking
 * time): this module's imports evaluate; then the router is made and the first route loaded (its
 * guard, its component's chunk), so the first render is the screen itself with no loading state
 * to replace; then it renders in a transition, in slices, and commits once. The splash in
 * index.html stays until then.
 */
async function start(): Promise<void> {
  // The first route's words (the login) before it renders; the signed-in screens' guard loads
  // the rest of the catalogue (src/routes/_app.tsx), so a visitor's first screen waits for no more.
  await activateLanguage(initialLanguage(), FIRST_NAMESPACES);
  await nextTask();
  const router = createAppRouter(queryClient, appSession, persisted);
  // A failed load is the router's to show, on the screen it renders.
  await router.load().catch(() => undefined);
  const root = createRoot(document.getElementById('root')!);
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
}

void start();
