import { queryOptions } from '@tanstack/react-query';
import type { BookedResponse, UsersListResponse } from '@/api/bookings.ts';
import type { TimeIntervalsResponse } from '@/api/courts.ts';
import { api, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /courts/time-intervals: the slot strings of a court's day. */
export function timeIntervalsQueryOptions(courtId: string, date: string) {
  return queryOptions({
    queryKey: queryKeys.courts.timeIntervals(courtId, date),
    queryFn: async ({ signal }) =>
      (
        await readJson<TimeIntervalsResponse>(
          api.get('courts/time-intervals', { searchParams: { courtId, date }, signal }),
        )
      ).timeIntervals,
    meta: { persist: true },
  });
}

/** GET /users/booked: the taken slots of a court over the bookable days. */
export function bookedQueryOptions(courtId: string, startDate: string, endDate: string) {
  return queryOptions({
    queryKey: queryKeys.booked.range(courtId, startDate, endDate),
    queryFn: async ({ signal }) =>
      (
        await readJson<BookedResponse>(
          api.get('users/booked', {
            searchParams: { courtId, isDelete: 'true', startDate, endDate },
            signal,
          }),
        )
      ).bookings,
    meta: { persist: true },
  });
}

/** GET /users/all?league=true: asked once, when the league box is first ticked. */
export function leaguePlayersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.leaguePlayers(),
    queryFn: async ({ signal }) =>
      (
        await readJson<UsersListResponse>(
          api.get('users/all', { searchParams: { league: 'true' }, signal }),
        )
      ).users,
    staleTime: Infinity,
  });
}
