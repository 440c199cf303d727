/**
 * A past booking as rows: the booking, its slot rows (active only while it is), its players, its
 * history entries with the texts the booking module writes, and the admin's audit entries.
 */
import { bookingStatus } from '@/domain/booking-payments.ts';
import type { PaymentStatus } from '@/domain/payment-status.ts';
import { isMemberRole, isUcaRole } from '@/domain/roles.ts';
import type { Slot } from '@/domain/slots.ts';
import {
  bookingText,
  HISTORY_ACTIONS,
  historyColumns,
  slotSpan,
  type HistoryEntry,
} from '../modules/bookings/index.ts';
import { stored, type StoredText } from '../stored-text.ts';
import type { Person } from './history-ledger.ts';
import type { HistoryCourt, HistoryWorld } from './history-people.ts';

export interface DraftPlayer {
  position: number;
  person: Person | null;
  guest: { name: string; email: string } | null;
  amountCents: number;
  amountPaidCents: number;
  /** Who paid the part (null: a guest's link, a desk payment, or the booker's card up front). */
  paidBy: string | null;
}

export interface Draft {
  id: string;
  court: HistoryCourt;
  date: string;
  slots: Slot[];
  booker: Person;
  players: DraftPlayer[];
  priceCents: number;
  isLeagueMatch: boolean;
  createdAt: Date;
}

/** 'PADEL - Pádel 1, 20/11/2026 18:00 - 19:30' in each reader's language, as the history keeps it. */
export function storedBookingLabel(d: Draft): StoredText {
  return bookingText(d.court, d.date, slotSpan(d.slots.map((s) => s.label)));
}

export function playerName(p: DraftPlayer): string | StoredText {
  return p.person?.name ?? p.guest?.name ?? stored('bookings.historyUnnamedPlayer');
}

/** History entries a millisecond apart, so they keep their order when sorted by time. */
export function addHistory(
  world: HistoryWorld,
  d: Draft,
  performedBy: string | null,
  at: Date,
  entries: readonly HistoryEntry[],
): void {
  entries.forEach((e, i) =>
    world.rows.bookingHistory.push({
      id: world.random.uuid(),
      bookingId: d.id,
      ...historyColumns(e),
      performedBy,
      createdAt: new Date(at.getTime() + i),
    }),
  );
}

/** The first two entries, as the create path (bookings/core/write.ts) writes them. */
export function addCreation(world: HistoryWorld, d: Draft, paidByCard: boolean): void {
  const booking = bookingText(d.court, d.date, d.slots.map((s) => s.label).join(', '));
  const created = stored('bookings.historyCreatedDetails', {
    booking,
    origin: 'member',
    name: d.booker.name,
  });
  let confirmed = stored('bookings.historyPendingPayment');
  if (paidByCard) {
    confirmed = stored('bookings.historyPaidByCard', { amount: { cents: d.priceCents } });
  } else if (d.isLeagueMatch) confirmed = stored('bookings.historyLeagueMatch');
  addHistory(world, d, d.booker.id, d.createdAt, [
    { action: HISTORY_ACTIONS.created, details: created },
    { action: HISTORY_ACTIONS.confirmed, details: confirmed },
  ]);
}

export function addAudit(
  world: HistoryWorld,
  entry: {
    action: string;
    entityId: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    at: Date;
  },
): void {
  world.rows.adminAuditLog.push({
    id: world.random.uuid(),
    adminId: world.admin.id,
    adminName: world.admin.name,
    adminEmail: world.admin.email,
    action: entry.action,
    entityType: 'booking',
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    createdAt: entry.at,
  });
}

function playerStatus(p: DraftPlayer): PaymentStatus {
  if (p.amountCents === 0) return 'I';
  return p.amountPaidCents >= p.amountCents ? 'P' : 'C';
}

/** The booking, its slots and its players; the booking's status follows its players'. */
export function addBooking(
  world: HistoryWorld,
  d: Draft,
  end: { cancelledAt?: Date; cancelledBy?: string; updatedAt: Date },
): PaymentStatus {
  const active = !end.cancelledAt;
  const paymentStatus = bookingStatus(d.players);
  const last = d.slots[d.slots.length - 1]!;
  world.rows.bookings.push({
    id: d.id,
    courtId: d.court.id,
    userId: d.booker.id,
    dateBooked: d.date,
    startsAt: d.slots[0]!.startsAt,
    endsAt: last.endsAt,
    slots: d.slots.map((s) => s.label),
    status: active ? 'active' : 'cancelled',
    paymentStatus,
    totalCents: d.players.reduce((sum, p) => sum + p.amountCents, 0),
    priceCents: d.priceCents,
    isLeagueMatch: d.isLeagueMatch,
    createdBy: d.booker.id,
    cancelledAt: end.cancelledAt ?? null,
    cancelledBy: end.cancelledBy ?? null,
    createdAt: d.createdAt,
    updatedAt: end.updatedAt,
  });
  for (const slot of d.slots) {
    world.rows.bookingSlots.push({
      id: world.random.uuid(),
      courtId: d.court.id,
      startsAt: slot.startsAt,
      bookingId: d.id,
      active,
    });
  }
  for (const p of d.players) {
    world.rows.bookingPlayers.push({
      bookingId: d.id,
      position: p.position,
      userId: p.person?.id ?? null,
      // A registered player counts as a member player, as the create path writes them.
      isMember: p.position === 0 ? isMemberRole(d.booker.role) : !!p.person,
      nonMemberName: p.guest?.name ?? null,
      nonMemberEmail: p.guest?.email ?? null,
      isUca: !!p.person && isUcaRole(p.person.role),
      amountCents: p.amountCents,
      amountPaidCents: p.amountPaidCents,
      paymentStatus: playerStatus(p),
      paidBy: p.paidBy,
    });
  }
  return paymentStatus;
}
