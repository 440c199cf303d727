import { queryOptions } from '@tanstack/react-query';
import type { BookedResponse, BookingsResponse, UsersListResponse } from '@/api/bookings.ts';
import type { CourtResponse, TimeIntervalsResponse, WeatherResponse } from '@/api/courts.ts';
import { api } from '@/lib/http.ts';

/** GET /courts/{courtId}: kept offline so a schedule opens without a connection. */
export function courtQueryOptions(courtId: string) {
  return queryOptions({
    queryKey: ['courts', courtId],
    queryFn: async ({ signal }) =>
      (await api.get(`courts/${encodeURIComponent(courtId)}`, { signal }).json<CourtResponse>())
        .court,
    meta: { persist: true },
  });
}

/** GET /courts/time-intervals: the slot strings of a court's day. */
export function timeIntervalsQueryOptions(courtId: string, date: string) {
  return queryOptions({
    queryKey: ['courts', courtId, 'time-intervals', date],
    queryFn: async ({ signal }) =>
      (
        await api
          .get('courts/time-intervals', { searchParams: { courtId, date }, signal })
          .json<TimeIntervalsResponse>()
      ).timeIntervals,
    meta: { persist: true },
  });
}

/** GET /users/booked: the taken slots of a court over the bookable days. */
export function bookedQueryOptions(courtId: string, startDate: string, endDate: string) {
  return queryOptions({
    queryKey: ['booked', courtId, startDate, endDate],
    queryFn: async ({ signal }) =>
      (
        await api
          .get('users/booked', {
            searchParams: { courtId, isDelete: 'true', startDate, endDate },
            signal,
          })
          .json<BookedResponse>()
      ).bookings,
    meta: { persist: true },
  });
}

/** Every key of a court's taken slots, whatever the range: what a realtime change invalidates. */
export const bookedKeyOfCourt = (courtId: string) => ['booked', courtId] as const;

/** GET /users/bookings: the signed-in user's bookings, for the caps' instant feedback. */
export function myBookingsQueryOptions() {
  return queryOptions({
    queryKey: ['my-bookings'],
    queryFn: async ({ signal }) =>
      (await api.get('users/bookings', { signal }).json<BookingsResponse>()).bookings,
  });
}

/** POST /weather for one day; the forecast changes slowly, so it is kept for 30 minutes. */
export function weatherQueryOptions(date: string) {
  return queryOptions({
    queryKey: ['weather', date],
    queryFn: async ({ signal }) =>
      api.post('weather', { json: { date }, signal }).json<WeatherResponse>(),
    staleTime: 30 * 60_000,
  });
}

/** GET /users/all?league=true: asked once, when the league box is first ticked. */
export function leaguePlayersQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'league'],
    queryFn: async ({ signal }) =>
      (
        await api
          .get('users/all', { searchParams: { league: 'true' }, signal })
          .json<UsersListResponse>()
      ).users,
    staleTime: Infinity,
  });
}
