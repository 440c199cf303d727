/**
 * Dates in the language shown (decision 089): `src/lib/dates.ts` formats in Spanish only, so
 * this feature formats with `intlLocale()`; the calendar day is still read on the club's clock.
 */
import { isIsoDate } from '@/domain/club-time.ts';
import { intlLocale } from '@/i18n/index.ts';
import { toPayloadDate } from '@/lib/dates.ts';

type Moment = Date | string | number;

/** The calendar day a value names (a bare date is that day), or null when it names none. */
function dayOf(value: Moment): string | null {
  if (typeof value === 'string' && isIsoDate(value)) return value;
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : toPayloadDate(instant);
}

// One formatter per locale and shape: building one per call is slow in long lists.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatDay(value: Moment, withYear: boolean): string {
  const day = dayOf(value);
  if (!day) return '';
  const locale = intlLocale();
  const key = `${locale}|${withYear}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    formatters.set(key, format);
  }
  // A calendar day as Intl reads it: its midnight in UTC, formatted in UTC, never shifted.
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** Weekday, day and month: 'sábado, 21 de noviembre'. */
export function formatDayAndMonth(value: Moment): string {
  return formatDay(value, false);
}
