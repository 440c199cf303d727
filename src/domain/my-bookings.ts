/**
 * What 'Mis Reservas' shows without being asked (issue 29): every booking still to come and those
 * of the last days, not a member's whole history, which grows with every week they play. Older
 * bookings are one filter away ('Desde'/'Hasta'), answered for that range by the server.
 */
import { addDays } from './club-time.ts';

/** Past days the list shows by default, counting back from the club's today. */
export const MY_BOOKINGS_PAST_DAYS = 90;

/** The first club date of the default list. */
export function myBookingsWindowStart(today: string): string {
  return addDays(today, -MY_BOOKINGS_PAST_DAYS);
}

export interface MyBookingsRange {
  from?: string;
  to?: string;
}

/**
 * The range to ask the server for, when the applied dates reach before the default list: a
 * 'Desde' before its first day, or a 'Hasta' with no 'Desde' (everything up to a date). Null when
 * the default list already holds every booking the filter can show.
 */
export function rangeBeyondWindow(filters: MyBookingsRange, today: string): MyBookingsRange | null {
  const { from, to } = filters;
  if (!from && !to) return null;
  if (from && from >= myBookingsWindowStart(today)) return null;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
