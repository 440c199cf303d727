/**
 * Texts the server writes once and people read later (decision 090): a wallet ledger line, a
 * booking's history, a level's reason, a series date's skip detail. Each is kept as the catalogue
 * message that words it (its key and arguments, in a jsonb column beside the text), so every
 * reader gets it in their own language; the text column keeps the Spanish wording, the record as
 * written, which rows from before the message column (migration 0022) only have.
 */
import type { MessageKey } from '@/i18n/keys.ts';
import type { Language } from '@/i18n/languages.ts';
import type { Message } from '@/i18n/message.ts';
import { eurosIn, intlLocaleOf, translator } from './i18n.ts';

/** An argument kept as data and worded when read: euros and days as the reader writes them. */
export type StoredValue = string | number | StoredText | { cents: number } | { day: string };

export interface StoredText {
  id: MessageKey;
  values?: Record<string, StoredValue>;
}

/** A text to keep: `stored('payments.ledgerTopUp')`, `stored(key, { amount: { cents } })`. */
export function stored(id: MessageKey, values?: Record<string, StoredValue>): StoredText {
  return values ? { id, values } : { id };
}

/** A refusal's message kept to be read later: a Date argument is kept as its day. */
export function storedMessage(message: Message): StoredText {
  const values: Record<string, StoredValue> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] = value instanceof Date ? { day: value.toISOString().slice(0, 10) } : value;
  }
  return stored(message.id, message.values ? values : undefined);
}

/** The columns a stored text fills: the Spanish wording and the message. */
export interface StoredColumns {
  text: string;
  message: StoredText;
}

export function storedColumns(message: StoredText): StoredColumns {
  return { text: wordStored('es', message), message };
}

function wordValue(language: Language, value: StoredValue): string | number {
  if (typeof value !== 'object') return value;
  if ('cents' in value) return eurosIn(language, value.cents);
  if ('day' in value) {
    return new Intl.DateTimeFormat(intlLocaleOf(language), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${value.day}T00:00:00Z`));
  }
  return wordStored(language, value);
}

/** A stored text in `language`, its nested texts, euros and days too. */
export function wordStored(language: Language, message: StoredText): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] = wordValue(language, value);
  }
  return translator(language)(message.id, values);
}

/** What a reader sees: the message in their language, or the words of a row written before it. */
export function readStored(
  language: Language,
  message: StoredText | null | undefined,
  text: string,
): string {
  return message ? wordStored(language, message) : text;
}
