/**
 * Rules answer with catalogue messages (decision 089); a domain test reads them in Spanish, the
 * spec's own words, so the texts the spec gives stay asserted where the rule is.
 */
import { setupI18n } from '@lingui/core';
import { compileCatalogue, type RawCatalogue } from '@/i18n/compile.ts';
import calendar from '@/i18n/locales/es/calendar.json';
import levels from '@/i18n/locales/es/levels.json';
import rules from '@/i18n/locales/es/rules.json';
import series from '@/i18n/locales/es/series.json';
import shop from '@/i18n/locales/es/shop.json';
import { isMessage } from '@/i18n/message.ts';

// Compiled here, not through the PWA's loader: the server's type check reads the domain's tests.
const i18n = setupI18n();
// The rules' refusals, and the words the shared rules give for the calendar, levels, series and
// the shop.
const catalogues = { calendar, levels, rules, series, shop } as Record<string, RawCatalogue>;
for (const [name, catalogue] of Object.entries(catalogues)) {
  i18n.load('es', compileCatalogue(catalogue, `es/${name}.json`));
}
i18n.activate('es');

/** `value` with every message in it (however deep) replaced by its Spanish text. */
export function inSpanish(value: unknown): unknown {
  if (isMessage(value)) return i18n._(value);
  if (Array.isArray(value)) return value.map(inSpanish);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inSpanish(v)]));
  }
  return value;
}
