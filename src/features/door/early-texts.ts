/**
 * The door page's words before any framework (src/door-early.ts): the door catalogue's few texts
 * the early page shows, for every language, inlined by the build (server/scripts/door-early-inline.ts
 * defines `__DOOR_TEXTS__`), so the page speaks the member's language from its first paint
 * without Lingui. unlock.html holds the Spanish ones; an element with `data-text` shows its key.
 * None of its imports is Lingui (the early script must stay a few KB).
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  negotiateLanguage,
  type Language,
} from '@/i18n/languages.ts';
import type { EarlyKey, EarlyTexts } from './early-keys.ts';

export type { EarlyKey } from './early-keys.ts';

declare const __DOOR_TEXTS__: EarlyTexts | undefined;

/** As the app's initialLanguage (src/i18n/index.ts) reads it: the choice kept, else the browser's. */
export function earlyLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
    // The pseudo-locale is the tests'; the page's own Spanish stands for it.
    if (stored === 'pseudo') return DEFAULT_LANGUAGE;
  } catch {
    // Storage refused (private mode): the browser's language still applies.
  }
  return negotiateLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** The texts in `language`, or null where no build inlined them (then the page's Spanish stays). */
export function earlyTexts(language: Language): Record<EarlyKey, string> | null {
  // `typeof`: under the dev server and in tests the name may not be defined at all.
  const all = typeof __DOOR_TEXTS__ === 'undefined' ? undefined : __DOOR_TEXTS__;
  return all?.[language] ?? null;
}
