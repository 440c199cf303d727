/**
 * A text to show someone, not yet in their language: the catalogue's key and its ICU arguments.
 * Rules shared by the PWA and the server (src/domain) and the server's refusals answer with one,
 * and whoever shows it renders it in the reader's language (decision 089).
 */
import type { MessageKey } from './keys.ts';

export type MessageValues = Record<string, string | number | Date>;

export interface Message {
  id: MessageKey;
  values?: MessageValues;
}

export function msg(id: MessageKey, values?: MessageValues): Message {
  return values ? { id, values } : { id };
}

export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof (value as { id: unknown }).id === 'string'
  );
}
