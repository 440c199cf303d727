import type { AccessLogEntry } from '@/api/door.ts';

type AccessResult = AccessLogEntry['result'];

/** How each outcome of a door press reads in the access logs (the admin's and the member's). */
export const RESULT_LABELS: Record<AccessResult, { label: string; color: string }> = {
  opened: { label: 'Abierta', color: 'green' },
  refused: { label: 'Denegado', color: 'red' },
  busy: { label: 'Ya abriéndose', color: 'yellow' },
  'rate-limited': { label: 'Demasiados intentos', color: 'orange' },
  failed: { label: 'Fallo del sistema', color: 'gray' },
};

export function resultLabel(result: string): { label: string; color: string } {
  return RESULT_LABELS[result as AccessResult] ?? { label: result, color: 'gray' };
}
