import { queryOptions } from '@tanstack/react-query';
import type { Booking, BookingsResponse } from '@/api/bookings.ts';
import { api } from '@/lib/http.ts';

/**
 * GET /users/bookings. The key is the one the schedule invalidates after booking or cancelling
 * (['my-bookings']), so the home card follows without knowing about the schedule.
 */
export function myBookingsQueryOptions() {
  return queryOptions({
    queryKey: ['my-bookings'],
    queryFn: async ({ signal }) =>
      (await api.get('users/bookings', { signal }).json<BookingsResponse>()).bookings,
  });
}

/** The first active booking that has not ended yet. */
export function nextBooking(bookings: readonly Booking[], now: Date): Booking | null {
  const upcoming = bookings
    .filter((b) => b.status !== 'cancelled' && new Date(b.endsAt).getTime() > now.getTime())
    .sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
  return upcoming[0] ?? null;
}
