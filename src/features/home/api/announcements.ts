import { queryOptions } from '@tanstack/react-query';
import { api, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface Announcement {
  id: string;
  text: string;
}

/** GET /announcements: the club's notices for the marquee, in the club's order. */
export function announcementsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.announcements(),
    queryFn: async (): Promise<Announcement[]> => {
      const body = await readJson<{ announcements?: Array<Announcement | string> }>(
        api.get('announcements'),
      );
      return (body.announcements ?? [])
        .map((a, i) => (typeof a === 'string' ? { id: String(i), text: a } : a))
        .filter((a) => typeof a.text === 'string' && a.text.trim() !== '');
    },
    staleTime: 5 * 60_000,
    // Public club notices: safe to show offline.
    meta: { persist: true },
  });
}
