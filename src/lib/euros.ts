/**
 * Euros as a reader of the language shown reads them (decision 089): '12,50 €' in Spanish and
 * Catalan, '€12.50' in English. Where the spec fixes a form of its own, the domain's
 * formatEurosAsSpec stays (decision 077).
 */
import { centsToEuros } from '@/domain/money.ts';
import { intlLocale } from '@/i18n/index.ts';

// Built once per language: a formatter per call is slow in long lists and tables.
const formatters = new Map<string, Intl.NumberFormat>();

/** Two decimals, never NaN, never '-0' from tiny negative rounding noise. */
function displayable(euros: number): number {
  const safe = Number.isFinite(euros) ? euros : 0;
  return Math.round(safe * 100) / 100 || 0;
}

export function formatEuros(euros: number): string {
  const locale = intlLocale();
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formatters.set(locale, format);
  }
  // Intl's no-break space before the sign becomes a plain one, as the spec's own texts write it.
  return format.format(displayable(euros)).replace(/\s/g, ' ');
}

export function formatCents(cents: number): string {
  return formatEuros(centsToEuros(cents));
}
