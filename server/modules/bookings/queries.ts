/**
 * Reading bookings: the loaders every other part of the module answers with, and the lists the
 * schedule, 'Mis Reservas' and the detail page read. Nothing here writes.
 */
import { aliasedTable, and, asc, eq, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type {
  Booking,
  BookingHistoryEntry,
  BookingPlayer,
  BookingUserRef,
} from '@/api/bookings.ts';
import type { ExistingBooking } from '@/domain/booking-rules.ts';
import { centsToEuros as euros } from '@/domain/money.ts';
import { MEMBER_ROLES, isAdminRole, isMemberRole } from '@/domain/roles.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { bookingHistory, bookingPlayers, bookings, courts, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/session.ts';
import { uploadUrl } from '../users/service.ts';

export type BookingRow = typeof bookings.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const BOOKING_NOT_FOUND = 'No se encontró la reserva.';

function userRef(u: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'image'>): BookingUserRef {
  return { _id: u.id, name: u.name, email: u.email, role: u.role, image: uploadUrl(u.image) };
}

/** 'HH:MM - HH:MM' from the first slot's start to the last slot's end. */
export function timeRangeOf(slots: readonly string[]): string {
  const first = slots[0] ?? '';
  const last = slots[slots.length - 1] ?? '';
  return `${first.slice(0, 5)} - ${last.slice(-5)}`;
}

/** Full bookings (court, booker and players populated), in the order of `ids`. */
export async function loadBookings(db: Queryable, ids: string[]): Promise<Booking[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ booking: bookings, court: courts, booker: users })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(inArray(bookings.id, ids));
  const member = aliasedTable(users, 'member');
  const players = await db
    .select({ player: bookingPlayers, member })
    .from(bookingPlayers)
    .leftJoin(member, eq(member.id, bookingPlayers.userId))
    .where(inArray(bookingPlayers.bookingId, ids))
    .orderBy(asc(bookingPlayers.position));
  const byId = new Map<string, Booking>();
  for (const { booking, court, booker } of rows) {
    const own = players.filter((p) => p.player.bookingId === booking.id);
    byId.set(booking.id, toBooking(booking, court, booker, own));
  }
  return ids.map((id) => byId.get(id)).filter((b): b is Booking => !!b);
}

type PlayerRow = typeof bookingPlayers.$inferSelect;
type UserRefRow = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'image'>;

/** A booking's row with what its answer shows (create builds it from what it wrote). */
export interface BookingParts {
  booking: Pick<
    BookingRow,
    | 'id'
    | 'dateBooked'
    | 'slots'
    | 'startsAt'
    | 'endsAt'
    | 'paymentStatus'
    | 'totalCents'
    | 'isLeagueMatch'
    | 'status'
    | 'createdAt'
  >;
  court: { id: string; type: 'padel' | 'tennis'; name: string };
  booker: UserRefRow;
  /** In position order. */
  players: {
    player: Omit<PlayerRow, 'bookingId' | 'paymentLinkId' | 'paidBy'>;
    member: UserRefRow | null;
  }[];
}

/** The answer's shape of one booking: the one mapping every reader and create share. */
export function toBooking(
  b: BookingParts['booking'],
  court: BookingParts['court'],
  booker: BookingParts['booker'],
  players: BookingParts['players'],
): Booking {
  const own: BookingPlayer[] = players.map(({ player: p, member: m }) => ({
    isMember: p.isMember,
    memberId: m ? userRef(m) : null,
    nonMemberName: p.nonMemberName,
    nonMemberEmail: p.nonMemberEmail,
    name: m?.name ?? p.nonMemberName,
    usedInvitation: p.usedInvitation,
    isUca: p.isUca,
    amount: euros(p.amountCents),
    amountPaid: euros(p.amountPaidCents),
    paymentStatus: p.paymentStatus,
    stripePaymentLinkUrl: p.paymentLinkUrl,
    index: p.position,
    familyRelation: p.familyRelation,
  }));
  const paid = players.reduce((sum, p) => sum + p.player.amountPaidCents, 0);
  const [y, mo, d] = b.dateBooked.split('-').map(Number) as [number, number, number];
  return {
    _id: b.id,
    courtId: { _id: court.id, type: court.type, name: court.name },
    dateBooked: b.dateBooked,
    timeBooked: timeRangeOf(b.slots),
    slots: b.slots,
    yearBooked: y,
    monthBooked: mo,
    dayBooked: d,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    userBooked: userRef(booker),
    paymentStatus: b.paymentStatus,
    totalAmount: euros(b.totalCents),
    totalDue: euros(b.paymentStatus === 'P' ? 0 : Math.max(0, b.totalCents - paid)),
    isLeagueMatch: b.isLeagueMatch,
    players: own,
    status: b.status,
    createdAt: b.createdAt.toISOString(),
  };
}

function canSeeBooking(user: SessionUser, booking: Booking): boolean {
  return (
    isAdminRole(user.role) ||
    booking.userBooked._id === user.id ||
    booking.players.some((p) => p.memberId?._id === user.id)
  );
}

/** One booking for its booker, one of its players or an admin; 404 for anyone else. */
export async function getBookingFor(
  db: Queryable,
  user: SessionUser,
  bookingId: string,
): Promise<Booking> {
  const [booking] = await loadBookings(db, [bookingId]);
  if (!booking || !canSeeBooking(user, booking)) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

/** A booking's history, oldest first, for the same people who may read the booking. */
export async function getBookingHistory(
  db: Queryable,
  user: SessionUser,
  bookingId: string,
): Promise<BookingHistoryEntry[]> {
  await getBookingFor(db, user, bookingId);
  const rows = await db
    .select({ entry: bookingHistory, by: { id: users.id, name: users.name } })
    .from(bookingHistory)
    .leftJoin(users, eq(users.id, bookingHistory.performedBy))
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(asc(bookingHistory.createdAt), asc(bookingHistory.id));
  return rows.map(({ entry, by }) => ({
    _id: entry.id,
    action: entry.action,
    timestamp: entry.createdAt.toISOString(),
    performedBy: by ? { _id: by.id, name: by.name } : null,
    details: entry.details,
  }));
}

/** Whether a user may follow a booking's live updates (the 'booking' realtime room). */
export async function canWatchBooking(
  db: Queryable,
  user: SessionUser,
  bookingId: string,
): Promise<boolean> {
  if (isAdminRole(user.role)) return true;
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .leftJoin(bookingPlayers, eq(bookingPlayers.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.id, bookingId),
        or(eq(bookings.userId, user.id), eq(bookingPlayers.userId, user.id)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const myBookingIds = preparedPerDatabase((db) =>
  db
    .selectDistinct({ id: bookings.id, startsAt: bookings.startsAt })
    .from(bookings)
    .leftJoin(bookingPlayers, eq(bookingPlayers.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.status, 'active'),
        or(
          eq(bookings.userId, sql.placeholder('userId')),
          eq(bookingPlayers.userId, sql.placeholder('userId')),
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .prepare('my_booking_ids'),
);

/** The user's active bookings, as booker or player, soonest first. */
export async function listMyBookings(db: Database, user: SessionUser): Promise<Booking[]> {
  const rows = await myBookingIds(db).execute({ userId: user.id });
  return loadBookings(
    db,
    rows.map((r) => r.id),
  );
}

const bookedRows = preparedPerDatabase((db) =>
  db
    .select({
      id: bookings.id,
      courtId: bookings.courtId,
      dateBooked: bookings.dateBooked,
      slots: bookings.slots,
      startsAt: bookings.startsAt,
      paymentStatus: bookings.paymentStatus,
      isLeagueMatch: bookings.isLeagueMatch,
      userId: bookings.userId,
      userName: users.name,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.courtId, sql.placeholder('courtId')),
        gte(bookings.dateBooked, sql.placeholder('startDate')),
        lte(bookings.dateBooked, sql.placeholder('endDate')),
        eq(bookings.status, 'active'),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .prepare('booked_rows'),
);

/** Taken slots of a court between two dates, as stored (the schedule cache shapes them). */
export async function loadBookedRows(
  db: Database,
  query: { courtId: string; startDate: string; endDate: string },
) {
  return bookedRows(db).execute(query);
}
export type BookedRow = Awaited<ReturnType<typeof loadBookedRows>>[number];

/** The member list (role=user) or the league players (league=true), for members. */
export async function listUsers(
  db: Queryable,
  viewer: SessionUser,
  query: { role?: string; league?: 'true' | 'false' },
) {
  const league = query.league === 'true';
  if (!isMemberRole(viewer.role) && !(league && viewer.league)) throw forbidden();
  const rows = await db
    .select({ _id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(league ? eq(users.league, true) : inArray(users.role, [...MEMBER_ROLES]))
    .orderBy(asc(users.name));
  return rows;
}

/** The booker's active bookings as the rules read them. */
export async function activeBookingsOfUser(
  q: Queryable,
  userId: string,
  today: string,
  now: Date,
): Promise<ExistingBooking[]> {
  // The past unpaid ones (for the block) and everything from today on (for the caps).
  return q
    .select({
      dateBooked: bookings.dateBooked,
      startsAt: bookings.startsAt,
      paymentStatus: bookings.paymentStatus,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'active'),
        or(
          gte(bookings.dateBooked, today),
          and(lt(bookings.startsAt, now), ne(bookings.paymentStatus, 'P')),
        ),
      ),
    );
}
