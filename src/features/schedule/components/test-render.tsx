import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
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
import { vi } from 'vitest';
import type { User } from '../../../api/users.ts';
import { SessionProvider, SessionStore } from '../../../lib/session.tsx';

/** Renders a screen with Query, Mantine, a router (so links resolve) and a signed-in user. */
export function renderScreen(ui: () => ReactNode, user: User) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = new SessionStore(async () => ({ kind: 'user', user }));
  session.setUser(user);
  const rootRoute = createRootRoute();
  const screen = createRoute({ getParentRoute: () => rootRoute, path: '/', component: ui });
  const other = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <p>otra página</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screen, other]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={session}>
        <MantineProvider>
          <Notifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

type Responder = (request: Request) => Response | Promise<Response>;

/**
 * Answers the feature's HTTP calls by 'METHOD path' (path without /api and query), recording
 * every request; an unknown call is a 404 so a test never reaches the network.
 */
export function mockApi(routes: Record<string, Responder>) {
  const calls: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.clone());
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const responder = routes[`${request.method} ${path}`];
    return responder ? responder(request) : Response.json({ message: 'no' }, { status: 404 });
  });
  return calls;
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-sofia',
    email: 'socio@club.local',
    name: 'Sofía Socia',
    dni: '',
    dob: null,
    league: false,
    role: 'user-adult',
    image: null,
    universityCard: null,
    isUca: false,
    subscriptions: [],
    ...overrides,
  };
}
