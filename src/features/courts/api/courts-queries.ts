import { queryOptions } from '@tanstack/react-query';
import type { CourtsResponse } from '@/api/courts.ts';
import { api } from '@/lib/http.ts';

/** GET /courts: the club's courts, kept offline so the selection opens without a connection. */
export function courtsQueryOptions() {
  return queryOptions({
    queryKey: ['courts'],
    queryFn: async ({ signal }) =>
      (await api.get('courts', { signal }).json<CourtsResponse>()).courts,
    meta: { persist: true },
  });
}
