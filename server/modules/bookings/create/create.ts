/**
 * Creating a booking in two statements: one read of everything the rules need (the booker, the
 * named members, the booker's bookings, whether the slots are free), the domain's rules, and one
 * write that happens only while the booker's row is as read (one booking at a time per user keeps
 * the caps exact); the slot rows decide races through their partial unique index. The answer is
 * built from what was written, never read back. Once committed, the other instances are told
 * (PostgreSQL), one statement for the creations finished together (notice-batch.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Booking, BookingPlayerInput } from '@/api/bookings.ts';
import {
  BOOKING_MESSAGES,
  checkBookingRequest,
  courtPrice,
  type BookingRuleCode,
  type ExistingBooking,
} from '@/domain/booking-rules.ts';
import { clubDate, isIsoDate } from '@/domain/club-time.ts';
import { isAdminRole, isMemberRole } from '@/domain/roles.ts';
import { courtSlots, pickConsecutiveSlots, type Slot } from '@/domain/slots.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../../context.ts';
import type { Queryable, Tx } from '../../../db/client.ts';
import type { users } from '../../../db/schema/index.ts';
import {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../../lib/errors.ts';
import type { SessionUser } from '../../../sessions.ts';
import { getCourt, type LoadedCourt } from '../../courts/index.ts';
import { lockBooker, readBookingState, type BookingState } from './create-statements.ts';
import { publishBooking } from '../core/events.ts';
import { writeBooking } from '../core/write.ts';
import { tellOtherInstances } from './notice-batch.ts';
import { newPlayerRows, playerIdsToRead, resolvePlayers } from './players.ts';
import { activeBookingsOfUser, toBooking } from '../queries.ts';
import { readClubSettings } from '../../../services/club-settings.ts';

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
const RULE_STATUS: Record<BookingRuleCode, 400 | 402 | 409> = {
  dateInvalid: 400,
  dayNotBookable: 400,
  slotInvalid: 400,
  slotPast: 400,
  slotBlocked: 409,
  pastUnpaid: 409,
  dailyCap: 409,
  weeklyCap: 409,
  leagueNotAllowed: 409,
  leaguePadel: 400,
  rivalRequired: 400,
  rivalNotLeague: 400,
  payFirst: 402,
};

/**
 * Optimistic tries before waiting for the booker's row lock: a retry means another of the same
 * booker's bookings was written in between, and a booker raced for by many requests is better
 * served in turn than retried.
 */
const OPTIMISTIC_TRIES = 2;

export async function createBooking(
  ctx: AppContext,
  actor: SessionUser,
  input: CreateBookingInput,
  options: CreateOptions = {},
  q: Queryable = ctx.db,
): Promise<Booking> {
  const court = await getCourt(ctx.db, input.courtId);
  // Without a transaction around them: the read and the write are one statement each, and the
  // write happens only while the booker's row is as read (core/write.ts).
  const optimistic = !options.alsoInTx && !options.holdId;
  let booking: Booking | null = null;
  try {
    for (let i = 0; optimistic && i < OPTIMISTIC_TRIES && !booking; i++) {
      booking = await makeBooking(ctx, q, actor, court, input, options, { lock: false });
    }
    booking ??= await q.transaction((tx) =>
      makeBooking(ctx, tx, actor, court, input, options, { lock: true }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.slotTaken, 'slotTaken');
    throw error;
  }
  if (!booking) throw new Error('booking not written with its booker locked');
  await tellOtherInstances(ctx, {
    id: booking._id,
    courtId: court.row.id,
    dateBooked: booking.dateBooked,
  });
  // The other instances were told by the notice (PostgreSQL); this one is told here.
  publishBooking(ctx, booking, 'created', ctx.realtime.local ?? ctx.realtime);
  return booking;
}

/** The requested slots' starts, for the taken check; none when the request names no valid slots. */
function requestedStarts(ctx: AppContext, court: LoadedCourt, input: CreateBookingInput): Date[] {
  if (!isIsoDate(input.dateBooked)) return [];
  const all = courtSlots(court.rules, input.dateBooked, ctx.config.club.timezone);
  return pickConsecutiveSlots(all, input.timeBooked)?.map((s) => s.startsAt) ?? [];
}

/** The booking's id once written in the caller's transaction; the refusing rule's HttpError. */
export async function createBookingInTx(
  ctx: AppContext,
  tx: Tx,
  actor: SessionUser,
  court: LoadedCourt,
  input: CreateBookingInput,
  options: CreateOptions,
): Promise<string> {
  // The caller publishes once its own transaction is committed.
  const booking = await makeBooking(ctx, tx, actor, court, input, options, { lock: true });
  if (!booking) throw new Error('booking not written with its booker locked');
  return booking._id;
}

/**
 * Reads (one statement), checks every rule, writes (one statement). Null when the booker's row
 * changed between the read and the write; with `lock` (in a transaction) it cannot.
 */
async function makeBooking(
  ctx: AppContext,
  q: Queryable,
  actor: SessionUser,
  court: LoadedCourt,
  input: CreateBookingInput,
  options: CreateOptions,
  { lock }: { lock: boolean },
): Promise<Booking | null> {
  const now = ctx.now();
  const id = randomUUID();
  const onBehalf = !!input.userBooked && input.userBooked !== actor.id;
  const bookerId = onBehalf && isAdminRole(actor.role) ? input.userBooked! : actor.id;
  if (lock) await lockBooker(q, bookerId);
  const state = await readBookingState(q, {
    bookerId,
    memberIds: playerIdsToRead(input.players, bookerId),
    courtId: court.row.id,
    starts: options.holdId ? [] : requestedStarts(ctx, court, input),
    today: clubDate(now, ctx.config.club.timezone),
    now,
  });
  // A slot already taken is the common loser of a race: it is answered first. The unique index
  // still decides the races this read cannot see.
  if (state.taken) throw conflict(BOOKING_MESSAGES.slotTaken, 'slotTaken');
  const booker = checkBooker(actor, onBehalf, state.booker);
  const players = resolvePlayers(booker.id, input.players, state.members);
  const slots = checkRulesOn(ctx, court, booker, state, {
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
  const paid = !!options.paid;
  const rows = newPlayerRows(booker, players, { paid, totalCents });
  const written = await writeBooking(q, {
    id,
    origin: 'member',
    court: court.row,
    date: input.dateBooked,
    slots,
    holder: { id: booker.id, version: booker.version },
    actor,
    players: rows,
    priceCents: totalCents,
    paid,
    isLeagueMatch: input.isLeagueMatch,
    holdId: options.holdId,
    now,
  });
  if (!written) return null;
  // A hold's slots must all still be its own.
  if (written.slotsTaken !== slots.length) throw conflict(BOOKING_MESSAGES.slotTaken, 'slotTaken');
  await options.alsoInTx?.(q as Tx, written.id);
  const people = new Map([booker, ...players.members].map((p) => [p.id, p]));
  return toBooking(
    {
      id: written.id,
      dateBooked: input.dateBooked,
      slots: slots.map((s) => s.label),
      startsAt: slots[0]!.startsAt,
      endsAt: slots[slots.length - 1]!.endsAt,
      paymentStatus: paid ? 'P' : 'C',
      totalCents,
      isLeagueMatch: input.isLeagueMatch,
      status: 'active',
      createdAt: written.createdAt,
    },
    court.row,
    booker,
    rows.map((player) => ({ player, member: people.get(player.userId ?? '') ?? null })),
  );
}

/**
 * The booker: the session user, or (admins only) the member named in userBooked; the same
 * refusals, in the same order, as ever.
 */
function checkBooker(
  actor: SessionUser,
  onBehalf: boolean,
  booker: BookingState['booker'],
): NonNullable<BookingState['booker']> {
  if (onBehalf && !isAdminRole(actor.role)) {
    throw forbidden('role', msg('errors.notOnBehalf'));
  }
  if (!booker) throw notFound(msg('errors.userNotFound'));
  if (onBehalf && !isMemberRole(booker.role)) {
    throw badRequest(msg('errors.onBehalfMemberOnly'));
  }
  return booker;
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
  const today = clubDate(now, ctx.config.club.timezone);
  const existing = await activeBookingsOfUser(tx, booker.id, today, now);
  const settings = await readClubSettings(tx);
  const seriesCountWeekly = settings.series.countAgainstWeeklyLimit;
  return checkRulesOn(ctx, court, booker, { existing, seriesCountWeekly }, request);
}

/** The same rules against bookings already read. */
function checkRulesOn(
  ctx: AppContext,
  court: LoadedCourt,
  booker: { role: string; league: boolean },
  {
    existing,
    seriesCountWeekly,
  }: { existing: readonly ExistingBooking[]; seriesCountWeekly: boolean },
  request: RuleRequest,
): Slot[] {
  const now = ctx.now();
  const timeZone = ctx.config.club.timezone;
  const check = checkBookingRequest({
    court: court.rules,
    timeZone,
    now,
    today: clubDate(now, timeZone),
    booker: { role: booker.role, league: booker.league },
    existing,
    seriesCountWeekly,
    ...request,
  });
  if (!check.ok) throw new HttpError(RULE_STATUS[check.code], check.message, check.code);
  return check.slots;
}
