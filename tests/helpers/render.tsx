import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { User } from '@/api/users.ts';
import { LanguageProvider } from '@/i18n/react.tsx';
import { SessionProvider, SessionStore } from '@/lib/session.tsx';

/** A signed-in user for tests; any field can be overridden. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'sofia@club.local',
    name: 'Sofía Socia',
    dni: '12345678Z',
    dob: '1990-05-17',
    league: false,
    role: 'user-adult',
    image: null,
    universityCard: null,
    isUca: false,
    subscriptions: [],
    language: 'es',
    ...overrides,
  };
}

/**
 * Renders a screen inside the app's providers (Mantine, Query, session) and a memory router: the
 * screen sits at `path`, and every other path renders 'otra página', so navigation is observable
 * through `router.state.location`.
 */
export function renderWithApp(
  ui: () => ReactNode,
  { user = null, path = '/' }: { user?: User | null; path?: string } = {},
) {
  // Mantine's notification store is module-wide: toasts of an earlier test must not leak in.
  notifications.clean();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = new SessionStore(async () => (user ? { kind: 'user', user } : { kind: 'none' }));
  if (user) session.setUser(user);
  const screenPath = path.split('?')[0] ?? '/';
  const rootRoute = createRootRoute();
  const screen = createRoute({ getParentRoute: () => rootRoute, path: screenPath, component: ui });
  const other = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <p>otra página</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screen, other]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={session}>
        <LanguageProvider>
          <MantineProvider>
            <Notifications />
            <RouterProvider router={router} />
          </MantineProvider>
        </LanguageProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, session };
}
