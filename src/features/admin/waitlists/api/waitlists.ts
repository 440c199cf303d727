import { queryOptions } from '@tanstack/react-query';
import type { AdminWaitlistEntry } from '@/api/waitlist.ts';
import { api, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /admin/waitlists: every line from now on, with its members in order. */
export function adminWaitlistsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.waitlists(),
    queryFn: async () =>
      (await readJson<{ entries: AdminWaitlistEntry[] }>(api.get('admin/waitlists'))).entries,
  });
}
