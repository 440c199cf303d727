import type { AccessLogEntry } from '@/api/door.ts';
import { DOOR_RESULT_LABELS as WORDS, doorResultLabel } from '@/domain/door-access.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import type { Message } from '@/i18n/message.ts';

type AccessResult = AccessLogEntry['result'];

/** Each outcome of a door press as a badge: the domain's key (its CSV's too), a colour. */
export const RESULT_LABELS: Record<AccessResult, { label: MessageKey; color: string }> = {
  opened: { label: WORDS.opened, color: 'green' },
  refused: { label: WORDS.refused, color: 'red' },
  busy: { label: WORDS.busy, color: 'yellow' },
  'rate-limited': { label: WORDS['rate-limited'], color: 'orange' },
  failed: { label: WORDS.failed, color: 'gray' },
};

export function resultLabel(result: string): { label: Message; color: string } {
  return {
    label: doorResultLabel(result),
    color: RESULT_LABELS[result as AccessResult]?.color ?? 'gray',
  };
}
