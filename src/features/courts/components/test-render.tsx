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

/** Renders a screen inside the providers it needs, with a router so links resolve. */
export function renderScreen(ui: () => ReactNode, queryClient = newQueryClient()) {
  const rootRoute = createRootRoute();
  const screen = createRoute({ getParentRoute: () => rootRoute, path: '/', component: ui });
  const target = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <p>otra página</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screen, target]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
