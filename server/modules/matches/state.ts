/**
 * What every change of a match starts from: the booking locked first (the one lock order every
 * writer of a booking takes, so a join, a leave, a cancel and the auto-cancel run one at a time
 * per booking), then the match row, its taken seats and its live seat list.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CourtType } from '@/domain/courts.ts';
import { MATCH_MESSAGES, type JoinableMatch, type MatchRuleCode } from '@/domain/matches.ts';
import { MAX_PLAYERS } from '@/domain/players.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { openMatchQueue, openMatchSeats, openMatches } from '../../db/schema/index.ts';
import { refusal, type HttpError, type Refusal } from '../../lib/errors.ts';
import { lockBooking, type LockedBooking } from '../bookings/index.ts';
import { levelsOf } from '../levels/index.ts';
import type { MatchRow } from './queries.ts';

/** A level is a rule the member may meet another time (409); only the booking is the booker's. */
const RULE_STATUS: Record<MatchRuleCode, Refusal> = {
  notFound: 404,
  notBooker: 'ownership',
  alreadyOpen: 409,
  cancelled: 409,
  league: 400,
  paid: 409,
  seats: 400,
  levelOrder: 400,
  tooLateToOpen: 400,
  closed: 409,
  full: 409,
  alreadyIn: 409,
  noLevel: 409,
  outOfRange: 409,
  notIn: 409,
  bookerStays: 400,
  leaveTooLate: 400,
  notFull: 409,
  alreadyQueued: 409,
  notQueued: 409,
  heldForOther: 409,
};

export function refuse(code: MatchRuleCode): HttpError {
  return refusal(RULE_STATUS[code], MATCH_MESSAGES[code], code);
}

export function refuseUnless(check: { ok: true } | { ok: false; code: MatchRuleCode }): void {
  if (!check.ok) throw refuse(check.code);
}

export type SeatRow = typeof openMatchSeats.$inferSelect;
export type QueueRow = typeof openMatchQueue.$inferSelect;

export interface LockedMatch {
  match: MatchRow;
  booking: LockedBooking;
  seats: SeatRow[];
  /** Waiting entries and holds not yet run out, first come first. */
  queue: QueueRow[];
  /** The players who were in the booking before it opened (the booker first). */
  originals: LockedBooking['players'];
  /** The seats that fit: the offered ones, never past the player limit. */
  seatCount: number;
  priceCents: number;
}

export async function lockMatch(tx: Tx, matchId: string, now: Date): Promise<LockedMatch> {
  const [found] = await tx
    .select({ bookingId: openMatches.bookingId })
    .from(openMatches)
    .where(eq(openMatches.id, matchId));
  const booking = found && (await lockBooking(tx, found.bookingId));
  if (!booking) throw refuse('notFound');
  const [match] = await tx
    .select()
    .from(openMatches)
    .where(eq(openMatches.id, matchId))
    .for('update');
  const seats = await tx
    .select()
    .from(openMatchSeats)
    .where(and(eq(openMatchSeats.matchId, matchId), eq(openMatchSeats.status, 'taken')));
  const queue = (
    await tx
      .select()
      .from(openMatchQueue)
      .where(
        and(
          eq(openMatchQueue.matchId, matchId),
          inArray(openMatchQueue.status, ['waiting', 'held']),
        ),
      )
      .orderBy(asc(openMatchQueue.createdAt), asc(openMatchQueue.id))
  ).filter((e) => e.status === 'waiting' || (e.holdExpiresAt && e.holdExpiresAt > now));
  const seated = new Set(seats.map((s) => s.userId));
  const originals = booking.players.filter((p) => !p.userId || !seated.has(p.userId));
  return {
    match: match!,
    booking,
    seats,
    queue,
    originals,
    seatCount: Math.max(0, Math.min(match!.seats, MAX_PLAYERS - originals.length)),
    priceCents: booking.row.priceCents ?? booking.row.totalCents,
  };
}

/** The match as the domain's rules read it. */
export function joinable(m: LockedMatch): JoinableMatch {
  return {
    status: m.booking.row.status === 'active' ? m.match.status : 'cancelled',
    startsAt: m.booking.row.startsAt,
    seats: m.seatCount,
    taken: m.seats.length,
    held: m.queue.filter((e) => e.status === 'held').length,
    bookerId: m.booking.row.userId,
    levelMin: m.match.levelMin,
    levelMax: m.match.levelMax,
  };
}

/** A member's level in a sport (null: no level yet), read in the caller's transaction. */
export async function levelOf(q: Queryable, userId: string, sport: string): Promise<number | null> {
  const levels = await levelsOf(q, [userId], sport as CourtType);
  return levels.get(userId)?.level ?? null;
}

/** Closes or cancels a match: its seat list ends with it (those waiting or holding are let go). */
export async function endMatch(
  tx: Tx,
  matchId: string,
  status: 'closed' | 'cancelled',
  now: Date,
): Promise<void> {
  await tx.update(openMatches).set({ status, closedAt: now }).where(eq(openMatches.id, matchId));
  await tx
    .update(openMatchQueue)
    .set({ status: 'expired' })
    .where(
      and(eq(openMatchQueue.matchId, matchId), inArray(openMatchQueue.status, ['waiting', 'held'])),
    );
}
