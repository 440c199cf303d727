/**
 * What 'Mis Reservas' shows (issues 29 and 41): the bookings still to come first, then the past
 * ones in their own section, latest first, a page at a time as the member scrolls to them; a
 * member's whole history grows with every week they play. The default list the PWA keeps offline
 * holds every booking to come and those of the last days (the home card and the schedule's caps
 * read it too).
 */
import { addDays } from './club-time.ts';

/** Past days the default list holds, counting back from the club's today. */
export const MY_BOOKINGS_PAST_DAYS = 90;

/** The first club date of the default list. */
export function myBookingsWindowStart(today: string): string {
  return addDays(today, -MY_BOOKINGS_PAST_DAYS);
}

/** Past bookings per page: three rows of the widest grid (4 columns), four of the medium one. */
export const PAST_PAGE_SIZE = 12;
/** The most a client may ask for in one page. */
export const MAX_PAST_PAGE = 50;

/** 'Estado' of the filter panel: P is paid, anything else counts as pending (spec section 5). */
export const STATUS_FILTERS = ['P', 'pending'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

interface Timed {
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
}

/**
 * Upcoming (not ended yet at `now`, the club's clock), soonest first; and past (ended), latest
 * first. A booking under way is upcoming: the member may still need it (the door, the payment).
 * The instants are absolute, so the split holds whatever the device's time zone.
 */
export function splitByEnd<T extends Timed>(
  bookings: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const at = (iso: string) => new Date(iso).getTime();
  const upcoming = bookings
    .filter((b) => at(b.endsAt) > now.getTime())
    .sort((a, b) => at(a.startsAt) - at(b.startsAt));
  const past = bookings
    .filter((b) => at(b.endsAt) <= now.getTime())
    .sort((a, b) => at(b.startsAt) - at(a.startsAt));
  return { upcoming, past };
}
