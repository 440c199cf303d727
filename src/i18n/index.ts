/**
 * The PWA's language (decision 089): one Lingui instance, catalogues loaded per language and per
 * namespace (one chunk per file under locales/), so a screen downloads only its language and the
 * first route only what it shows.
 */
import { setupI18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_INFO,
  LANGUAGE_STORAGE_KEY as STORAGE_KEY,
  negotiateLanguage,
  type Language,
} from './languages.ts';
import type { MessageKey } from './keys.ts';
import type { Message, MessageValues } from './message.ts';

/** A language the PWA can show: the product's, or the pseudo-locale tests check screens with. */
export type UiLanguage = Language | 'pseudo';

export const i18n = setupI18n();

const files = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

/** Every namespace: the files of the Spanish catalogue. */
export const NAMESPACES = Object.keys(files)
  .filter((file) => file.startsWith('./locales/es/'))
  .map((file) => file.slice('./locales/es/'.length, -'.json'.length));

/** What the first route (the login and the account pages) and the door page show. */
export const FIRST_NAMESPACES = ['common', 'auth'];
export const DOOR_NAMESPACES = ['common', 'door'];
/** The admin's screens: loaded by their own guard, never in a member's bytes. */
export const ADMIN_NAMESPACES = ['admin'];
/** Everything a member's screens show. */
export const MEMBER_NAMESPACES = NAMESPACES.filter((n) => !ADMIN_NAMESPACES.includes(n));

const loading = new Map<string, Promise<void>>();

function loadNamespace(language: UiLanguage, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  const known = loading.get(key);
  if (known) return known;
  const source = language === 'pseudo' ? DEFAULT_LANGUAGE : language;
  const load = files[`./locales/${source}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No catalogue ${source}/${namespace}.`));
  const loaded = load().then(async (messages) => {
    if (language === 'pseudo') {
      const { pseudoCatalogue } = await import('./pseudo.ts');
      messages = pseudoCatalogue(messages as Parameters<typeof pseudoCatalogue>[0]);
    }
    i18n.load(language, messages);
  });
  // A chunk that failed to arrive (offline, not yet cached) is asked for again next time.
  loaded.catch(() => loading.delete(key));
  loading.set(key, loaded);
  return loaded;
}

/** Loads `namespaces` of `language` (all of them by default). */
export async function loadCatalogue(
  language: UiLanguage,
  namespaces: readonly string[] = NAMESPACES,
): Promise<void> {
  await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
}

/** The namespaces loaded for the language shown now: a new language needs the same ones. */
function shownNamespaces(): string[] {
  const prefix = `${currentLanguage()}/`;
  const shown = [...loading.keys()].filter((key) => key.startsWith(prefix));
  return shown.length ? shown.map((key) => key.slice(prefix.length)) : NAMESPACES;
}

function isUiLanguage(value: unknown): value is UiLanguage {
  return value === 'pseudo' || isLanguage(value);
}

/**
 * The language to start in: the one chosen on this device (or the account's, stored when the
 * member signed in), else the browser's if the product speaks it, else Spanish.
 */
export function initialLanguage(): UiLanguage {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isUiLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's language still applies.
  }
  return negotiateLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** The language shown now. */
export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The locale `Intl` formats dates, numbers and euros in for the language shown now. */
export function intlLocale(language: UiLanguage = currentLanguage()): string {
  return LANGUAGE_INFO[language === 'pseudo' ? DEFAULT_LANGUAGE : language].intl;
}

/**
 * Shows `language` from now on (its `namespaces` loaded first), on this page and the next visits:
 * the page's `lang` follows, so screen readers read it in its own voice.
 */
export async function activateLanguage(
  language: UiLanguage,
  namespaces: readonly string[] = shownNamespaces(),
): Promise<void> {
  await loadCatalogue(language, namespaces);
  i18n.activate(language, [intlLocale(language)]);
  document.documentElement.lang = language === 'pseudo' ? DEFAULT_LANGUAGE : language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not kept on this device; the account keeps it once signed in.
  }
}

/** A catalogue's text in the language shown now (outside components: `useT` re-renders). */
export function t(id: MessageKey | Message, values?: MessageValues): string {
  return typeof id === 'string' ? i18n._(id, values) : i18n._(id);
}
