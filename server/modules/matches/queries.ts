/**
 * Reading open matches as the API shows them: the match, its booking's court and time, its
 * players, its seats left and what the viewer may do. A few statements per list (not a hot path).
 */
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminMatch, OpenMatch, OpenMatchStatus } from '@/api/matches.ts';
import type { CourtType } from '@/domain/courts.ts';
import { autoCancelAt, joinShareCents, levelInRange, seatsLeft } from '@/domain/matches.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { Queryable } from '../../db/client.ts';
import {
  bookingPlayers,
  bookings,
  courts,
  openMatchQueue,
  openMatchSeats,
  openMatches,
  users,
} from '../../db/schema/index.ts';

export type MatchRow = typeof openMatches.$inferSelect;

export interface MatchFilter {
  ids?: string[];
  /** Only matches members can still see in the list: open, booking active, not yet started. */
  listed?: { from: Date; date?: string; sport?: CourtType; level?: number };
}

function timeRange(slots: readonly string[]): string {
  return `${(slots[0] ?? '').slice(0, 5)} - ${(slots[slots.length - 1] ?? '').slice(-5)}`;
}

async function matchRows(q: Queryable, filter: MatchFilter) {
  const where: SQL[] = [];
  if (filter.ids) where.push(inArray(openMatches.id, filter.ids));
  const listed = filter.listed;
  if (listed) {
    where.push(eq(openMatches.status, 'open'), eq(bookings.status, 'active'));
    where.push(gte(bookings.startsAt, listed.from));
    if (listed.date) where.push(eq(bookings.dateBooked, listed.date));
    if (listed.sport) where.push(eq(courts.type, listed.sport));
  }
  return q
    .select({
      match: openMatches,
      booking: {
        id: bookings.id,
        userId: bookings.userId,
        dateBooked: bookings.dateBooked,
        slots: bookings.slots,
        startsAt: bookings.startsAt,
        status: bookings.status,
        priceCents: sql<number>`coalesce(${bookings.priceCents}, ${bookings.totalCents})`,
      },
      court: { id: courts.id, name: courts.name, type: courts.type },
      booker: { id: users.id, name: users.name },
    })
    .from(openMatches)
    .innerJoin(bookings, eq(bookings.id, openMatches.bookingId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(...where))
    .orderBy(asc(bookings.startsAt));
}

type Row = Awaited<ReturnType<typeof matchRows>>[number];

/** Everything a view needs beside the match rows, for all of them at once. */
async function extras(q: Queryable, rows: Row[], now: Date) {
  const matchIds = rows.map((r) => r.match.id);
  const bookingIds = rows.map((r) => r.booking.id);
  const players = await q
    .select({
      bookingId: bookingPlayers.bookingId,
      userId: bookingPlayers.userId,
      name: sql<string>`coalesce(${users.name}, ${bookingPlayers.nonMemberName}, 'Jugador')`,
      image: users.image,
    })
    .from(bookingPlayers)
    .leftJoin(users, eq(users.id, bookingPlayers.userId))
    .where(inArray(bookingPlayers.bookingId, bookingIds))
    .orderBy(asc(bookingPlayers.position));
  const seats = await q
    .select({ matchId: openMatchSeats.matchId, userId: openMatchSeats.userId })
    .from(openMatchSeats)
    .where(and(inArray(openMatchSeats.matchId, matchIds), eq(openMatchSeats.status, 'taken')));
  const queue = await q
    .select({
      id: openMatchQueue.id,
      matchId: openMatchQueue.matchId,
      userId: openMatchQueue.userId,
      name: users.name,
      status: openMatchQueue.status,
      holdExpiresAt: openMatchQueue.holdExpiresAt,
    })
    .from(openMatchQueue)
    .innerJoin(users, eq(users.id, openMatchQueue.userId))
    .where(
      and(
        inArray(openMatchQueue.matchId, matchIds),
        inArray(openMatchQueue.status, ['waiting', 'held']),
      ),
    )
    .orderBy(asc(openMatchQueue.createdAt));
  const activeQueue = queue.filter(
    (e) => e.status === 'waiting' || (e.holdExpiresAt && e.holdExpiresAt > now),
  );
  return { players, seats, queue: activeQueue };
}

type Extras = Awaited<ReturnType<typeof extras>>;

function toView(r: Row, x: Extras, viewerId: string, autoCancelMinutes: number): AdminMatch {
  const seated = new Set(x.seats.filter((s) => s.matchId === r.match.id).map((s) => s.userId));
  const players = x.players.filter((p) => p.bookingId === r.booking.id);
  const queue = x.queue.filter((e) => e.matchId === r.match.id);
  const held = queue.filter((e) => e.status === 'held').length;
  const left = seatsLeft({ seats: r.match.seats, taken: seated.size, held });
  let status: OpenMatchStatus = r.match.status;
  if (r.booking.status !== 'active') status = 'cancelled';
  else if (status === 'open' && left === 0) status = 'full';
  const mine = queue.find((e) => e.userId === viewerId);
  return {
    _id: r.match.id,
    bookingId: r.booking.id,
    court: { _id: r.court.id, name: r.court.name, type: r.court.type },
    dateBooked: r.booking.dateBooked,
    timeBooked: timeRange(r.booking.slots),
    startsAt: r.booking.startsAt.toISOString(),
    autoCancelAt: autoCancelAt(r.booking.startsAt, autoCancelMinutes).toISOString(),
    status,
    seats: r.match.seats,
    seatsLeft: left,
    levelMin: r.match.levelMin,
    levelMax: r.match.levelMax,
    note: r.match.note,
    booker: { _id: r.booker.id, name: r.booker.name },
    players: players.map((p) => ({
      _id: p.userId ?? '',
      name: p.name,
      image: p.image,
      joined: !!p.userId && seated.has(p.userId),
    })),
    seatPrice: centsToEuros(joinShareCents(Number(r.booking.priceCents), r.match.capacity)),
    queueLength: queue.length,
    viewer: {
      isBooker: r.booking.userId === viewerId,
      joined: seated.has(viewerId),
      queued: !!mine,
      holdExpiresAt: mine?.status === 'held' ? (mine.holdExpiresAt?.toISOString() ?? null) : null,
    },
    queue: queue.map((e) => ({
      _id: e.userId,
      name: e.name,
      status: e.status as 'waiting' | 'held',
    })),
  };
}

/** Matches as members see them (the admin's view adds the seat list's names). */
export async function loadMatchViews(
  q: Queryable,
  filter: MatchFilter,
  viewerId: string,
  autoCancelMinutes: number,
  now: Date,
): Promise<AdminMatch[]> {
  const rows = await matchRows(q, filter);
  if (rows.length === 0) return [];
  const x = await extras(q, rows, now);
  let views = rows.map((r) => toView(r, x, viewerId, autoCancelMinutes));
  const level = filter.listed?.level;
  if (level !== undefined) views = views.filter((v) => levelInRange(level, v));
  return views;
}

/** The member's view: the admin's without the names of the seat list. */
export function memberView({ queue: _queue, ...view }: AdminMatch): OpenMatch {
  return view;
}

/** A match by id, for a member (a 404 message when it does not exist). */
export async function loadMatchView(
  q: Queryable,
  id: string,
  viewerId: string,
  autoCancelMinutes: number,
  now: Date,
): Promise<OpenMatch | null> {
  const [view] = await loadMatchViews(q, { ids: [id] }, viewerId, autoCancelMinutes, now);
  return view ? memberView(view) : null;
}
