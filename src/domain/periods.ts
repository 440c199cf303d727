/**
 * Like-for-like periods for the admin's figures (issue 41): this month so far is compared with the
 * same days of last month (1–7 December with 1–7 November), never with the whole of last month,
 * which always looked better than a month not yet over. Dates are the club's (YYYY-MM-DD,
 * inclusive), so "today" is Madrid's day whatever the server's clock zone.
 */
import { clubDate } from './club-time.ts';

/** Club dates, both inclusive. */
export interface DateRange {
  from: string;
  to: string;
}

/** Days in a month (1–12) of a year, leap years included. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** This month from its first day to `today`. */
export function monthSoFar(today: string): DateRange {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The same days of last month: its 1st to today's day number, or to its last day when it is
 * shorter (on 31 March, 1–28 February, or 1–29 in a leap year; on 30 March too).
 */
export function sameDaysLastMonth(today: string): DateRange {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const last = Math.min(day, daysInMonth(y, m));
  return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(last)}` };
}

/** The dashboard's comparison at an instant: this month so far, and the same days before. */
export function monthToDateComparison(
  now: Date,
  timeZone: string,
): { current: DateRange; previous: DateRange } {
  const today = clubDate(now, timeZone);
  return { current: monthSoFar(today), previous: sameDaysLastMonth(today) };
}

/** The change from `previous` to `current` in whole per cent; null with nothing to compare to. */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
