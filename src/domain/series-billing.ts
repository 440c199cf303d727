/**
 * Abonos paid by a season price (issue 26): the price is split over the months the series plays
 * in, and each month's share over that month's sessions, so the month's charge is the sum of its
 * sessions' prices and a session released or paid on its own is never charged twice.
 */
import { msg, type Message } from '@/i18n/message.ts';
import { isIsoDate } from './club-time.ts';

/** The latest billing day: every month has it. */
export const MAX_BILLING_DAY = 28;

export const SERIES_BILLING_MESSAGES = {
  seasonPriceRequired: msg('series.seasonPriceRequired'),
  cardNotFound: msg('series.cardNotFound'),
  notMonthly: msg('series.notMonthly'),
  paymentChanged: msg('series.paymentChanged'),
} as const;

export const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The arguments of 'series.monthLabel' for 'YYYY-MM': the month's number ('1'–'12') and year. */
export function monthParts(month: string): { month: string; year: string } {
  const [year = '', m = ''] = month.split('-');
  return { month: String(Number(m)), year };
}

/** 'diciembre de 2026' for 'YYYY-MM', in the reader's language. */
export function monthLabel(month: string): Message {
  return msg('series.monthLabel', monthParts(month));
}

/**
 * `total` cents split into `parts` whole-cent shares that add up to it exactly: equal shares,
 * the cents left over one each to the first shares (the earliest months and dates pay them).
 */
export function splitCents(total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Each month the dates fall in ('YYYY-MM', ascending) and its share of the season price. */
export function monthlyAmounts(seasonCents: number, dates: readonly string[]): Map<string, number> {
  const months = [...new Set(dates.filter(isIsoDate).map(monthOf))].sort();
  const shares = splitCents(seasonCents, months.length);
  return new Map(months.map((m, i) => [m, shares[i]!]));
}

/**
 * Each date's price: its month's share split over the month's dates (the first dates of a month
 * carry its odd cents). The prices of a month add up to its share; all of them, to the season price.
 */
export function seasonSessionPrices(
  seasonCents: number,
  dates: readonly string[],
): Map<string, number> {
  const prices = new Map<string, number>();
  const sorted = [...new Set(dates.filter(isIsoDate))].sort();
  for (const [month, cents] of monthlyAmounts(seasonCents, sorted)) {
    const inMonth = sorted.filter((d) => monthOf(d) === month);
    splitCents(cents, inMonth.length).forEach((c, i) => prices.set(inMonth[i]!, c));
  }
  return prices;
}

/**
 * The months whose charge is due on `today` (club date): from the series' first month to its
 * last, each once its billing day has come. A month past its billing day is still due (a job that
 * did not run, a series created after the day), so a month is never skipped.
 */
export function dueMonths(
  series: { from: string; to: string; billingDay: number },
  today: string,
): string[] {
  const months: string[] = [];
  const last = monthOf(series.to);
  for (let m = monthOf(series.from); m <= last; m = nextMonth(m)) {
    const day = String(Math.min(Math.max(series.billingDay, 1), MAX_BILLING_DAY)).padStart(2, '0');
    if (`${m}-${day}` <= today) months.push(m);
  }
  return months;
}

export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
