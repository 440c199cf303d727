import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isOnline } from '@/lib/online.ts';

export function createQueryClient(): QueryClient {
  // Query believes it is online at start and then only listens for the browser's online/offline
  // events: an app opened without a connection would try every refresh, fail and show errors.
  // Offline, refreshes wait for the connection instead, and the screens show what they have.
  onlineManager.setOnline(isOnline());
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
