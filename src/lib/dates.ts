/**
 * Dates as people read them, on the club's clock: the calendar arithmetic and the time zone are
 * the domain's (`src/domain/club-time.ts`, shared with the server), the words Intl's in the
 * language shown (`intlLocale()`).
 */
import { clubDate, isIsoDate, toWallClock } from '@/domain/club-time.ts';
import { intlLocale } from '@/i18n/index.ts';

/** The club's clock; every displayed or sent date is read in this zone, not the device's. */
const timeZone = 'Europe/Madrid';
export const CLUB_TIME_ZONE: string = import.meta.env.VITE_CLUB_TIMEZONE ?? timeZone;

/** A moment, as a Date, the API's ISO text or milliseconds since the epoch. */
type Moment = Date | string | number;

const instantOf = (value: Moment): Date => (value instanceof Date ? value : new Date(value));

/** The club's current calendar day as the API's payload date (YYYY-MM-DD). */
export function todayPayloadDate(now: Moment = new Date()): string {
  return clubDate(instantOf(now), CLUB_TIME_ZONE);
}

/** A moment as the API's payload date (YYYY-MM-DD), read on the club's calendar. */
export function toPayloadDate(value: Moment): string {
  return clubDate(instantOf(value), CLUB_TIME_ZONE);
}

/** The calendar day a value names: a bare date is that day, a moment the club's day of it. */
function dayOf(value: Moment): string {
  return typeof value === 'string' && isIsoDate(value) ? value : toPayloadDate(value);
}

/** Text that names no moment is shown as nothing rather than breaking the screen around it. */
const isMoment = (value: Moment) => !Number.isNaN(instantOf(value).getTime());

// Built once per language: a formatter per call is slow in long lists.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(name: 'long' | 'dayAndMonth'): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}/${name}`;
  let known = formatters.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(name === 'long' ? { year: 'numeric' } : {}),
    });
    formatters.set(key, known);
  }
  return known;
}

/** A calendar day as Intl formats it: its midnight in UTC, formatted in UTC, never shifted. */
const atUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A payload date or a moment in the language's long format, e.g. 'sábado, 21 de noviembre de
 * 2026', 'dissabte, 21 de novembre del 2026', 'Saturday, 21 November 2026'.
 */
export function formatLongDate(value: Moment): string {
  if (!isMoment(value)) return '';
  return formatter('long').format(atUtcMidnight(dayOf(value)));
}

/** Weekday, day and month, e.g. 'sábado, 21 de noviembre' (the home screen's greeting). */
export function formatDayAndMonth(value: Moment): string {
  if (!isMoment(value)) return '';
  return formatter('dayAndMonth').format(atUtcMidnight(dayOf(value)));
}

/** The short format, dd/mm/aaaa (the three languages' own order), on the club's calendar. */
export function formatShortDate(value: Moment): string {
  if (!isMoment(value)) return '';
  const [year, month, day] = dayOf(value).split('-');
  return `${day}/${month}/${year}`;
}

/**
 * A day as typed here, 'dd/mm/aaaa' (day and month may have one digit; '-' or '.' may separate
 * them), as the API's payload date; null until it is a whole, real day. The date fields read
 * typing with it: Mantine's default parser would need dayjs' format plugin and reads '03/04/2026'
 * as 4 March, as an American would.
 */
export function parseShortDate(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(date) ? date : null;
}

/** Hour and minute on the club's clock, 24 h, e.g. '09:30'. */
export function formatTime(value: Moment): string {
  if (!isMoment(value)) return '';
  return toWallClock(instantOf(value), CLUB_TIME_ZONE).time;
}

/** A moment as the lists show it, e.g. '05/03/2026 09:30', on the club's clock. */
export function formatDateTime(value: Moment): string {
  if (!isMoment(value)) return '';
  return `${formatShortDate(value)} ${formatTime(value)}`;
}
