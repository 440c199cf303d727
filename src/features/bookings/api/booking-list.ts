import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Booking, PastBookingsResponse } from '@/api/bookings.ts';
import { STATUS_FILTERS } from '@/domain/my-bookings.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { api, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { day, oneOf, searchParams, text, type SearchOf } from '@/lib/search-params.ts';

const filterReaders = { from: day, to: day, status: oneOf(STATUS_FILTERS), court: text(100) };

/**
 * The applied filters of 'Mis Reservas', kept in the route's search params so a shared or
 * reloaded address shows the same list. A value that does not parse is dropped, not an error.
 */
export const validateBookingFilters = searchParams(filterReaders);
export type BookingFilters = SearchOf<typeof filterReaders>;

/**
 * GET /users/bookings/past: 'Reservas pasadas' for the applied filters, a page at a time (the
 * server filters, so a page is never emptied on the device). Not kept offline: the bookings to
 * come are, in the default list.
 */
export function pastBookingsQueryOptions(filters: BookingFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.myPastBookings(filters),
    queryFn: async ({ pageParam, signal }) => {
      const searchParams = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) searchParams.set(key, value);
      if (pageParam) searchParams.set('before', pageParam);
      return readJson<PastBookingsResponse>(
        api.get('users/bookings/past', { searchParams, signal }),
      );
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Client-side filtering of the bookings to come: the date range is inclusive, each bound optional. */
export function filterBookings(bookings: readonly Booking[], filters: BookingFilters): Booking[] {
  return bookings.filter((booking) => {
    if (filters.from && booking.dateBooked < filters.from) return false;
    if (filters.to && booking.dateBooked > filters.to) return false;
    if (filters.status === 'P' && booking.paymentStatus !== 'P') return false;
    if (filters.status === 'pending' && booking.paymentStatus === 'P') return false;
    if (filters.court && booking.courtId._id !== filters.court) return false;
    return true;
  });
}

/** Shown on a card: P is 'Pagado', anything else is still to be paid (a key, worded when shown). */
export function paymentChip(status: Booking['paymentStatus']): {
  label: MessageKey;
  color: string;
} {
  return status === 'P'
    ? { label: 'bookings.paid', color: 'green' }
    : { label: 'bookings.paymentPending', color: 'orange' };
}
