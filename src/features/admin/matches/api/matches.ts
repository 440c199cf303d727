import { queryOptions } from '@tanstack/react-query';
import type { AdminMatch, AdminMatchesResponse } from '@/api/matches.ts';
import { api, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /admin/matches: every open match (open, full, closed, cancelled) with its seat list. */
export function adminMatchesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.matches(),
    queryFn: async (): Promise<AdminMatch[]> =>
      (await readJson<AdminMatchesResponse>(api.get('admin/matches'))).matches,
  });
}
