/**
 * Open matches ('Partidos abiertos'): a booker offers the free seats of a booking to members of a
 * level range; each joiner pays their share at once, so a seat is a commitment. One set of rules
 * for the PWA (which buttons it shows) and the server (what it accepts, inside the transaction
 * that writes).
 */
import { shareAmounts, type SharePlayer } from './booking-payments.ts';
import { CANCEL_WINDOW_HOURS } from './cancellation.ts';
import { MAX_PLAYERS } from './players.ts';
import { msg, type Message } from '@/i18n/message.ts';

export const MIN_LEVEL = 0;
export const MAX_LEVEL = 7;
export const MAX_NOTE_LENGTH = 140;
/** How long a member first in a full match's seat list has to pay a freed seat. */
export const SEAT_HOLD_MINUTES = 15;

export type MatchStatus = 'open' | 'closed' | 'cancelled';

export const MATCH_MESSAGES = {
  notFound: msg('rules.matchNotFound'),
  notBooker: msg('rules.matchNotBooker'),
  alreadyOpen: msg('rules.matchAlreadyOpen'),
  cancelled: msg('rules.matchCancelled'),
  league: msg('rules.matchLeague'),
  paid: msg('rules.matchPaid'),
  seats: msg('rules.matchSeats', { maxSeats: MAX_PLAYERS - 1, maxPlayers: MAX_PLAYERS }),
  levelOrder: msg('rules.matchLevelOrder'),
  tooLateToOpen: msg('rules.matchTooLateToOpen'),
  closed: msg('rules.matchClosed'),
  full: msg('rules.matchFull'),
  alreadyIn: msg('rules.matchAlreadyIn'),
  noLevel: msg('rules.matchNoLevel'),
  outOfRange: msg('rules.matchOutOfRange'),
  notIn: msg('rules.matchNotIn'),
  bookerStays: msg('rules.matchBookerStays'),
  leaveTooLate: msg('rules.matchLeaveTooLate', { hours: CANCEL_WINDOW_HOURS }),
  notFull: msg('rules.matchNotFull'),
  alreadyQueued: msg('rules.matchAlreadyQueued'),
  notQueued: msg('rules.matchNotQueued'),
  heldForOther: msg('rules.matchHeldForOther'),
} as const;
export type MatchRuleCode = keyof typeof MATCH_MESSAGES;

export type MatchCheck = { ok: true } | { ok: false; code: MatchRuleCode; message: Message };
const ok: MatchCheck = { ok: true };
const no = (code: MatchRuleCode): MatchCheck => ({
  ok: false,
  code,
  message: MATCH_MESSAGES[code],
});

export interface LevelRange {
  levelMin: number | null;
  levelMax: number | null;
}

/** The instant after which a match not full is cancelled (and no one may open or join it). */
export function autoCancelAt(startsAt: Date | string | number, autoCancelMinutes: number): Date {
  return new Date(new Date(startsAt).getTime() - autoCancelMinutes * 60_000);
}

/** Whether a not-full open match is due for its auto-cancel at `now`. */
export function isDueForAutoCancel(
  startsAt: Date | string | number,
  autoCancelMinutes: number,
  now: Date,
): boolean {
  return now.getTime() >= autoCancelAt(startsAt, autoCancelMinutes).getTime();
}

/** Whether a level fits a range; a match without a range takes everyone, with a level or not. */
export function levelInRange(level: number | null | undefined, range: LevelRange): boolean {
  if (range.levelMin === null && range.levelMax === null) return true;
  if (level === null || level === undefined) return false;
  if (range.levelMin !== null && level < range.levelMin) return false;
  if (range.levelMax !== null && level > range.levelMax) return false;
  return true;
}

/**
 * Why a level keeps a member out of a match, or null when it fits: the server refuses a seat or
 * the seat list with it, and the PWA says it before anyone pays.
 */
export function levelRefusal(
  level: number | null,
  range: LevelRange,
): Extract<MatchRuleCode, 'noLevel' | 'outOfRange'> | null {
  if (levelInRange(level, range)) return null;
  return level === null ? 'noLevel' : 'outOfRange';
}

/** '3.0–4.5', 'desde 3.0', 'hasta 4.5' or 'Todos los niveles'. */
export function levelRangeLabel(range: LevelRange): Message {
  const f = (n: number) => n.toFixed(1);
  const { levelMin: min, levelMax: max } = range;
  if (min !== null && max !== null) return msg('rules.levelBetween', { min: f(min), max: f(max) });
  if (min !== null) return msg('rules.levelFrom', { min: f(min) });
  if (max !== null) return msg('rules.levelUpTo', { max: f(max) });
  return msg('rules.levelAll');
}

export interface OpenRequest extends LevelRange {
  seats: number;
}

export interface OpenableBooking {
  startsAt: Date | string | number;
  bookerId: string;
  cancelled: boolean;
  isLeagueMatch: boolean;
  playerCount: number;
  anyPaid: boolean;
  alreadyOpen: boolean;
}

/**
 * Opening a booking as a match: its booker, an active non-league booking with nothing paid yet
 * (the shares are split again for the seats), seats that keep the booking within the player
 * limit, a sensible range, and before the time a not-full match would be cancelled.
 */
export function canOpenMatch(
  b: OpenableBooking,
  actorId: string,
  request: OpenRequest,
  now: Date,
  autoCancelMinutes: number,
): MatchCheck {
  if (b.cancelled) return no('cancelled');
  if (b.bookerId !== actorId) return no('notBooker');
  if (b.alreadyOpen) return no('alreadyOpen');
  if (b.isLeagueMatch) return no('league');
  if (b.anyPaid) return no('paid');
  const seatsOk = Number.isInteger(request.seats) && request.seats >= 1;
  if (!seatsOk || b.playerCount + request.seats > MAX_PLAYERS) return no('seats');
  if (request.levelMin !== null && request.levelMax !== null && request.levelMin > request.levelMax)
    return no('levelOrder');
  if (isDueForAutoCancel(b.startsAt, autoCancelMinutes, now)) return no('tooLateToOpen');
  return ok;
}

export interface JoinableMatch extends LevelRange {
  status: MatchStatus;
  startsAt: Date | string | number;
  seats: number;
  taken: number;
  /** Seats held for members of the seat list (a freed seat waiting for its payment). */
  held: number;
  bookerId: string;
}

export interface Joiner {
  id: string;
  level: number | null;
  alreadyIn: boolean;
  /** This member holds a freed seat from the seat list. */
  holdsSeat?: boolean;
}

export function seatsLeft(m: Pick<JoinableMatch, 'seats' | 'taken' | 'held'>): number {
  return Math.max(0, m.seats - m.taken - m.held);
}

/** Refusals shared by taking a seat and queueing for one: the match closed, the member in it. */
function closedOrAlreadyIn(
  m: JoinableMatch,
  joiner: Joiner,
  now: Date,
  autoCancelMinutes: number,
): MatchCheck | null {
  if (m.status !== 'open' || isDueForAutoCancel(m.startsAt, autoCancelMinutes, now))
    return no('closed');
  if (joiner.alreadyIn || joiner.id === m.bookerId) return no('alreadyIn');
  return null;
}

/** Taking a seat: an open match not yet at its auto-cancel time, a free seat, the right level. */
export function canJoinMatch(
  m: JoinableMatch,
  joiner: Joiner,
  now: Date,
  autoCancelMinutes: number,
): MatchCheck {
  const closedOrIn = closedOrAlreadyIn(m, joiner, now, autoCancelMinutes);
  if (closedOrIn) return closedOrIn;
  if (!joiner.holdsSeat && seatsLeft(m) === 0) return no(m.held > 0 ? 'heldForOther' : 'full');
  const level = levelRefusal(joiner.level, m);
  return level ? no(level) : ok;
}

/** Joining a full match's seat list: the match open and full, the member of the right level. */
export function canQueueForMatch(
  m: JoinableMatch,
  joiner: Joiner & { queued: boolean },
  now: Date,
  autoCancelMinutes: number,
): MatchCheck {
  const closedOrIn = closedOrAlreadyIn(m, joiner, now, autoCancelMinutes);
  if (closedOrIn) return closedOrIn;
  if (joiner.queued) return no('alreadyQueued');
  if (seatsLeft(m) > 0) return no('notFull');
  const level = levelRefusal(joiner.level, m);
  return level ? no(level) : ok;
}

/** Leaving with the refund: a joined player (never the booker) until the cancellation window. */
export function canLeaveMatch(
  m: Pick<JoinableMatch, 'startsAt' | 'bookerId'>,
  actor: { id: string; isIn: boolean },
  now: Date,
): MatchCheck {
  if (actor.id === m.bookerId) return no('bookerStays');
  if (!actor.isIn) return no('notIn');
  const early = new Date(m.startsAt).getTime() - now.getTime() >= CANCEL_WINDOW_HOURS * 3_600_000;
  if (!early) return no('leaveTooLate');
  return ok;
}

/**
 * Each seat's share when `capacity` players split `priceCents`: equal parts, the cents that do
 * not divide going one each to the first players (the booker first), as the booking's shares are
 * split (src/domain/booking-payments.ts).
 */
export function seatShares(priceCents: number, capacity: number): number[] {
  if (capacity <= 0) return [];
  const base = Math.floor(priceCents / capacity);
  const extra = priceCents - base * capacity;
  return Array.from({ length: capacity }, (_, i) => base + (i < extra ? 1 : 0));
}

/** What a joiner pays: the share of the last seat (the smallest, the remainder going first). */
export function joinShareCents(priceCents: number, capacity: number): number {
  return seatShares(priceCents, capacity).at(-1) ?? 0;
}

/**
 * The shares of the players who were in the booking before it opened (the booker first): the
 * court price less what the `seats` joiners pay, split among them as a booking's shares are.
 * While the match is open `seats` is the seats offered; once the booker closes it, the seats
 * taken, so the booker's side pays for the seats nobody took.
 */
export function originalShares(
  priceCents: number,
  capacity: number,
  seats: number,
  originals: readonly SharePlayer[],
): { amounts: number[]; totalCents: number } {
  const rest = priceCents - seats * joinShareCents(priceCents, capacity);
  return shareAmounts(rest, originals);
}
