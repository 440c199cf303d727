/**
 * A shared rule's message (src/domain, decision 089) kept as a stored text (decision 090): the
 * rules word with `msg`, which the PWA shows at once; the server keeps the same key and arguments.
 */
import type { Message } from '@/i18n/message.ts';
import { stored, type StoredText, type StoredValue } from '../stored-text.ts';

export function storedOf(message: Message): StoredText {
  if (!message.values) return stored(message.id);
  const values = Object.entries(message.values).map(([name, value]): [string, StoredValue] => [
    name,
    // A day as the stored texts word it; no rule kept here passes a time.
    value instanceof Date ? { day: value.toISOString().slice(0, 10) } : value,
  ]);
  return stored(message.id, Object.fromEntries(values));
}
