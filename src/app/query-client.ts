import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: true,
      },
      // Never queued, paused or retried: offline, a mutation fails at once (see persist.ts).
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
