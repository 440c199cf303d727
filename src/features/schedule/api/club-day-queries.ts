import { queryOptions } from '@tanstack/react-query';
import type { ClubDayResponse } from '@/api/club-day.ts';
import type { CourtType } from '@/api/courts.ts';
import { api, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /users/club-day: every court of a sport for one day, priced for the viewer. */
export function clubDayQueryOptions(sport: CourtType, date: string) {
  return queryOptions({
    queryKey: queryKeys.clubDay.of(sport, date),
    queryFn: ({ signal }) =>
      readJson<ClubDayResponse>(
        api.get('users/club-day', { searchParams: { sport, date }, signal }),
      ),
    // Kept offline like the schedule's slots: the day shows what it last knew, booking stays online.
    meta: { persist: true },
  });
}
