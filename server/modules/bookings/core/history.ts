/** A booking's history (spec 'Historial de la Reserva'): the entries the module writes. */
import type { Tx } from '../../../db/client.ts';
import { bookingHistory } from '../../../db/schema/index.ts';
import { storedColumns, stored, type StoredText } from '../../../stored-text.ts';

/**
 * The actions, each holding in Spanish one of the spec's keywords (Pago, Cancelado, invitado,
 * Invitación, añadido, eliminado, Confirmado, Cambio de horario) the entry's kind is read from.
 */
export const HISTORY = {
  created: stored('bookings.historyCreated'),
  confirmed: stored('bookings.historyConfirmed'),
  cancelled: stored('bookings.historyCancelled'),
  playerAdded: stored('bookings.historyPlayerAdded'),
  guestInvited: stored('bookings.historyGuestInvited'),
  invitation: stored('bookings.historyInvitation'),
  playerRemoved: stored('bookings.historyPlayerRemoved'),
  payment: stored('bookings.historyPayment'),
  paymentFailed: stored('bookings.historyPaymentFailed'),
  paymentLink: stored('bookings.historyPaymentLink'),
  refund: stored('bookings.historyRefund'),
  deskPayment: stored('bookings.historyDeskPayment'),
} as const;

/**
 * A booking as its history and ledger lines name it ('PADEL - Pádel 1, 20/11/2026 18:00 - 19:30'),
 * worded per reader; `slots` as the line shows them (a span, or every slot).
 */
export function bookingText(
  court: { type: string; name: string },
  date: string,
  slots: string,
): StoredText {
  return stored('bookings.historyBookingLabel', {
    sport: court.type,
    court: court.name,
    date: { day: date },
    slots,
  });
}

/** The span of a booking's slot labels: '18:00 - 19:30' from '18:00 - 18:30' … '19:00 - 19:30'. */
export function slotSpan(labels: readonly string[]): string {
  return `${(labels[0] ?? '').slice(0, 5)} - ${(labels[labels.length - 1] ?? '').slice(-5)}`;
}

export interface HistoryEntry {
  action: StoredText;
  /** Null: no details ('' in the text column). */
  details: StoredText | null;
}

/** An entry's columns: the Spanish words and the messages each reader gets in theirs. */
export interface HistoryColumns {
  action: string;
  details: string;
  actionMessage: StoredText;
  detailsMessage: StoredText | null;
}

export function historyColumns(entry: HistoryEntry): HistoryColumns {
  const action = storedColumns(entry.action);
  const details = entry.details ? storedColumns(entry.details) : null;
  return {
    action: action.text,
    details: details?.text ?? '',
    actionMessage: action.message,
    detailsMessage: details?.message ?? null,
  };
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
      ...historyColumns(e),
      performedBy,
      createdAt: new Date(now.getTime() + i),
    })),
  );
}
