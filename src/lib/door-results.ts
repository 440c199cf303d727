import type { AccessLogEntry } from '@/api/door.ts';
import { DOOR_RESULT_LABELS as WORDS } from '@/domain/door-access.ts';

type AccessResult = AccessLogEntry['result'];

/** Each outcome of a door press as a badge: the domain's words (its CSV's too), a colour. */
export const RESULT_LABELS: Record<AccessResult, { label: string; color: string }> = {
  opened: { label: WORDS.opened, color: 'green' },
  refused: { label: WORDS.refused, color: 'red' },
  busy: { label: WORDS.busy, color: 'yellow' },
  'rate-limited': { label: WORDS['rate-limited'], color: 'orange' },
  failed: { label: WORDS.failed, color: 'gray' },
};

export function resultLabel(result: string): { label: string; color: string } {
  return RESULT_LABELS[result as AccessResult] ?? { label: result, color: 'gray' };
}
