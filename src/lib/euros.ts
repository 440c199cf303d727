/**
 * Euros in the language shown now (decision 089): '12,50 €' in Spanish and Catalan, '€12.50' in
 * British English. Intl's no-break spaces become plain ones, as `formatEurosInSpanish` does, so
 * the Spanish form reads and matches exactly as before.
 */
import { centsToEuros } from '@/domain/money.ts';
import { intlLocale } from '@/i18n/index.ts';

// One formatter per locale: building one per call is slow in long lists.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** Two decimals, never NaN, never '-0' from tiny negative rounding noise. */
function displayable(euros: number): number {
  const safe = Number.isFinite(euros) ? euros : 0;
  return Math.round(safe * 100) / 100 || 0;
}

export function formatEuros(euros: number): string {
  return formatterFor(intlLocale()).format(displayable(euros)).replace(/\s/g, ' ');
}

export function formatCents(cents: number): string {
  return formatEuros(centsToEuros(cents));
}
