/** A booking's history (spec 'Historial de la Reserva'): the entries the module writes. */
import { HISTORY_ACTIONS } from '@/api/booking-detail.ts';
import type { Tx } from '../../../db/client.ts';
import { bookingHistory } from '../../../db/schema/index.ts';

export const HISTORY = HISTORY_ACTIONS;

export interface HistoryEntry {
  action: string;
  details: string;
}

/**
 * Appends entries written together; a millisecond apart each keeps their order when sorted by
 * time.
 */
export async function recordHistory(
  tx: Tx,
  bookingId: string,
  /** Null when nobody signed in did it (a guest paying through a payment link). */
  performedBy: string | null,
  now: Date,
  entries: readonly HistoryEntry[],
): Promise<void> {
  await tx.insert(bookingHistory).values(
    entries.map((e, i) => ({
      bookingId,
      action: e.action,
      details: e.details,
      performedBy,
      createdAt: new Date(now.getTime() + i),
    })),
  );
}
