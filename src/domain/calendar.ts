/**
 * The club's calendar (issue 26): the days the whole club is closed. Holidays of the club's region
 * come from a library as suggestions; an admin accepts one (the club closes), drops it (it stops
 * being suggested) or adds a closure of their own. A closed day takes every court for the whole
 * day, so it is applied as a blocked time of every court: the schedule shows it and the booking
 * rules refuse it with the same code paths as any block.
 */
import type { BlockedTimeLike } from './blocked-times.ts';
import { SPANISH_WEEKDAYS } from './courts.ts';

/** Spanish regions (ISO 3166-2 subdivisions) the holidays library knows, with their names. */
export const SPANISH_REGIONS = {
  'ES-AN': 'Andalucía',
  'ES-AR': 'Aragón',
  'ES-AS': 'Asturias',
  'ES-CB': 'Cantabria',
  'ES-CE': 'Ceuta',
  'ES-CL': 'Castilla y León',
  'ES-CM': 'Castilla-La Mancha',
  'ES-CN': 'Canarias',
  'ES-CT': 'Cataluña',
  'ES-EX': 'Extremadura',
  'ES-GA': 'Galicia',
  'ES-IB': 'Islas Baleares',
  'ES-MC': 'Región de Murcia',
  'ES-MD': 'Comunidad de Madrid',
  'ES-ML': 'Melilla',
  'ES-NC': 'Navarra',
  'ES-PV': 'País Vasco',
  'ES-RI': 'La Rioja',
  'ES-VC': 'Comunidad Valenciana',
} as const;
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

export const CALENDAR_MESSAGES = {
  closedPrefix: 'Club cerrado',
  nameRequired: 'Indica el motivo del cierre.',
  dateInvalid: 'Fecha no válida',
  notFound: 'No se encontró ese día en el calendario.',
  covers: (n: number) =>
    n === 1
      ? 'Hay 1 reserva ese día. ¿Quieres cancelarla con reembolso o mantenerla?'
      : `Hay ${n} reservas ese día. ¿Quieres cancelarlas con reembolso o mantenerlas?`,
} as const;

/** What the schedule shows on, and the booking rules answer for, a closed day. */
export function closedLabel(day: ClosedDay): string {
  const name = day.name.trim();
  return name ? `${CALENDAR_MESSAGES.closedPrefix}: ${name}` : CALENDAR_MESSAGES.closedPrefix;
}

/** A closed day as a block of the whole day on every weekday (a slot may end at 24:00). */
export function closureBlock(day: ClosedDay): BlockedTimeLike {
  return {
    startDate: day.date,
    endDate: day.date,
    daysOfWeek: [...SPANISH_WEEKDAYS],
    timeRange: '00:00 - 24:00',
    reason: closedLabel(day),
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
