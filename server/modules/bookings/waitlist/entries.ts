/**
 * A member's places in line: joining the waitlist of taken slots, leaving it, their own list
 * ('Mis Reservas') and the admin's list of every line.
 */
import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { AdminWaitlistEntry, JoinWaitlistRequest, WaitlistEntry } from '@/api/waitlist.ts';
import { findBlock } from '@/domain/blocked-times.ts';
import { BOOKING_MESSAGES } from '@/domain/booking-rules.ts';
import { courtSlots, pickConsecutiveSlots } from '@/domain/slots.ts';
import { WAITLIST_MESSAGES, joinRefusal, waitlistEnabled } from '@/domain/waitlist.ts';
import type { AppContext } from '../../../context.ts';
import type { Queryable } from '../../../db/client.ts';
import {
  bookingHolds,
  bookingSlots,
  bookings,
  courts,
  users,
  waitlistEntries,
} from '../../../db/schema/index.ts';
import {
  HttpError,
  badRequest,
  conflict,
  isUniqueViolation,
  notFound,
} from '../../../lib/errors.ts';
import { readClubSettings } from '../../../services/club-settings.ts';
import type { SessionUser } from '../../../sessions.ts';
import { readStored } from '../../../stored-text.ts';
import type { Language } from '@/i18n/languages.ts';
import { getCourt } from '../../courts/index.ts';

/** The entry's place among those waiting for the same court and first slot (1 = next). */
const positionSql = sql<number>`(
  select count(*)::int from ${waitlistEntries} as ahead
  where ahead.court_id = ${waitlistEntries.courtId}
    and ahead.starts_at = ${waitlistEntries.startsAt}
    and ahead.status = 'waiting'
    and ahead.seq <= ${waitlistEntries.seq}
)`;

const entryColumns = {
  entry: waitlistEntries,
  courtName: courts.name,
  courtType: courts.type,
  position: positionSql,
  holdExpiresAt: bookingHolds.expiresAt,
};

type EntryJoin = {
  entry: typeof waitlistEntries.$inferSelect;
  courtName: string;
  courtType: 'padel' | 'tennis';
  position: number;
  holdExpiresAt: Date | null;
};

function toEntry(row: EntryJoin, language: Language): WaitlistEntry {
  const e = row.entry;
  return {
    _id: e.id,
    courtId: e.courtId,
    courtName: row.courtName,
    courtType: row.courtType,
    dateBooked: e.dateBooked,
    slots: e.slots,
    startsAt: e.startsAt.toISOString(),
    status: e.status,
    position: e.status === 'waiting' ? row.position : null,
    refusal: e.refusal === null ? null : readStored(language, e.refusalMessage, e.refusal),
    bookingId: e.bookingId,
    holdExpiresAt: e.status === 'held' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    createdAt: e.createdAt.toISOString(),
  };
}

function entriesQuery(q: Queryable) {
  return q
    .select(entryColumns)
    .from(waitlistEntries)
    .innerJoin(courts, eq(courts.id, waitlistEntries.courtId))
    .leftJoin(bookingHolds, eq(bookingHolds.id, waitlistEntries.holdId));
}

/** Who holds each of the wanted starts right now (bookings and payment holds). */
async function takers(q: Queryable, courtId: string, starts: Date[], now: Date) {
  return q
    .select({ startsAt: bookingSlots.startsAt, userId: bookings.userId })
    .from(bookingSlots)
    .leftJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(
      and(
        eq(bookingSlots.courtId, courtId),
        inArray(bookingSlots.startsAt, starts),
        eq(bookingSlots.active, true),
        sql`(${bookingSlots.expiresAt} is null or ${bookingSlots.expiresAt} > ${now})`,
      ),
    );
}

export async function joinWaitlist(
  ctx: AppContext,
  user: SessionUser,
  body: JoinWaitlistRequest,
): Promise<WaitlistEntry> {
  const court = await getCourt(ctx.db, body.courtId);
  const now = ctx.now();
  const slots = pickConsecutiveSlots(
    courtSlots(court.rules, body.dateBooked, ctx.config.club.timezone),
    body.timeBooked,
  );
  if (!slots) throw badRequest(BOOKING_MESSAGES.slotInvalid, 'slotInvalid');
  const starts = slots.map((s) => s.startsAt);
  const held = await takers(ctx.db, court.row.id, starts, now);
  const blocked = slots.some((s) => findBlock(court.blockedTimes, body.dateBooked, s.label));
  const refusal = joinRefusal({
    enabled: waitlistEnabled(await readClubSettings(ctx.db), court.row.type),
    started: starts[0]!.getTime() <= now.getTime(),
    ownBooking: held.some((h) => h.userId === user.id),
    taken: blocked || starts.every((s) => held.some((h) => h.startsAt.getTime() === s.getTime())),
  });
  if (refusal) throw new HttpError(409, refusal);
  let id: string;
  try {
    const [row] = await ctx.db
      .insert(waitlistEntries)
      .values({
        userId: user.id,
        courtId: court.row.id,
        dateBooked: body.dateBooked,
        slots: slots.map((s) => s.label),
        startsAt: starts[0]!,
      })
      .returning({ id: waitlistEntries.id });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(WAITLIST_MESSAGES.already, 'waitlistAlready');
    throw error;
  }
  const [entry] = await entriesQuery(ctx.db).where(eq(waitlistEntries.id, id));
  return toEntry(entry!, 'es');
}

/** Waiting entries, and held ones while their hold still stands (not paid, lost or run out). */
function openEntries(now: Date) {
  return or(
    eq(waitlistEntries.status, 'waiting'),
    and(
      eq(waitlistEntries.status, 'held'),
      eq(bookingHolds.status, 'pending'),
      gt(bookingHolds.expiresAt, now),
    ),
  );
}

/** The member's places in line and the freed slots held for them, from now on. */
export async function myWaitlist(
  ctx: AppContext,
  user: SessionUser,
  language: Language,
): Promise<WaitlistEntry[]> {
  const rows = await entriesQuery(ctx.db)
    .where(
      and(
        eq(waitlistEntries.userId, user.id),
        openEntries(ctx.now()),
        gt(waitlistEntries.startsAt, ctx.now()),
      ),
    )
    .orderBy(asc(waitlistEntries.startsAt), asc(waitlistEntries.seq));
  return rows.map((row) => toEntry(row, language));
}

export async function leaveWaitlist(
  ctx: AppContext,
  user: SessionUser,
  entryId: string,
): Promise<void> {
  const left = await ctx.db
    .update(waitlistEntries)
    .set({ status: 'left', updatedAt: ctx.now() })
    .where(
      and(
        eq(waitlistEntries.id, entryId),
        eq(waitlistEntries.userId, user.id),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .returning({ id: waitlistEntries.id });
  if (left.length === 0) throw notFound(WAITLIST_MESSAGES.notFound);
}

/** Every line from now on, for the admin: court, slot, place, member. */
export async function allWaitlists(
  ctx: AppContext,
  language: Language,
): Promise<AdminWaitlistEntry[]> {
  const rows = await ctx.db
    .select({ ...entryColumns, user: { id: users.id, name: users.name, email: users.email } })
    .from(waitlistEntries)
    .innerJoin(courts, eq(courts.id, waitlistEntries.courtId))
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .leftJoin(bookingHolds, eq(bookingHolds.id, waitlistEntries.holdId))
    .where(and(openEntries(ctx.now()), gt(waitlistEntries.startsAt, ctx.now())))
    .orderBy(asc(waitlistEntries.startsAt), asc(courts.position), asc(waitlistEntries.seq));
  return rows.map((r) => ({
    ...toEntry(r, language),
    user: { _id: r.user.id, name: r.user.name, email: r.user.email },
  }));
}

/**
 * Places in line whose slot has started, marked expired (the job 'waitlist expiry'): nobody can
 * be promoted into them any more, and the table then says what happened to each place.
 */
export async function expireStartedEntries(ctx: AppContext): Promise<number> {
  const expired = await ctx.db
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: ctx.now() })
    .where(and(eq(waitlistEntries.status, 'waiting'), lte(waitlistEntries.startsAt, ctx.now())))
    .returning({ id: waitlistEntries.id });
  return expired.length;
}
