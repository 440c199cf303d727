/**
 * What happened to a past booking's money, the ways the club's screens allow: a non-member paid
 * the court by card before it existed; members paid their parts from the wallet (each their own,
 * or the booker the whole), by card, or at the desk, guests at the desk or by payment link, all
 * after the start (payments open then). A few seeded members' bookings stay unpaid or part paid;
 * the demo accounts' never do, so none of them is held back from booking today. Cancellations:
 * members cancel at least 6 hours ahead, the admin cancels for rain and refunds what was paid to
 * the payer's wallet.
 */
import { PAST_UNPAID_BLOCK } from '@/domain/booking-rules.ts';
import { isMemberRole } from '@/domain/roles.ts';
import {
  addAudit,
  addBooking,
  addCreation,
  addHistory,
  playerName,
  storedBookingLabel,
  type Draft,
  type DraftPlayer,
} from './history-booking-rows.ts';
import type { HistoryWorld } from './history-people.ts';
import { HISTORY_ACTIONS } from '../modules/bookings/index.ts';
import { stored } from '../stored-text.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const RAIN = 'Lluvia';

/** The non-member's card payment for the court, made with its hold before the booking existed. */
function payUpFront(world: HistoryWorld, d: Draft): void {
  const holdId = world.random.uuid();
  const at = new Date(d.createdAt.getTime() - 2 * MINUTE);
  world.ledger.card({
    userId: d.booker.id,
    purpose: 'guest_booking',
    amountCents: d.priceCents,
    at,
    metadata: { holdId },
  });
  world.rows.bookingHolds.push({
    id: holdId,
    userId: d.booker.id,
    courtId: d.court.id,
    dateBooked: d.date,
    slots: d.slots.map((s) => s.label),
    amountCents: d.priceCents,
    status: 'converted',
    bookingId: d.id,
    expiresAt: new Date(at.getTime() + 15 * MINUTE),
    createdAt: at,
  });
  const booker = d.players[0]!;
  booker.amountPaidCents = booker.amountCents;
}

function payByWallet(
  world: HistoryWorld,
  d: Draft,
  payer: DraftPlayer,
  parts: DraftPlayer[],
  at: Date,
) {
  const cents = parts.reduce((sum, p) => sum + p.amountCents, 0);
  const positions = parts.map((p) => p.position).join(',');
  world.ledger.debit(
    payer.person!.id,
    cents,
    at,
    stored('bookings.ledgerPaid', { booking: storedBookingLabel(d) }),
    `booking-pay:${d.id}:${positions}`,
  );
  for (const p of parts) {
    p.amountPaidCents = p.amountCents;
    p.paidBy = payer.person!.id;
  }
  const details = stored('bookings.historyPaidFromWallet', {
    name: payer.person!.name,
    whose: parts.length > 1 ? 'total' : 'own',
    amount: { cents },
  });
  addHistory(world, d, payer.person!.id, at, [{ action: HISTORY_ACTIONS.payment, details }]);
}

function payByCard(world: HistoryWorld, d: Draft, parts: DraftPlayer[], at: Date) {
  const cents = parts.reduce((sum, p) => sum + p.amountCents, 0);
  const positions = parts.map((p) => p.position).join(',');
  world.ledger.card({
    userId: d.booker.id,
    purpose: 'booking_part',
    amountCents: cents,
    at,
    metadata: { bookingId: d.id, positions },
  });
  for (const p of parts) {
    p.amountPaidCents = p.amountCents;
    p.paidBy = d.booker.id;
  }
  addHistory(world, d, d.booker.id, new Date(at.getTime() + MINUTE), [
    {
      action: HISTORY_ACTIONS.payment,
      details: stored('bookings.historyPaidVia', { how: 'card', amount: { cents } }),
    },
  ]);
}

/** A guest's part through the payment link the booker sent. */
function payByLink(world: HistoryWorld, d: Draft, p: DraftPlayer, at: Date) {
  addHistory(world, d, d.booker.id, new Date(at.getTime() - 30 * MINUTE), [
    {
      action: HISTORY_ACTIONS.paymentLink,
      details: stored('bookings.historyPlayerAmount', {
        name: playerName(p),
        amount: { cents: p.amountCents },
      }),
    },
  ]);
  world.ledger.card({
    userId: d.booker.id,
    purpose: 'booking_link',
    kind: 'checkout_session',
    amountCents: p.amountCents,
    at,
    metadata: { bookingId: d.id, positions: String(p.position) },
    customer: { name: p.guest?.name ?? null, email: p.guest?.email ?? null },
  });
  p.amountPaidCents = p.amountCents;
  addHistory(world, d, null, new Date(at.getTime() + MINUTE), [
    {
      action: HISTORY_ACTIONS.payment,
      details: stored('bookings.historyPaidVia', { how: 'link', amount: { cents: p.amountCents } }),
    },
  ]);
}

function payAtDesk(world: HistoryWorld, d: Draft, p: DraftPlayer, at: Date) {
  const method = world.random.chance(0.6) ? 'cash' : 'card_terminal';
  world.rows.deskPayments.push({
    id: world.random.uuid(),
    bookingId: d.id,
    playerPosition: p.position,
    method,
    amountCents: p.amountCents,
    recordedBy: world.admin.id,
    createdAt: at,
  });
  p.amountPaidCents = p.amountCents;
  addHistory(world, d, world.admin.id, at, [
    {
      action: HISTORY_ACTIONS.deskPayment,
      details: stored('bookings.historyDeskPaymentDetails', {
        name: playerName(p),
        amount: { cents: p.amountCents },
        method,
      }),
    },
  ]);
  addAudit(world, {
    action: 'booking.desk-payment',
    entityId: d.id,
    before: { playerIndex: p.position, amountPaid: 0 },
    after: {
      playerIndex: p.position,
      amountPaid: p.amountCents / 100,
      method,
      amount: p.amountCents / 100,
    },
    at,
  });
}

/** May this booking be left owing? Never a demo account's, and never past the unpaid block. */
function mayOwe(world: HistoryWorld, d: Draft): boolean {
  if (d.booker.demo) return false;
  return (world.unpaid.get(d.booker.id) ?? 0) < PAST_UNPAID_BLOCK - 1;
}

/** A member's booking after it started: paid in one of the ways, or (rarely) not yet. */
function payMembersBooking(world: HistoryWorld, d: Draft): Date {
  const { random } = world;
  let at = new Date(d.slots[0]!.startsAt.getTime() + random.int(5, 50) * MINUTE);
  const owe = mayOwe(world, d) && random.chance(0.12);
  const booker = d.players[0]!;
  const members = d.players.filter((p) => p.person);
  const guests = d.players.filter((p) => !p.person);
  if (owe) {
    world.unpaid.set(d.booker.id, (world.unpaid.get(d.booker.id) ?? 0) + 1);
    // Half of them part paid: the booker's own share came in, the rest is owed.
    if (random.chance(0.5)) payByWallet(world, d, booker, [booker], at);
    return at;
  }
  const mode = random.next();
  if (mode < 0.2) {
    payByWallet(world, d, booker, d.players, at);
  } else if (mode < 0.35) {
    payByCard(world, d, d.players, at);
  } else if (mode < 0.6) {
    for (const p of d.players) payAtDesk(world, d, p, (at = new Date(at.getTime() + MINUTE)));
  } else {
    for (const p of members) payByWallet(world, d, p, [p], (at = new Date(at.getTime() + MINUTE)));
    for (const p of guests) {
      at = new Date(at.getTime() + MINUTE);
      if (p.amountCents >= 500 && random.chance(0.5)) payByLink(world, d, p, at);
      else payAtDesk(world, d, p, at);
    }
  }
  return at;
}

/** A booking that was played: its money settled, its players' way in through the door. */
export function settleBooking(world: HistoryWorld, d: Draft): void {
  const member = isMemberRole(d.booker.role);
  if (!member) payUpFront(world, d);
  addCreation(world, d, !member);
  const updatedAt = member ? payMembersBooking(world, d) : d.createdAt;
  addBooking(world, d, { updatedAt });
  world.visits.push({
    startsAt: d.slots[0]!.startsAt,
    endsAt: d.slots[d.slots.length - 1]!.endsAt,
    people: d.players.flatMap((p) => (p.person ? [p.person] : [])),
  });
}

/**
 * A cancelled booking: a member's own, at least 6 hours ahead, or the admin's for rain (a
 * non-member's paid court goes back to their wallet). False when there was no time to cancel.
 */
export function cancelBooking(world: HistoryWorld, d: Draft): boolean {
  const { random } = world;
  const start = d.slots[0]!.startsAt.getTime();
  const member = isMemberRole(d.booker.role);
  if (member && random.chance(0.8)) {
    const latest = start - 6 * HOUR;
    if (latest - d.createdAt.getTime() < 10 * MINUTE) return false;
    const at = new Date(d.createdAt.getTime() + random.next() * (latest - d.createdAt.getTime()));
    addCreation(world, d, false);
    addHistory(world, d, d.booker.id, at, [
      { action: HISTORY_ACTIONS.cancelled, details: stored('bookings.historyCancelledByUser') },
    ]);
    addBooking(world, d, { cancelledAt: at, cancelledBy: d.booker.id, updatedAt: at });
    return true;
  }
  const at = new Date(start - random.int(60, 180) * MINUTE);
  if (at.getTime() - d.createdAt.getTime() < 10 * MINUTE) return false;
  if (!member) payUpFront(world, d);
  addCreation(world, d, !member);
  const paid = d.players.filter((p) => p.amountPaidCents > 0);
  const refunded = paid.reduce((sum, p) => sum + p.amountPaidCents, 0);
  addBooking(world, d, { cancelledAt: at, cancelledBy: world.admin.id, updatedAt: at });
  for (const p of paid) {
    const payer = p.paidBy ?? p.person?.id ?? d.booker.id;
    world.ledger.credit(
      payer,
      p.amountPaidCents,
      at,
      stored('bookings.ledgerCancelRefund', { booking: storedBookingLabel(d) }),
      `booking-refund:${d.id}:${p.position}`,
    );
  }
  addHistory(world, d, world.admin.id, at, [
    {
      action: HISTORY_ACTIONS.cancelled,
      details: stored('bookings.historyCancelledByReason', {
        name: world.admin.name,
        reason: RAIN,
      }),
    },
    ...paid.map((p) => ({
      action: HISTORY_ACTIONS.refund,
      details: stored('bookings.historyAmount', { amount: { cents: p.amountPaidCents } }),
    })),
  ]);
  addAudit(world, {
    action: 'booking.cancel',
    entityId: d.id,
    before: { status: 'active', paymentStatus: refunded > 0 ? 'P' : 'C', paid: refunded / 100 },
    after: { status: 'cancelled', refund: true, refunded: refunded / 100, reason: RAIN },
    at,
  });
  return true;
}
