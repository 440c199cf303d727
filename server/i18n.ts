/**
 * The server's languages (decision 089): the PWA's catalogues (src/i18n/locales), compiled once at
 * start, so refusals, e-mails, push notices, tickets and calendar files reach each member in the
 * language their account keeps, and a visitor in their browser's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileCatalogue, type RawCatalogue } from '@/i18n/compile.ts';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_INFO,
  LANGUAGES,
  negotiateLanguage,
  parseAcceptLanguage,
  type Language,
} from '@/i18n/languages.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import type { Message, MessageValues } from '@/i18n/message.ts';

const localesDir = fileURLToPath(new URL('../src/i18n/locales', import.meta.url));

function loadLanguage(language: Language): I18n {
  const dir = path.join(localesDir, language);
  const messages = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const raw = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as RawCatalogue;
    Object.assign(messages, compileCatalogue(raw, `${language}/${file}`));
  }
  const i18n = setupI18n();
  i18n.load(language, messages);
  i18n.activate(language, [LANGUAGE_INFO[language].intl]);
  return i18n;
}

const instances = new Map<Language, I18n>(LANGUAGES.map((l) => [l, loadLanguage(l)]));

export type Translate = (id: MessageKey | Message, values?: MessageValues) => string;

/** The catalogue's texts in `language`. */
export function translator(language: Language): Translate {
  const i18n = instances.get(language) ?? instances.get(DEFAULT_LANGUAGE)!;
  return (id, values) => (typeof id === 'string' ? i18n._(id, values) : i18n._(id));
}

/** `Intl`'s locale for `language`: dates, times, numbers and euros as its readers write them. */
export const intlLocaleOf = (language: Language) => LANGUAGE_INFO[language].intl;

/**
 * The language to answer in: the account's when it keeps one, else the request's
 * Accept-Language, else Spanish.
 */
export function answerLanguage(
  accountLanguage: string | null | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (isLanguage(accountLanguage)) return accountLanguage;
  return negotiateLanguage(parseAcceptLanguage(acceptLanguage));
}

/** A member's language for what the server sends on its own (e-mails, push): Spanish if unset. */
export const memberLanguage = (stored: string | null | undefined): Language =>
  isLanguage(stored) ? stored : DEFAULT_LANGUAGE;

/**
 * A text in `language`: a catalogue message rendered, or a text some caller still words itself
 * (passed on as it is).
 */
export function wordIn(language: Language, text: Message | string): string {
  return typeof text === 'string' ? text : translator(language)(text);
}

/** Cents as euros the way `language` writes them ('12,50 €', '€12.50'), with a plain space. */
export function eurosIn(language: Language, cents: number): string {
  return new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'currency',
    currency: 'EUR',
    useGrouping: false,
  })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}
