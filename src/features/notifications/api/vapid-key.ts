import { queryOptions } from '@tanstack/react-query';
import type { VapidKeyResponse } from '@/api/notifications.ts';
import { api, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /notifications/key: the club's public VAPID key, which only changes with the server's. */
export function vapidKeyQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications.vapidKey(),
    queryFn: async ({ signal }) =>
      (await readJson<VapidKeyResponse>(api.get('notifications/key', { signal }))).publicKey,
    staleTime: Infinity,
  });
}
