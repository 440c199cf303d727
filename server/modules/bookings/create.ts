/**
 * Creating a booking: every rule checked inside the transaction that writes, with the booker's
 * row locked (one booking at a time per user keeps the caps exact); the slot rows decide races
 * through their partial unique index.
 */
import { eq } from 'drizzle-orm';
import type { Booking, BookingPlayerInput } from '@/api/bookings.ts';
import {
  BOOKING_MESSAGES,
  checkBookingRequest,
  courtPrice,
  type BookingRuleCode,
} from '@/domain/booking-rules.ts';
import { clubDate, isIsoDate } from '@/domain/club-time.ts';
import { centsToEuros } from '@/domain/money.ts';
import { isAdminRole, isMemberRole } from '@/domain/roles.ts';
import { courtSlots, pickConsecutiveSlots, type Slot } from '@/domain/slots.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { bookings, users } from '../../db/schema/index.ts';
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
import { publishBookingById } from './events.ts';
import { HISTORY, recordHistory } from './history.ts';
import { insertPlayers, resolvePlayers } from './players.ts';
import { activeBookingsOfUser } from './queries.ts';
import { anySlotTaken, claimSlots } from './slot-rows.ts';

type UserRow = typeof users.$inferSelect;

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
  /** Runs in the booking's transaction once it is written (the admin area's audit row). */
  alsoInTx?: (tx: Tx, bookingId: string) => Promise<void>;
}

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
  payFirst: 402,
};

export async function createBooking(
  ctx: AppContext,
  actor: SessionUser,
  input: CreateBookingInput,
  options: CreateOptions = {},
  q: Queryable = ctx.db,
): Promise<Booking> {
  const court = await getCourt(ctx.db, input.courtId);
  // A slot already taken is the common loser of a race: answer it with one read, before any
  // transaction. The unique index still decides the races this read cannot see.
  if (!options.holdId && (await requestedSlotTaken(ctx, court, input))) {
    throw conflict(BOOKING_MESSAGES.slotTaken, 'slotTaken');
  }
  let bookingId: string;
  try {
    bookingId = await q.transaction((tx) =>
      createBookingInTx(ctx, tx, actor, court, input, options),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.slotTaken, 'slotTaken');
    throw error;
  }
  return (await publishBookingById(ctx, bookingId, 'created'))!;
}

async function requestedSlotTaken(ctx: AppContext, court: LoadedCourt, input: CreateBookingInput) {
  if (!isIsoDate(input.dateBooked)) return false;
  const all = courtSlots(court.rules, input.dateBooked, ctx.config.club.timezone);
  const picked = pickConsecutiveSlots(all, input.timeBooked);
  if (!picked) return false;
  return anySlotTaken(
    ctx.db,
    court.row.id,
    picked.map((s) => s.startsAt),
    ctx.now(),
  );
}

/** The booking's id once written; throws the rule's HttpError when one refuses it. */
export async function createBookingInTx(
  ctx: AppContext,
  tx: Tx,
  actor: SessionUser,
  court: LoadedCourt,
  input: CreateBookingInput,
  options: CreateOptions,
): Promise<string> {
  const now = ctx.now();
  const booker = await lockBooker(tx, actor, input.userBooked);
  const players = await resolvePlayers(tx, booker, input.players);
  const slots = await checkRules(ctx, tx, court, booker, {
    date: input.dateBooked,
    slots: input.timeBooked,
    isLeagueMatch: input.isLeagueMatch,
    rival: input.isLeagueMatch ? (players.members[0] ?? null) : null,
    paid: options.paid,
  });
  const totalCents = courtPrice(
    { type: court.row.type, costs: court.costsCents },
    booker.role,
    slots.length,
  );
  const id = await insertBooking(tx, { court, booker, actor, input, slots, totalCents, options });
  await claimSlots(tx, {
    courtId: court.row.id,
    slots,
    bookingId: id,
    holdId: options.holdId,
    now,
  });
  await insertPlayers(tx, id, booker, players, { paid: !!options.paid, totalCents });
  await recordCreation(tx, id, { actor, booker, court, input, slots, totalCents, options, now });
  await options.alsoInTx?.(tx, id);
  return id;
}

/**
 * The booker, with a row lock: the session user, or (admins only) the member named in
 * userBooked.
 */
async function lockBooker(tx: Tx, actor: SessionUser, userBooked?: string): Promise<UserRow> {
  let bookerId = actor.id;
  if (userBooked && userBooked !== actor.id) {
    if (!isAdminRole(actor.role)) throw forbidden('No puedes reservar en nombre de otra persona.');
    const [target] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, userBooked));
    if (!target) throw notFound('No se encontró el usuario.');
    if (!isMemberRole(target.role))
      throw badRequest('Solo se puede reservar en nombre de un socio.');
    bookerId = target.id;
  }
  const [row] = await tx.select().from(users).where(eq(users.id, bookerId)).for('update');
  if (!row) throw notFound('No se encontró el usuario.');
  return row;
}

export interface RuleRequest {
  date: string;
  slots: string[];
  isLeagueMatch: boolean;
  rival: { league: boolean } | null;
  paid?: boolean;
}

/**
 * Every booking rule of the domain for this booker, against their active bookings read in the
 * same transaction; the slots the request names, or the refusing rule's HttpError.
 */
export async function checkRules(
  ctx: AppContext,
  tx: Tx,
  court: LoadedCourt,
  booker: Pick<UserRow, 'id' | 'role' | 'league'>,
  request: RuleRequest,
): Promise<Slot[]> {
  const now = ctx.now();
  const timeZone = ctx.config.club.timezone;
  const today = clubDate(now, timeZone);
  const check = checkBookingRequest({
    court: court.rules,
    timeZone,
    now,
    today,
    booker: { role: booker.role, league: booker.league },
    existing: await activeBookingsOfUser(tx, booker.id, today, now),
    ...request,
  });
  if (!check.ok) throw new HttpError(RULE_STATUS[check.code], check.message, check.code);
  return check.slots;
}

interface NewBooking {
  court: LoadedCourt;
  booker: UserRow;
  actor: SessionUser;
  input: CreateBookingInput;
  slots: Slot[];
  totalCents: number;
  options: CreateOptions;
}

async function insertBooking(tx: Tx, b: NewBooking): Promise<string> {
  const [row] = await tx
    .insert(bookings)
    .values({
      courtId: b.court.row.id,
      userId: b.booker.id,
      dateBooked: b.input.dateBooked,
      startsAt: b.slots[0]!.startsAt,
      endsAt: b.slots[b.slots.length - 1]!.endsAt,
      slots: b.slots.map((s) => s.label),
      paymentStatus: b.options.paid ? 'P' : 'C',
      totalCents: b.totalCents,
      priceCents: b.totalCents,
      isLeagueMatch: b.input.isLeagueMatch,
      createdBy: b.actor.id,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

async function recordCreation(tx: Tx, id: string, b: NewBooking & { now: Date }): Promise<void> {
  const who = b.actor.id === b.booker.id ? '' : ` por ${b.actor.name}`;
  const court = `${b.court.row.type.toUpperCase()} - ${b.court.row.name}`;
  const when = `${b.input.dateBooked} ${b.slots.map((s) => s.label).join(', ')}`;
  let confirmed = 'Pendiente de pago';
  if (b.options.paid) confirmed = `Pagada con tarjeta: ${centsToEuros(b.totalCents).toFixed(2)} €`;
  else if (b.input.isLeagueMatch) confirmed = 'Partido de liga';
  await recordHistory(tx, id, b.actor.id, b.now, [
    { action: HISTORY.created, details: `${court}, ${when}${who}` },
    { action: HISTORY.confirmed, details: confirmed },
  ]);
}
