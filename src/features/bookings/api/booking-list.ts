import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking, BookingsResponse } from '@/api/bookings.ts';
import { rangeBeyondWindow, type MyBookingsRange } from '@/domain/my-bookings.ts';
import { todayPayloadDate } from '@/lib/dates.ts';
import { api, readJson } from '@/lib/http.ts';
import { myBookingsQueryOptions } from '@/lib/queries.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { day, oneOf, searchParams, text, type SearchOf } from '@/lib/search-params.ts';

/** 'Estado' of the filter panel: P is paid, anything else counts as pending (spec section 5). */
export const STATUS_FILTERS = ['P', 'pending'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const filterReaders = { from: day, to: day, status: oneOf(STATUS_FILTERS), court: text(100) };

/**
 * The applied filters of 'Mis Reservas', kept in the route's search params so a shared or
 * reloaded address shows the same list. A value that does not parse is dropped, not an error.
 */
export const validateBookingFilters = searchParams(filterReaders);
export type BookingFilters = SearchOf<typeof filterReaders>;

/** GET /users/bookings?from&to: a range beyond the default list, asked when the filter needs it. */
export function myBookingsRangeQueryOptions(range: MyBookingsRange) {
  return queryOptions({
    queryKey: queryKeys.myBookingsRange(range.from ?? '', range.to ?? ''),
    queryFn: async ({ signal }) =>
      (
        await readJson<BookingsResponse>(
          api.get('users/bookings', { searchParams: { ...range }, signal }),
        )
      ).bookings,
  });
}

/**
 * The bookings the applied filters need: the default list (upcoming and recent, kept offline), or
 * the range the dates reach before it (src/domain/my-bookings.ts), filtered on the device alike.
 */
export function useBookingList(filters: BookingFilters) {
  const range = rangeBeyondWindow(filters, todayPayloadDate());
  const recent = useQuery(myBookingsQueryOptions());
  const older = useQuery({ ...myBookingsRangeQueryOptions(range ?? {}), enabled: range !== null });
  return range ? older : recent;
}

/** Client-side filtering: the date range is inclusive, each bound optional. */
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

/**
 * Upcoming bookings first, soonest first; then those that have ended, latest first. A member
 * with a year of past play still sees what is next at the top.
 */
export function orderForList(bookings: readonly Booking[], now: Date): Booking[] {
  const at = (iso: string) => new Date(iso).getTime();
  const upcoming = bookings
    .filter((b) => at(b.endsAt) > now.getTime())
    .sort((a, b) => at(a.startsAt) - at(b.startsAt));
  const past = bookings
    .filter((b) => at(b.endsAt) <= now.getTime())
    .sort((a, b) => at(b.startsAt) - at(a.startsAt));
  return [...upcoming, ...past];
}

/** Shown on a card: P is 'Pagado', anything else is still to be paid. */
export function paymentChip(status: Booking['paymentStatus']): { label: string; color: string } {
  return status === 'P'
    ? { label: 'Pagado', color: 'green' }
    : { label: 'Pendiente de pago', color: 'orange' };
}
