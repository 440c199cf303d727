/**
 * Shares, what is due, the booking's payment status and who may do what on the booking detail
 * page (spec sections 4, 5 and 6). Cents throughout; the PWA converts the API's euros with
 * eurosToCents before calling. One rule for the PWA (which buttons it shows) and the server
 * (what it accepts).
 */
import type { PaymentStatus } from './payment-status.ts';
import { INVITATION_DISCOUNT_CENTS } from './players.ts';
import { isAdminRole } from './roles.ts';
import { msg, type Message } from '@/i18n/message.ts';

/** Spec section 9: card payments from 5 euros. */
export const MIN_CARD_PAYMENT_CENTS = 500;

export const PAYMENT_MESSAGES = {
  notOpen: msg('rules.paymentNotOpen'),
  partPaid: msg('rules.paymentPartPaid'),
  bookingPaid: msg('rules.paymentBookingPaid'),
  totalNeedsTwo: msg('rules.paymentTotalNeedsTwo'),
  totalBookerOnly: msg('rules.paymentTotalBookerOnly'),
  notYourPart: msg('rules.paymentNotYourPart'),
  noSuchPlayer: msg('rules.paymentNoSuchPlayer'),
  guestPart: msg('rules.paymentGuestPart'),
  cardMinimum: msg('rules.paymentCardMinimum'),
  insufficientBalance: msg('rules.paymentInsufficientBalance'),
  linkExists: msg('rules.paymentLinkExists'),
  linkGuestOnly: msg('rules.paymentLinkGuestOnly'),
  linkBookerOnly: msg('rules.paymentLinkBookerOnly'),
  cancelled: msg('rules.paymentCancelled'),
  playersLocked: msg('rules.paymentPlayersLocked'),
  playersBookerOnly: msg('rules.paymentPlayersBookerOnly'),
  bookerStays: msg('rules.paymentBookerStays'),
} as const;
export type PaymentRuleCode = keyof typeof PAYMENT_MESSAGES;

export interface SharePlayer {
  usedInvitation: boolean;
}

/**
 * Each player's share of the court price `priceCents` (the price the booking was made at, spec
 * section 6: costs.nonMember for a non-member booker, costs.uca otherwise, × 4 padel / × 2, ×
 * slots). The price is split equally among the players; the cents that do not divide go one
 * each to the first players, the booker first (index 0). An invited player's share is then 5 €
 * lower (never below 0), a discount the club gives: `totalCents` is the sum of the shares, so
 * the shares always add up to the booking's total to the cent.
 */
export function shareAmounts(
  priceCents: number,
  players: readonly SharePlayer[],
): { amounts: number[]; totalCents: number } {
  const n = players.length;
  if (n === 0) return { amounts: [], totalCents: priceCents };
  const base = Math.floor(priceCents / n);
  const extra = priceCents - base * n;
  const amounts = players.map((p, i) => {
    const share = base + (i < extra ? 1 : 0);
    return p.usedInvitation ? Math.max(0, share - INVITATION_DISCOUNT_CENTS) : share;
  });
  return { amounts, totalCents: amounts.reduce((a, b) => a + b, 0) };
}

export interface PayablePlayer {
  amountCents: number;
  amountPaidCents: number;
  paymentStatus?: PaymentStatus | string;
}

/** What is still unpaid. */
export function totalDueCents(players: readonly PayablePlayer[]): number {
  return players.reduce((sum, p) => sum + Math.max(0, p.amountCents - p.amountPaidCents), 0);
}

/** A player's own status: P paid, I invited with nothing to pay, F last card failed, else C. */
export function playerStatus(p: PayablePlayer, cardFailed = false): PaymentStatus {
  if (p.amountCents === 0) return 'I';
  if (p.amountPaidCents >= p.amountCents) return 'P';
  return cardFailed ? 'F' : 'C';
}

/**
 * The booking's status from its players (spec section 4): P when every part is paid (a booking
 * with nothing to pay is paid), S when some money came in, F when none did and a card payment
 * failed, C otherwise.
 */
export function bookingStatus(players: readonly PayablePlayer[]): PaymentStatus {
  const owing = players.filter((p) => p.amountCents > 0);
  if (owing.every((p) => p.amountPaidCents >= p.amountCents)) return 'P';
  if (players.some((p) => p.amountPaidCents > 0)) return 'S';
  if (players.some((p) => p.paymentStatus === 'F')) return 'F';
  return 'C';
}

/** Spec section 5: 'Payment only after the booking start time.' */
export function paymentsOpen(startsAt: Date | string | number, now: Date): boolean {
  return now.getTime() >= new Date(startsAt).getTime();
}

/** What the permission rules read of a booking (the API's Booking fits once in cents). */
export interface DetailBooking {
  startsAt: Date | string | number;
  bookerId: string;
  isLeagueMatch: boolean;
  cancelled: boolean;
  players: readonly (PayablePlayer & { memberId: string | null; isMember: boolean })[];
}

export interface DetailActor {
  id: string;
  role: string;
}

export type RuleCheck = { ok: true } | { ok: false; code: PaymentRuleCode; message: Message };
const ok: RuleCheck = { ok: true };
const no = (code: PaymentRuleCode): RuleCheck => ({
  ok: false,
  code,
  message: PAYMENT_MESSAGES[code],
});

const paid = (p: PayablePlayer) => p.amountPaidCents >= p.amountCents;

/**
 * Paying one player's part (spec section 6 'Pay part'): the player themself or a vip (admins
 * too), for a member's part or any part of a league match, not yet paid, once the booking has
 * started.
 */
export function canPayPart(b: DetailBooking, actor: DetailActor, index: number, now: Date) {
  const p = b.players[index];
  if (b.cancelled) return no('cancelled');
  if (!p) return no('noSuchPlayer');
  if (paid(p)) return no('partPaid');
  if (!p.isMember && !b.isLeagueMatch) return no('guestPart');
  const mayPay = p.memberId === actor.id || actor.role === 'vip' || isAdminRole(actor.role);
  if (!mayPay) return no('notYourPart');
  if (!paymentsOpen(b.startsAt, now)) return no('notOpen');
  return ok;
}

/** Paying the whole booking: the booker (or an admin) while unpaid, with at least 2 players. */
export function canPayTotal(b: DetailBooking, actor: DetailActor, now: Date): RuleCheck {
  if (b.cancelled) return no('cancelled');
  if (b.bookerId !== actor.id && !isAdminRole(actor.role)) return no('totalBookerOnly');
  if (b.players.every(paid)) return no('bookingPaid');
  if (b.players.length < 2) return no('totalNeedsTwo');
  if (!paymentsOpen(b.startsAt, now)) return no('notOpen');
  return ok;
}

/** The card option: not under 5 €. */
export function cardAllowed(amountCents: number): boolean {
  return amountCents >= MIN_CARD_PAYMENT_CENTS;
}

/**
 * A payment link: for a non-member player of a non-league booking, asked by the booker (or an
 * admin) once the booking has started, one per player.
 */
export function canCreatePaymentLink(
  b: DetailBooking,
  actor: DetailActor,
  index: number,
  now: Date,
  hasLink: boolean,
): RuleCheck {
  const p = b.players[index];
  if (b.cancelled) return no('cancelled');
  if (!p) return no('noSuchPlayer');
  if (p.isMember || b.isLeagueMatch) return no('linkGuestOnly');
  if (b.bookerId !== actor.id && !isAdminRole(actor.role)) return no('linkBookerOnly');
  if (paid(p)) return no('partPaid');
  if (hasLink) return no('linkExists');
  if (!paymentsOpen(b.startsAt, now)) return no('notOpen');
  return ok;
}

/** Adding or removing players: the booker (or an admin), while nothing is paid, never in a league match. */
export function canChangePlayers(b: DetailBooking, actor: DetailActor): RuleCheck {
  if (b.cancelled) return no('cancelled');
  if (b.bookerId !== actor.id && !isAdminRole(actor.role)) return no('playersBookerOnly');
  if (b.isLeagueMatch || b.players.some((p) => p.amountPaidCents > 0)) return no('playersLocked');
  return ok;
}

/** Removing one player: as changing players, and never the booker's own entry. */
export function canRemovePlayer(b: DetailBooking, actor: DetailActor, index: number): RuleCheck {
  const change = canChangePlayers(b, actor);
  if (!change.ok) return change;
  const p = b.players[index];
  if (!p) return no('noSuchPlayer');
  if (p.memberId === b.bookerId) return no('bookerStays');
  return ok;
}
