/**
 * Reading bookings: the loaders every other part of the module answers with, and the lists the
 * schedule, 'Mis Reservas' and the detail page read. Nothing here writes.
 */
import { and, asc, eq, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type {
  Booking,
  BookingHistoryEntry,
  BookingPlayer,
  BookingUserRef,
} from '@/api/bookings.ts';
import { historyKind } from '@/domain/booking-history.ts';
import type { Language } from '@/i18n/languages.ts';
import type { ExistingBooking } from '@/domain/booking-rules.ts';
import { centsToEuros as euros } from '@/domain/money.ts';
import { MEMBER_ROLES, isAdminRole, isMemberRole } from '@/domain/roles.ts';
import { msg } from '@/i18n/message.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { preparedPerDatabase, preparedSql } from '../../db/prepared.ts';
import {
  bookingHistory,
  bookingPlayers,
  bookings,
  courtSeriesDates,
  courts,
  users,
} from '../../db/schema/index.ts';
import { readStored } from '../../stored-text.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import { uploadUrl } from '../../services/uploads.ts';

export type BookingRow = typeof bookings.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const BOOKING_NOT_FOUND = msg('errors.bookingNotFound');

function userRef(u: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'image'>): BookingUserRef {
  return { _id: u.id, name: u.name, email: u.email, role: u.role, image: uploadUrl(u.image) };
}

/** 'HH:MM - HH:MM' from the first slot's start to the last slot's end. */
export function timeRangeOf(slots: readonly string[]): string {
  const first = slots[0] ?? '';
  const last = slots[slots.length - 1] ?? '';
  return `${first.slice(0, 5)} - ${last.slice(-5)}`;
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
  > & { series?: boolean };
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
    ...(b.series ? { series: true } : {}),
  };
}

/** BookingParts as the load statement answers them: JSON, so its times are ISO strings. */
interface LoadedParts extends Omit<BookingParts, 'booking'> {
  booking: Omit<BookingParts['booking'], 'startsAt' | 'endsAt' | 'createdAt'> & {
    startsAt: string;
    endsAt: string;
    createdAt: string;
  };
}

/**
 * The fields a BookingUserRef is made from, of the user row under `alias`, as a JSON object;
 * `extra` adds json_build_object arguments (the create's read adds what its rules need).
 */
export const userRefJson = (alias: string, extra = '') =>
  sql.raw(`json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email,
    'role', ${alias}.role, 'image', ${alias}.image${extra})`);

/**
 * Each booking with its court, booker and players (in position order) in one row, one statement
 * built once: 'Mis Reservas', the detail and every other reader answer through it, and building
 * the two queries it replaced was over a third of the server's time per 'Mis Reservas'.
 */
const loadParts = preparedSql<{ ids: string }, { parts: LoadedParts }>(
  'bookings_load',
  () => sql`select json_build_object(
      'booking', json_build_object('id', b.id, 'dateBooked', b.date_booked, 'slots', b.slots,
        'startsAt', b.starts_at, 'endsAt', b.ends_at, 'paymentStatus', b.payment_status,
        'totalCents', b.total_cents, 'isLeagueMatch', b.is_league_match, 'status', b.status,
        'createdAt', b.created_at,
        'series', exists(select 1 from ${courtSeriesDates} d where d.booking_id = b.id)),
      'court', json_build_object('id', c.id, 'type', c.type, 'name', c.name),
      'booker', ${userRefJson('u')},
      'players', (select coalesce(json_agg(json_build_object(
          'player', json_build_object('position', p.position, 'userId', p.user_id,
            'isMember', p.is_member, 'nonMemberName', p.non_member_name,
            'nonMemberEmail', p.non_member_email, 'usedInvitation', p.used_invitation,
            'isUca', p.is_uca, 'amountCents', p.amount_cents,
            'amountPaidCents', p.amount_paid_cents, 'paymentStatus', p.payment_status,
            'paymentLinkUrl', p.payment_link_url, 'familyRelation', p.family_relation),
          'member', case when m.id is null then null else ${userRefJson('m')} end)
          order by p.position), '[]'::json)
        from ${bookingPlayers} p left join ${users} m on m.id = p.user_id
        where p.booking_id = b.id)
    ) as parts
    from ${bookings} b
    join ${courts} c on c.id = b.court_id
    join ${users} u on u.id = b.user_id
    where b.id in (select jsonb_array_elements_text(${sql.placeholder('ids')}::jsonb)::uuid)`,
);

/** Full bookings (court, booker and players populated), in the order of `ids`. */
export async function loadBookings(db: Queryable, ids: string[]): Promise<Booking[]> {
  if (ids.length === 0) return [];
  const rows = await loadParts(db, { ids: JSON.stringify(ids) });
  const byId = new Map<string, Booking>();
  for (const { parts } of rows) {
    const { booking: b, court, booker, players } = parts;
    const times = {
      startsAt: new Date(b.startsAt),
      endsAt: new Date(b.endsAt),
      createdAt: new Date(b.createdAt),
    };
    byId.set(b.id, toBooking({ ...b, ...times }, court, booker, players));
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Its booker, one of its players or an admin. */
export function canSeeBooking(user: SessionUser, booking: Booking): boolean {
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
  language: Language,
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
    action: readStored(language, entry.actionMessage, entry.action),
    kind: historyKind(entry.action),
    timestamp: entry.createdAt.toISOString(),
    performedBy: by ? { _id: by.id, name: by.name } : null,
    details: readStored(language, entry.detailsMessage, entry.details),
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

/**
 * The member's active bookings in a range of club dates, as booker or player, soonest first. Two
 * branches, each on its own index (bookings by user and date, booking_players by user), instead
 * of one join with an OR that neither index can serve (docs/benchmarks.md has the plans).
 */
const myBookingIds = preparedSql<
  { userId: string; from: string; to: string; endsFrom: string },
  { id: string }
>('my_booking_ids', () => {
  const [user, from, to, endsFrom] = ['userId', 'from', 'to', 'endsFrom'].map(sql.placeholder);
  const inRange = sql`b.status = 'active' and b.date_booked between ${from}::date and ${to}::date
    and b.ends_at >= ${endsFrom}::timestamptz`;
  return sql`select id from (
      select b.id, b.starts_at from ${bookings} b where b.user_id = ${user}::uuid and ${inRange}
      union
      select b.id, b.starts_at from ${bookingPlayers} p join ${bookings} b on b.id = p.booking_id
      where p.user_id = ${user}::uuid and ${inRange}
    ) mine order by starts_at, id`;
});

/** Club dates (inclusive) and the earliest end of the bookings listMyBookings answers. */
export interface MyBookingsScope {
  from?: string;
  to?: string;
  endsFrom?: Date;
}

/**
 * The user's active bookings, as booker or player, soonest first: 'Mis Reservas' (its default
 * window or a range asked for) and the calendar feed (those not yet ended, from `endsFrom`).
 * Bounds left out are open.
 */
export async function listMyBookings(
  db: Database,
  userId: string,
  scope: MyBookingsScope = {},
): Promise<Booking[]> {
  const rows = await myBookingIds(db, {
    userId,
    from: scope.from ?? '0001-01-01',
    to: scope.to ?? '9999-12-31',
    endsFrom: (scope.endsFrom ?? new Date(0)).toISOString(),
  });
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
  if (!isMemberRole(viewer.role) && !(league && viewer.league)) throw forbidden('role');
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
      series: sql<boolean>`exists(select 1 from ${courtSeriesDates} d where d.booking_id = ${bookings.id})`,
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
