/**
 * Euros and weekdays as the admin screens show them, in the language shown now (decision 089).
 * Spanish reads exactly as the shared Spanish formatters did: '12,50 €', 'Lunes'.
 */
import { SPANISH_WEEKDAYS } from '@/domain/courts.ts';
import { centsToEuros } from '@/domain/money.ts';
import { intlLocale } from '@/i18n/index.ts';
import type { MessageKey } from '@/i18n/keys.ts';

// One formatter per locale: a formatter per call is slow in long lists and tables.
const euroFormats = new Map<string, Intl.NumberFormat>();

function euroFormat(locale: string): Intl.NumberFormat {
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    euroFormats.set(locale, format);
  }
  return format;
}

/**
 * Euros in the reader's locale ('12,50 €', '€12.50'): two decimals, never NaN nor '-0'. Intl's
 * no-break spaces become plain ones, so the text reads, searches and matches as the spec's does.
 */
export function formatEuros(euros: number): string {
  const safe = Number.isFinite(euros) ? euros : 0;
  const rounded = Math.round(safe * 100) / 100 || 0;
  return euroFormat(intlLocale()).format(rounded).replace(/\s/g, ' ');
}

export function formatCents(cents: number): string {
  return formatEuros(centsToEuros(cents));
}

/**
 * Each weekday's name, indexed as the API numbers them (0 = Sunday) and as SPANISH_WEEKDAYS
 * lists the values the server stores: a label to render with `t`, the value stays Spanish.
 */
export const WEEKDAY_KEYS: readonly MessageKey[] = [
  'admin.weekdaySunday',
  'admin.weekdayMonday',
  'admin.weekdayTuesday',
  'admin.weekdayWednesday',
  'admin.weekdayThursday',
  'admin.weekdayFriday',
  'admin.weekdaySaturday',
];

/** The key of a weekday the server stored by its Spanish name ('Lunes', 'lunes'), if it is one. */
export function weekdayKey(day: string): MessageKey | undefined {
  const index = SPANISH_WEEKDAYS.findIndex(
    (name) => name.localeCompare(day, 'es', { sensitivity: 'base' }) === 0,
  );
  return WEEKDAY_KEYS[index];
}
