import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { setAuthFailureHandler } from '@/lib/http.ts';
import type { SessionStore } from '@/lib/session.tsx';
import { connectRealtime } from '@/lib/socket.ts';
import { routeTree } from '@/routeTree.gen.ts';
import { followWorkerNavigation } from '@/sw/follow-worker.ts';
import { createAuthFailureHandler } from './auth-failure.ts';
import { appSession } from './session.ts';

export function createAppRouter(
  queryClient: QueryClient,
  session: SessionStore = appSession,
  persisted: Promise<void> = Promise.resolve(),
) {
  const router = createRouter({
    routeTree,
    context: { queryClient, session, persisted },
    defaultPreload: 'intent',
    // Loaders prefetch through Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: () => <FullPageLoader />,
  });

  setAuthFailureHandler(
    createAuthFailureHandler({
      session,
      queryClient,
      goTo: (path) => void router.navigate(path === '/' ? { to: '/', search: {} } : { to: path }),
    }),
  );
  connectRealtime(session, queryClient);
  // A notification's click in an open window: the router goes where it leads.
  followWorkerNavigation((href) => void router.navigate({ href }));
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
