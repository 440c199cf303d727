import type { Booking } from '@/api/bookings.ts';

/** The first active booking that has not ended yet. */
export function nextBooking(bookings: readonly Booking[], now: Date): Booking | null {
  const upcoming = bookings
    .filter((b) => b.status !== 'cancelled' && new Date(b.endsAt).getTime() > now.getTime())
    .sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
  return upcoming[0] ?? null;
}
