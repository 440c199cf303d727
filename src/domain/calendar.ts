/**
 * The club's calendar (issue 26): the days the whole club is closed. Holidays of the club's region
 * come from a library as suggestions; an admin accepts one (the club closes), drops it (it stops
 * being suggested) or adds a closure of their own. A closed day takes every court for the whole
 * day, so it is applied as a blocked time of every court: the schedule shows it and the booking
 * rules refuse it with the same code paths as any block.
 */
import { msg, type Message } from '@/i18n/message.ts';
import { SPANISH_WEEKDAYS, type BlockedTime } from './courts.ts';

/** Spanish regions (ISO 3166-2 subdivisions) the holidays library knows: their names' keys. */
export const SPANISH_REGIONS = {
  'ES-AN': 'calendar.regionAn',
  'ES-AR': 'calendar.regionAr',
  'ES-AS': 'calendar.regionAs',
  'ES-CB': 'calendar.regionCb',
  'ES-CE': 'calendar.regionCe',
  'ES-CL': 'calendar.regionCl',
  'ES-CM': 'calendar.regionCm',
  'ES-CN': 'calendar.regionCn',
  'ES-CT': 'calendar.regionCt',
  'ES-EX': 'calendar.regionEx',
  'ES-GA': 'calendar.regionGa',
  'ES-IB': 'calendar.regionIb',
  'ES-MC': 'calendar.regionMc',
  'ES-MD': 'calendar.regionMd',
  'ES-ML': 'calendar.regionMl',
  'ES-NC': 'calendar.regionNc',
  'ES-PV': 'calendar.regionPv',
  'ES-RI': 'calendar.regionRi',
  'ES-VC': 'calendar.regionVc',
} as const satisfies Record<string, Message['id']>;
export type SpanishRegion = keyof typeof SPANISH_REGIONS;
export const SPANISH_REGION_CODES = Object.keys(SPANISH_REGIONS) as SpanishRegion[];

/** Where a calendar day comes from: the region's holidays, or an admin's own closure. */
export type CalendarDaySource = 'holiday' | 'club';
/** closed: the club is closed; dropped: a holiday the club opens on (no longer suggested). */
export type CalendarDayStatus = 'closed' | 'dropped';

export interface ClosedDay {
  date: string;
  name: string;
}

export interface CalendarDay extends ClosedDay {
  source: CalendarDaySource;
  /** 'suggested': a holiday of the region no admin has decided on yet. */
  status: CalendarDayStatus | 'suggested';
}

/** The calendar's refusals, worded in the asker's language. */
export const CALENDAR_MESSAGES = {
  /** A field message of the contract: a catalogue key. */
  nameRequired: 'validation.closureNameRequired',
  notFound: msg('calendar.dayNotFound'),
  covers: (count: number) => msg('calendar.coversBookings', { count }),
} as const;

/** What the schedule shows on, and the booking rules answer for, a closed day. */
export function closedLabel(day: ClosedDay): Message {
  const name = day.name.trim();
  return name ? msg('calendar.closedNamed', { name }) : msg('calendar.clubClosed');
}

/**
 * A closed day as a block of the whole day on every weekday (a slot may end at 24:00). Its reason
 * is the day's name, marked as a closure so each reader sees it as 'Club cerrado: …' in theirs.
 */
// The block's shape as blocked-times.ts reads it (its BlockedTimeLike), named here without
// importing that module, which imports this one.
export function closureBlock(
  day: ClosedDay,
): Pick<
  BlockedTime,
  'startDate' | 'endDate' | 'daysOfWeek' | 'timeRange' | 'reason' | 'kind' | 'exceptions'
> {
  return {
    startDate: day.date,
    endDate: day.date,
    daysOfWeek: [...SPANISH_WEEKDAYS],
    timeRange: '00:00 - 24:00',
    reason: day.name.trim(),
    kind: 'closure',
    exceptions: [],
  };
}

/**
 * The year's calendar as an admin sees it: every stored day (closed or dropped), and the region's
 * holidays nobody decided on yet as suggestions; by date.
 */
export function mergeCalendar(
  stored: readonly CalendarDay[],
  holidays: readonly ClosedDay[],
): CalendarDay[] {
  const byDate = new Map(stored.map((d) => [d.date, d]));
  const suggested = holidays
    .filter((h) => !byDate.has(h.date))
    .map((h): CalendarDay => ({ ...h, source: 'holiday', status: 'suggested' }));
  return [...stored, ...suggested].sort((a, b) => a.date.localeCompare(b.date));
}
