/**
 * The demo history's rows, gathered before one bulk insert, and its money: every wallet move is
 * a ledger row, a debit the wallet cannot cover is preceded by a card top-up (as a member would
 * do), and every card payment is a succeeded `payments` row of the purpose the club's modules
 * use, so the statistics read the history as they read real activity.
 */
import {
  accessLogs,
  adminAuditLog,
  bookingHistory,
  bookingHolds,
  bookingPlayers,
  bookingSlots,
  bookings,
  deskPayments,
  payments,
  schoolAttendance,
  schoolRequests,
  shopOrderItems,
  shopOrders,
  users,
  walletEntries,
} from '../db/schema/index.ts';
import { stored, storedColumns, type StoredText } from '../stored-text.ts';
import type { SeededRandom } from './history-random.ts';

/** The tables the history writes, in the order they are inserted (references first). */
export const HISTORY_TABLES = {
  users,
  bookings,
  bookingSlots,
  bookingPlayers,
  bookingHistory,
  bookingHolds,
  payments,
  walletEntries,
  deskPayments,
  adminAuditLog,
  accessLogs,
  shopOrders,
  shopOrderItems,
  schoolRequests,
  schoolAttendance,
} as const;

/** The rows of each table, gathered before the insert. */
export type HistoryRows = {
  [K in keyof typeof HISTORY_TABLES]: (typeof HISTORY_TABLES)[K]['$inferInsert'][];
};

export function emptyRows(): HistoryRows {
  return Object.fromEntries(
    Object.keys(HISTORY_TABLES).map((key) => [key, []]),
  ) as unknown as HistoryRows;
}

/** Someone of the club, as the history needs them. */
export interface Person {
  id: string;
  name: string;
  email: string;
  role: string;
  league: boolean;
  /** One of the README's demo accounts (never left owing: they must be able to book today). */
  demo: boolean;
}

const MINUTE = 60_000;

/** Top-ups are whole tens of euros, from the 10 € minimum. */
const TOP_UP_STEP_CENTS = 1_000;

export interface CardPayment {
  userId: string | null;
  purpose: string;
  kind?: 'payment_intent' | 'checkout_session';
  amountCents: number;
  at: Date;
  metadata?: Record<string, string>;
  customer?: { name: string | null; email: string | null };
}

export class HistoryLedger {
  private readonly balances = new Map<string, number>();

  constructor(
    private readonly rows: HistoryRows,
    private readonly random: SeededRandom,
  ) {}

  /** What the history moved into each wallet (never below zero at any step). */
  netBalances(): ReadonlyMap<string, number> {
    return this.balances;
  }

  credit(
    userId: string,
    cents: number,
    at: Date,
    description: StoredText,
    reference: string,
  ): void {
    this.entry(userId, 'credit', cents, at, description, reference);
    this.balances.set(userId, this.balanceOf(userId) + cents);
  }

  /** Takes `cents` from the wallet, topping it up by card an hour before when it is short. */
  debit(userId: string, cents: number, at: Date, description: StoredText, reference: string): void {
    const short = cents - this.balanceOf(userId);
    if (short > 0) {
      const steps = Math.ceil(short / TOP_UP_STEP_CENTS) + this.random.int(0, 3);
      this.topUp(userId, steps * TOP_UP_STEP_CENTS, new Date(at.getTime() - 60 * MINUTE));
    }
    this.entry(userId, 'debit', cents, at, description, reference);
    this.balances.set(userId, this.balanceOf(userId) - cents);
  }

  topUp(userId: string, cents: number, at: Date): void {
    const gatewayId = this.card({ userId, purpose: 'wallet_topup', amountCents: cents, at });
    this.credit(
      userId,
      cents,
      new Date(at.getTime() + MINUTE),
      stored('payments.ledgerTopUp'),
      `topup:${gatewayId}`,
    );
  }

  /** A succeeded card payment (payment intent or a payment link's checkout session); its id. */
  card(p: CardPayment): string {
    const kind = p.kind ?? 'payment_intent';
    const gatewayId = `${kind === 'payment_intent' ? 'pi' : 'cs'}_sbx_${this.random.hex(24)}`;
    const metadata: Record<string, string> = { ...p.metadata, purpose: p.purpose };
    if (p.userId) metadata.userId = p.userId;
    this.rows.payments.push({
      id: this.random.uuid(),
      userId: p.userId,
      gatewayId,
      kind,
      purpose: p.purpose,
      amountCents: p.amountCents,
      status: 'succeeded',
      metadata,
      customerName: p.customer?.name ?? null,
      customerEmail: p.customer?.email ?? null,
      createdAt: p.at,
      updatedAt: new Date(p.at.getTime() + MINUTE),
    });
    return gatewayId;
  }

  private balanceOf(userId: string): number {
    return this.balances.get(userId) ?? 0;
  }

  private entry(
    userId: string,
    type: 'credit' | 'debit',
    cents: number,
    at: Date,
    description: StoredText,
    reference: string,
  ): void {
    // The Spanish words and the message, as the live ledger writes them (wallet/service.ts).
    const columns = storedColumns(description);
    this.rows.walletEntries.push({
      id: this.random.uuid(),
      userId,
      type,
      amountCents: cents,
      description: columns.text,
      descriptionMessage: columns.message,
      reference,
      createdAt: at,
    });
  }
}
