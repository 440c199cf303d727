/**
 * A booking's result: a player enters the score once the booking has ended, a player of the other
 * side confirms it (levels move, rating.ts) or disputes it (an admin decides, admin-results.ts).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { EnterResultBody, MatchResult } from '@/api/levels.ts';
import type { Booking } from '@/api/bookings.ts';
import { validateSets, type SetScore } from '@/domain/levels.ts';
import { msg } from '@/i18n/message.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { matchResults, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import type { SessionUser } from '../../sessions.ts';
import { BOOKING_NOT_FOUND, loadBookings } from '../bookings/index.ts';
import { levelsOf } from './queries.ts';
import { applyResult } from './rating.ts';

export const RESULT_MESSAGES = {
  notEnded: msg('errors.resultNotEnded'),
  cancelled: msg('errors.resultBookingCancelled'),
  players: msg('errors.resultPlayers'),
  partner: msg('errors.resultPartner'),
  noLevel: msg('errors.resultNoLevel'),
  taken: msg('errors.resultTaken'),
  notFound: msg('errors.resultNotFound'),
  otherSide: msg('errors.resultOtherSide'),
  notPending: msg('errors.resultNotPending'),
  entered: msg('answers.resultEntered'),
  confirmed: msg('answers.resultConfirmed'),
  disputed: msg('answers.resultDisputed'),
} as const;

type ResultRow = typeof matchResults.$inferSelect;

/** The booking's players with an account, in position order. */
function accountPlayers(booking: Booking): string[] {
  return booking.players.flatMap((p) => (p.memberId ? [p.memberId._id] : []));
}

function isRateable(booking: Booking): boolean {
  const ids = accountPlayers(booking);
  return (
    ids.length === booking.players.length &&
    (ids.length === 2 || ids.length === 4) &&
    new Set(ids).size === ids.length
  );
}

export async function resultsAsApi(q: Queryable, rows: ResultRow[]): Promise<MatchResult[]> {
  const ids = [...new Set(rows.flatMap((r) => [...r.sideA, ...r.sideB, r.enteredBy]))];
  const people = ids.length
    ? await q.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
    : [];
  const name = new Map(people.map((p) => [p.id, p.name]));
  const ref = (id: string) => ({ _id: id, name: name.get(id) ?? '' });
  return rows.map((r) => ({
    _id: r.id,
    bookingId: r.bookingId,
    sport: r.sport,
    sideA: r.sideA.map(ref),
    sideB: r.sideB.map(ref),
    sets: r.sets,
    status: r.status,
    enteredBy: ref(r.enteredBy),
    disputeReason: r.disputeReason,
    decisionNote: r.decisionNote,
    createdAt: r.createdAt.toISOString(),
  }));
}

async function liveResult(q: Queryable, bookingId: string): Promise<ResultRow | undefined> {
  const [row] = await q
    .select()
    .from(matchResults)
    .where(and(eq(matchResults.bookingId, bookingId), ne(matchResults.status, 'rejected')));
  return row;
}

async function playersBooking(q: Queryable, user: SessionUser, bookingId: string) {
  const [booking] = await loadBookings(q, [bookingId]);
  if (!booking || !accountPlayers(booking).includes(user.id)) {
    throw notFound(BOOKING_NOT_FOUND);
  }
  return booking;
}

/** The live result of a booking and what this player may do with it. */
export async function bookingResult(q: Queryable, user: SessionUser, bookingId: string, now: Date) {
  const booking = await playersBooking(q, user, bookingId);
  const row = await liveResult(q, bookingId);
  const [result = null] = row ? await resultsAsApi(q, [row]) : [];
  const ended = new Date(booking.endsAt).getTime() <= now.getTime();
  return {
    result,
    canEnter: !row && ended && booking.status === 'active' && isRateable(booking),
    canAnswer: row?.status === 'pending' && row.sideB.includes(user.id),
  };
}

function sidesOf(booking: Booking, user: SessionUser, partnerId: string | null | undefined) {
  const ids = accountPlayers(booking);
  if (ids.length === 2) return { sideA: [user.id], sideB: ids.filter((id) => id !== user.id) };
  if (!partnerId || partnerId === user.id || !ids.includes(partnerId)) {
    throw badRequest(RESULT_MESSAGES.partner);
  }
  const sideA = [user.id, partnerId];
  return { sideA, sideB: ids.filter((id) => !sideA.includes(id)) };
}

export async function enterResult(
  db: Database,
  user: SessionUser,
  bookingId: string,
  body: EnterResultBody,
  now: Date,
): Promise<MatchResult> {
  const booking = await playersBooking(db, user, bookingId);
  if (booking.status !== 'active') throw conflict(RESULT_MESSAGES.cancelled);
  if (new Date(booking.endsAt).getTime() > now.getTime()) throw conflict(RESULT_MESSAGES.notEnded);
  if (!isRateable(booking)) throw conflict(RESULT_MESSAGES.players);
  const sets = body.sets as SetScore[];
  const invalid = validateSets(sets);
  if (invalid) throw badRequest(invalid);
  const { sideA, sideB } = sidesOf(booking, user, body.partnerId);
  const sport = booking.courtId.type;
  const levels = await levelsOf(db, [...sideA, ...sideB], sport);
  if (levels.size !== sideA.length + sideB.length) throw conflict(RESULT_MESSAGES.noLevel);
  try {
    const [row] = await db
      .insert(matchResults)
      .values({ bookingId, sport, sideA, sideB, sets, enteredBy: user.id })
      .returning();
    const [result] = await resultsAsApi(db, row ? [row] : []);
    if (!result) throw new Error('result not written');
    return result;
  } catch (error) {
    if (isUniqueViolation(error, 'match_results_booking_live_uq')) {
      throw conflict(RESULT_MESSAGES.taken);
    }
    throw error;
  }
}

async function pendingForOtherSide(q: Queryable, user: SessionUser, id: string) {
  const [row] = await q.select().from(matchResults).where(eq(matchResults.id, id)).for('update');
  if (!row || ![...row.sideA, ...row.sideB].includes(user.id)) {
    throw notFound(RESULT_MESSAGES.notFound);
  }
  if (!row.sideB.includes(user.id)) throw forbidden('ownership', RESULT_MESSAGES.otherSide);
  if (row.status !== 'pending') throw conflict(RESULT_MESSAGES.notPending);
  return row;
}

/** Closes a result as `status` (locked row, so a second answer finds it answered). */
export async function closeResult(
  q: Queryable,
  row: ResultRow,
  status: 'confirmed' | 'disputed' | 'rejected',
  fields: Partial<Pick<ResultRow, 'answeredBy' | 'disputeReason' | 'decidedBy' | 'decisionNote'>>,
): Promise<ResultRow> {
  const [updated] = await q
    .update(matchResults)
    .set({ status, ...fields, answeredAt: sql`now()` })
    .where(eq(matchResults.id, row.id))
    .returning();
  if (!updated) throw new Error('result vanished while locked');
  if (status === 'confirmed') {
    const { levels } = await readClubSettings(q);
    await applyResult(q, updated, levels.ratingStep);
  }
  return updated;
}

export async function answerResult(
  db: Database,
  user: SessionUser,
  id: string,
  answer: { confirm: true } | { confirm: false; reason: string },
): Promise<MatchResult> {
  const row = await db.transaction(async (tx) => {
    const pending = await pendingForOtherSide(tx, user, id);
    return answer.confirm
      ? closeResult(tx, pending, 'confirmed', { answeredBy: user.id })
      : closeResult(tx, pending, 'disputed', { answeredBy: user.id, disputeReason: answer.reason });
  });
  const [result] = await resultsAsApi(db, [row]);
  if (!result) throw new Error('result not read back');
  return result;
}
