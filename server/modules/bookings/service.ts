import {
  aliasedTable,
  and,
  asc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type {
  BookedSlot,
  Booking,
  BookingHistoryEntry,
  BookingPlayer,
  BookingUpdatedPayload,
  BookingUserRef,
  PaymentStatus,
  ScheduleUpdatedPayload,
} from '@/api/bookings.ts';
import {
  bookingRoom,
  bookingUpdatedEvent,
  courtRoom,
  scheduleUpdatedEvent,
  type BookingPlayerInput,
} from '@/api/bookings.ts';
import {
  BOOKING_MESSAGES,
  canCancelFromSchedule,
  CANCEL_REASONS,
  checkBookingRequest,
  courtPrice,
  priceMultiplier,
  type BookingRuleCode,
  type ExistingBooking,
} from '@/domain/booking-rules.ts';
import { isBookingMember } from '@/domain/booking-roles.ts';
import { MEMBER_ROLES } from '@/domain/roles.ts';
import { clubDate, isIsoDate } from '@/domain/club-time.ts';
import { courtSlots, pickConsecutiveSlots } from '@/domain/slots.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import {
  bookingHistory,
  bookingPlayers,
  bookingSlots,
  bookings,
  courts,
  users,
} from '../../db/schema/index.ts';
import {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../lib/errors.ts';
import type { SessionUser } from '../auth/session.ts';
import { getCourt, type LoadedCourt } from '../courts/service.ts';

export type BookingRow = typeof bookings.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const BOOKING_NOT_FOUND = 'No se encontró la reserva.';
export const HISTORY = {
  created: 'Reserva creada',
  confirmed: 'Reserva Confirmado',
  cancelled: 'Reserva Cancelado',
} as const;

/** Which HTTP status each refused rule answers with. */
const RULE_STATUS: Record<BookingRuleCode, number> = {
  dateInvalid: 400,
  dayNotBookable: 400,
  slotInvalid: 400,
  slotPast: 400,
  slotBlocked: 409,
  pastUnpaid: 403,
  dailyCap: 409,
  weeklyCap: 409,
  leagueNotAllowed: 403,
  leaguePadel: 400,
  rivalRequired: 400,
  rivalNotLeague: 400,
  tooManyPlayers: 400,
  payFirst: 402,
};

const euros = (cents: number) => Math.round(cents) / 100;
const imageUrl = (name: string | null) => (name ? `/uploads/${name}` : null);

function userRef(u: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'image'>): BookingUserRef {
  return { _id: u.id, name: u.name, email: u.email, role: u.role, image: imageUrl(u.image) };
}

/* ------------------------------------------------------------------ reading */

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
  for (const { booking: b, court, booker } of rows) {
    const own: BookingPlayer[] = players
      .filter((p) => p.player.bookingId === b.id)
      .map(({ player: p, member: m }) => ({
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
      }));
    const paid = players
      .filter((p) => p.player.bookingId === b.id)
      .reduce((sum, p) => sum + p.player.amountPaidCents, 0);
    const [y, mo, d] = b.dateBooked.split('-').map(Number) as [number, number, number];
    const first = b.slots[0] ?? '';
    const last = b.slots[b.slots.length - 1] ?? '';
    byId.set(b.id, {
      _id: b.id,
      courtId: { _id: court.id, type: court.type, name: court.name },
      dateBooked: b.dateBooked,
      timeBooked: `${first.slice(0, 5)} - ${last.slice(-5)}`,
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
    });
  }
  return ids.map((id) => byId.get(id)).filter((b): b is Booking => !!b);
}

function canSeeBooking(user: SessionUser, booking: Booking): boolean {
  return (
    user.role === 'admin' ||
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
  if (user.role === 'admin') return true;
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

/** The user's active bookings, as booker or player, soonest first. */
export async function listMyBookings(db: Queryable, user: SessionUser): Promise<Booking[]> {
  const rows = await db
    .selectDistinct({ id: bookings.id, startsAt: bookings.startsAt })
    .from(bookings)
    .leftJoin(bookingPlayers, eq(bookingPlayers.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.status, 'active'),
        or(eq(bookings.userId, user.id), eq(bookingPlayers.userId, user.id)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return loadBookings(
    db,
    rows.map((r) => r.id),
  );
}

/**
 * Taken slots of a court between two dates, for the schedule. Viewers who are not members get no
 * names but their own (the PWA shows 'No socio').
 */
export async function listBooked(
  db: Queryable,
  viewer: SessionUser,
  query: { courtId: string; startDate: string; endDate: string },
): Promise<BookedSlot[]> {
  const rows = await db
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
        eq(bookings.courtId, query.courtId),
        gte(bookings.dateBooked, query.startDate),
        lte(bookings.dateBooked, query.endDate),
        eq(bookings.status, 'active'),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const seesNames = isBookingMember(viewer.role);
  return rows.map((r) => {
    const isMine = r.userId === viewer.id;
    const first = r.slots[0] ?? '';
    const last = r.slots[r.slots.length - 1] ?? '';
    return {
      _id: r.id,
      courtId: r.courtId,
      dateBooked: r.dateBooked,
      timeBooked: `${first.slice(0, 5)} - ${last.slice(-5)}`,
      slots: r.slots,
      startsAt: r.startsAt.toISOString(),
      userBooked: { _id: r.userId, name: isMine || seesNames ? r.userName : null },
      isMine,
      paymentStatus: r.paymentStatus,
      isLeagueMatch: r.isLeagueMatch,
    };
  });
}

/** The member list (role=user) or the league players (league=true), for members. */
export async function listUsers(
  db: Queryable,
  viewer: SessionUser,
  query: { role?: string; league?: 'true' | 'false' },
) {
  const league = query.league === 'true';
  if (!isBookingMember(viewer.role) && !(league && viewer.league)) throw forbidden();
  const rows = await db
    .select({ _id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(league ? eq(users.league, true) : inArray(users.role, [...MEMBER_ROLES]))
    .orderBy(asc(users.name));
  return rows;
}

/* ------------------------------------------------------------------ writing */

export interface CreateBookingInput {
  courtId: string;
  timeBooked: string[];
  dateBooked: string;
  userBooked?: string;
  players: BookingPlayerInput[];
  isLeagueMatch: boolean;
}

export interface CreateOptions {
  /** A guest's card payment already covers the price (pay-first rule satisfied). */
  paid?: boolean;
  /** Slots already held for this request by a payment hold, converted instead of inserted. */
  holdId?: string;
}

interface BookingEvents {
  booking: Booking;
  action: BookingUpdatedPayload['action'];
}

function rejectRule(code: BookingRuleCode, message: string): never {
  throw new HttpError(RULE_STATUS[code], message, code);
}

/** Loads the booker with a row lock: one booking at a time per user keeps the caps exact. */
async function lockUser(tx: Tx, userId: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function activeBookingsOfUser(
  tx: Tx,
  userId: string,
  today: string,
  now: Date,
): Promise<ExistingBooking[]> {
  // The past unpaid ones (for the block) and everything from today on (for the caps).
  return tx
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

/**
 * Resolves who the booking is for: the session user, or (admins only) the member named in
 * userBooked.
 */
async function resolveBookerId(tx: Tx, actor: SessionUser, userBooked?: string): Promise<string> {
  if (!userBooked || userBooked === actor.id) return actor.id;
  if (actor.role !== 'admin') throw forbidden('No puedes reservar en nombre de otra persona.');
  const [target] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userBooked));
  if (!target) throw notFound('No se encontró el usuario.');
  if (!isBookingMember(target.role)) {
    throw badRequest('Solo se puede reservar en nombre de un socio.');
  }
  return target.id;
}

/**
 * Creates a booking: every rule checked inside the transaction that writes, with the booker's row
 * locked; the slot rows decide races through their partial unique index.
 */
export async function createBooking(
  ctx: AppContext,
  actor: SessionUser,
  input: CreateBookingInput,
  options: CreateOptions = {},
  q: Queryable = ctx.db,
): Promise<Booking> {
  const court = await getCourt(ctx.db, input.courtId);
  const tz = ctx.config.club.timezone;
  // A slot already taken is the common loser of a race: answer it with one read, before any
  // transaction. The unique index still decides the races this read cannot see.
  if (!options.holdId && (await anySlotTaken(ctx, court, input, tz))) {
    throw conflict(BOOKING_MESSAGES.slotTaken, 'slotTaken');
  }
  let bookingId: string;
  try {
    bookingId = await q.transaction((tx) =>
      createBookingInTx(ctx, tx, actor, court, input, options, tz),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.slotTaken, 'slotTaken');
    throw error;
  }
  const [booking] = await loadBookings(ctx.db, [bookingId]);
  publish(ctx, { booking: booking!, action: 'created' });
  return booking!;
}

async function anySlotTaken(
  ctx: AppContext,
  court: LoadedCourt,
  input: CreateBookingInput,
  tz: string,
): Promise<boolean> {
  if (!isIsoDate(input.dateBooked)) return false;
  const picked = pickConsecutiveSlots(
    courtSlots(court.rules, input.dateBooked, tz),
    input.timeBooked,
  );
  if (!picked) return false;
  const rows = await ctx.db
    .select({ id: bookingSlots.id })
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.courtId, court.row.id),
        inArray(
          bookingSlots.startsAt,
          picked.map((s) => s.startsAt),
        ),
        eq(bookingSlots.active, true),
        or(isNull(bookingSlots.expiresAt), gte(bookingSlots.expiresAt, ctx.now())),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function createBookingInTx(
  ctx: AppContext,
  tx: Tx,
  actor: SessionUser,
  court: LoadedCourt,
  input: CreateBookingInput,
  options: CreateOptions,
  tz: string,
): Promise<string> {
  const now = ctx.now();
  const today = clubDate(now, tz);
  const bookerId = await resolveBookerId(tx, actor, input.userBooked);
  const booker = await lockUser(tx, bookerId);
  if (!booker) throw notFound('No se encontró el usuario.');

  // Other players: members by id (never the booker twice), non-members by name or e-mail.
  const memberIds = input.players
    .filter((p) => p.isMember && p.memberId && p.memberId !== booker.id)
    .map((p) => p.memberId!);
  if (new Set(memberIds).size !== memberIds.length) {
    throw badRequest('Un jugador aparece dos veces en la reserva.');
  }
  const members = memberIds.length
    ? await tx.select().from(users).where(inArray(users.id, memberIds))
    : [];
  if (members.length !== memberIds.length) throw badRequest('Selecciona un socio válido.');
  const guests = input.players.filter((p) => !p.isMember);
  for (const g of guests) {
    if (!g.nonMemberName?.trim() && !g.nonMemberEmail?.trim()) {
      throw badRequest(
        'Proporciona al menos un nombre o un email válido para el jugador no socio.',
      );
    }
  }
  const rival = input.isLeagueMatch ? (members[0] ?? null) : null;

  const existing = await activeBookingsOfUser(tx, booker.id, today, now);
  const check = checkBookingRequest({
    court: court.rules,
    timeZone: tz,
    now,
    today,
    booker: { role: booker.role, league: booker.league },
    date: input.dateBooked,
    slots: input.timeBooked,
    isLeagueMatch: input.isLeagueMatch,
    rival: rival ? { league: rival.league } : null,
    playerCount: 1 + members.length + guests.length,
    existing,
    paid: options.paid,
  });
  if (!check.ok) rejectRule(check.code, check.message);
  const slots = check.slots;

  const totalCents = courtPrice(
    { type: court.row.type, costs: court.costsCents },
    booker.role,
    slots.length,
  );
  const shareCents = Math.round(totalCents / priceMultiplier(court.row.type));
  const paymentStatus: PaymentStatus = options.paid ? 'P' : 'C';
  const [row] = await tx
    .insert(bookings)
    .values({
      courtId: court.row.id,
      userId: booker.id,
      dateBooked: input.dateBooked,
      startsAt: slots[0]!.startsAt,
      endsAt: slots[slots.length - 1]!.endsAt,
      slots: slots.map((s) => s.label),
      paymentStatus,
      totalCents,
      isLeagueMatch: input.isLeagueMatch,
      createdBy: actor.id,
    })
    .returning({ id: bookings.id });
  const id = row!.id;

  if (options.holdId) {
    const held = await tx
      .update(bookingSlots)
      .set({ bookingId: id, expiresAt: null })
      .where(and(eq(bookingSlots.holdId, options.holdId), eq(bookingSlots.active, true)))
      .returning({ id: bookingSlots.id });
    if (held.length !== slots.length) throw conflict(BOOKING_MESSAGES.slotTaken, 'slotTaken');
  } else {
    // A guest's hold that ran out no longer protects its slot.
    await tx
      .update(bookingSlots)
      .set({ active: false })
      .where(
        and(
          eq(bookingSlots.courtId, court.row.id),
          inArray(
            bookingSlots.startsAt,
            slots.map((s) => s.startsAt),
          ),
          eq(bookingSlots.active, true),
          sql`${bookingSlots.holdId} is not null`,
          sql`${bookingSlots.bookingId} is null`,
          lt(bookingSlots.expiresAt, now),
        ),
      );
    await tx
      .insert(bookingSlots)
      .values(slots.map((s) => ({ courtId: court.row.id, startsAt: s.startsAt, bookingId: id })));
  }

  const playerRows = [
    {
      userId: booker.id,
      isMember: isBookingMember(booker.role),
      isUca: booker.role === 'uca',
      paid: !!options.paid,
    },
    ...members.map((m) => ({
      userId: m.id,
      isMember: true,
      isUca: m.role === 'uca',
      paid: false,
    })),
  ];
  await tx.insert(bookingPlayers).values([
    ...playerRows.map((p, i) => ({
      bookingId: id,
      position: i,
      userId: p.userId,
      isMember: p.isMember,
      isUca: p.isUca,
      // The guest who paid by card paid the whole court.
      amountCents: p.paid ? totalCents : shareCents,
      amountPaidCents: p.paid ? totalCents : 0,
      paymentStatus: (p.paid ? 'P' : 'C') as PaymentStatus,
    })),
    ...guests.map((g, i) => ({
      bookingId: id,
      position: playerRows.length + i,
      userId: null,
      isMember: false,
      nonMemberName: g.nonMemberName?.trim() || null,
      nonMemberEmail: g.nonMemberEmail?.trim() || null,
      amountCents: options.paid ? 0 : shareCents,
      paymentStatus: (options.paid ? 'P' : 'C') as PaymentStatus,
    })),
  ]);

  const who = actor.id === booker.id ? '' : ` por ${actor.name}`;
  // Both entries are written together; a millisecond apart keeps their order when sorted by time.
  await tx.insert(bookingHistory).values([
    {
      bookingId: id,
      action: HISTORY.created,
      performedBy: actor.id,
      createdAt: now,
      details: `${court.row.type.toUpperCase()} - ${court.row.name}, ${input.dateBooked} ${slots
        .map((s) => s.label)
        .join(', ')}${who}`,
    },
    {
      bookingId: id,
      action: HISTORY.confirmed,
      performedBy: actor.id,
      createdAt: new Date(now.getTime() + 1),
      details: options.paid
        ? `Pagada con tarjeta: ${euros(totalCents).toFixed(2)} €`
        : input.isLeagueMatch
          ? 'Partido de liga'
          : 'Pendiente de pago',
    },
  ]);
  return id;
}

/**
 * Cancels from the schedule: the booker (or an admin) while the rules allow it. The row stays,
 * cancelled, with its history; its slots are freed in the same transaction.
 */
export async function cancelBooking(
  ctx: AppContext,
  actor: SessionUser,
  bookingId: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row || (row.userId !== actor.id && actor.role !== 'admin')) {
      throw notFound(BOOKING_NOT_FOUND);
    }
    if (row.status !== 'active') throw notFound(BOOKING_NOT_FOUND);
    const check = canCancelFromSchedule(row, now);
    // Staff may cancel late (weather, maintenance); paid bookings go through the refund path.
    if (!check.ok && !(actor.role === 'admin' && check.reason === CANCEL_REASONS.tooLate)) {
      throw badRequest(check.reason, 'cancelRefused');
    }
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: actor.id, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    await tx
      .update(bookingSlots)
      .set({ active: false })
      .where(and(eq(bookingSlots.bookingId, bookingId), eq(bookingSlots.active, true)));
    await tx.insert(bookingHistory).values({
      bookingId,
      action: HISTORY.cancelled,
      performedBy: actor.id,
      createdAt: now,
      details: actor.id === row.userId ? 'Cancelada por el usuario' : `Cancelada por ${actor.name}`,
    });
  });
  const [booking] = await loadBookings(ctx.db, [bookingId]);
  if (booking) publish(ctx, { booking, action: 'cancelled' });
}

/** Tells every open schedule of the court and everyone following the booking. */
export function publish(ctx: AppContext, { booking, action }: BookingEvents): void {
  const courtId = booking.courtId._id;
  const schedule: ScheduleUpdatedPayload = {
    courtId,
    dateBooked: booking.dateBooked,
    bookingId: booking._id,
    action: action === 'cancelled' ? 'cancelled' : 'created',
  };
  ctx.realtime.emitToRoom(courtRoom(courtId), scheduleUpdatedEvent(courtId), schedule);
  const payload: BookingUpdatedPayload = {
    bookingId: booking._id,
    booking: action === 'cancelled' ? null : booking,
    action,
  };
  const event = bookingUpdatedEvent(booking._id);
  ctx.realtime.emitToRoom(bookingRoom(booking._id), event, payload);
  // The people in it may not have subscribed to the booking's room yet.
  const people = new Set([
    booking.userBooked._id,
    ...booking.players.map((p) => p.memberId?._id).filter((id): id is string => !!id),
  ]);
  for (const userId of people) ctx.realtime.emitToUser(userId, event, payload);
}
