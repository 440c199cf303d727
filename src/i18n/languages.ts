/**
 * The product's languages (decision 089). Spanish is the default and the source: every text the
 * spec gives is the Spanish catalogue's. A fourth language is one more folder under `locales/`
 * and one more entry here.
 */
export const LANGUAGES = ['es', 'ca', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/**
 * Where this device keeps the language chosen (local storage): read by the app and by the door
 * page's early script, which must not load the app's i18n (src/features/door/early-texts.ts).
 */
export const LANGUAGE_STORAGE_KEY = 'club.language';

/**
 * Each language's name in itself (how a member finds their own in a list), and the locale `Intl`
 * formats its dates, numbers and euros with: British English for the coast's foreign members
 * (day before month, 24-hour clock).
 */
export const LANGUAGE_INFO: Record<Language, { name: string; intl: string }> = {
  es: { name: 'Español', intl: 'es-ES' },
  ca: { name: 'Català', intl: 'ca-ES' },
  en: { name: 'English', intl: 'en-GB' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of `preferred` (most wanted first, e.g. `navigator.languages` or a parsed
 * Accept-Language) that the product speaks, by its primary subtag ('ca-ES' → 'ca'); Spanish
 * when none is.
 */
export function negotiateLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, most wanted first (q=0 dropped, ties kept in order). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
