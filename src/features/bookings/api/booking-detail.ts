import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  Booking,
  BookingHistoryResponse,
  BookingResponse,
  UsersListResponse,
} from '@/api/bookings.ts';
import type { InvitationsResponse } from '@/api/booking-detail.ts';
import { api, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const path = (bookingId: string) => `users/booking/${encodeURIComponent(bookingId)}`;

/** GET /users/booking/{id}: kept offline, so an open booking can still be read without a connection. */
export function bookingQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: queryKeys.booking.detail(bookingId),
    queryFn: async ({ signal }) =>
      (await readJson<BookingResponse>(api.get(path(bookingId), { signal }))).booking,
    meta: { persist: true },
  });
}

/** GET /users/booking/{id}/history, oldest first; kept offline with the booking. */
export function bookingHistoryQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: queryKeys.booking.history(bookingId),
    queryFn: async ({ signal }) =>
      (await readJson<BookingHistoryResponse>(api.get(`${path(bookingId)}/history`, { signal })))
        .history,
    meta: { persist: true },
  });
}

/** GET /users/invitations: how many of the member's invitations are used. */
export function invitationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.invitations(),
    queryFn: async ({ signal }) =>
      readJson<InvitationsResponse>(api.get('users/invitations', { signal })),
  });
}

/** GET /users/all?role=user: the members a player can be chosen from. */
export function membersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.members(),
    queryFn: async ({ signal }) =>
      (
        await readJson<UsersListResponse>(
          api.get('users/all', { searchParams: { role: 'user' }, signal }),
        )
      ).users,
    staleTime: 5 * 60_000,
  });
}

/**
 * The booking as the server now has it (an answer, or `bookingUpdated:{id}`): shown at once; the
 * history and the lists that show it are fetched again.
 */
export function applyBooking(queryClient: QueryClient, booking: Booking): void {
  queryClient.setQueryData(queryKeys.booking.detail(booking._id), booking);
  void queryClient.invalidateQueries({ queryKey: queryKeys.booking.history(booking._id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.myBookings() });
}

export { path as bookingPath };
