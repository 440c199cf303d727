/**
 * Blocked times as the admin edits them (spec section 3), one row per court. A save that covers
 * active bookings (not yet ended) waits for the admin's choice: without one it answers 409
 * BLOCK_COVERS_BOOKINGS and writes nothing; 'cancel' cancels them with refunds through the
 * member's cancel path in the same transaction as the block; 'keep' leaves them.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_BLOCK_MESSAGES,
  ADMIN_COURT_MESSAGES,
  BLOCK_COVERS_BOOKINGS,
  type AdminBlockedTime,
  type CoveredBookingsChoice,
  type blockedTimesQuerySchema,
} from '@/api/admin.ts';
import type { Booking } from '@/api/bookings.ts';
import { SCHOOL_MESSAGES } from '@/domain/school.ts';
import type { BlockedTimeLike } from '@/domain/blocked-times.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { courtBlockedTimes, courts, schoolGroups } from '../../db/schema/index.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import { blockedTimeOf } from './service.ts';
import { recordAudit } from '../../services/audit.ts';
import { publishCourtsChanged } from './events.ts';

type BlockRow = typeof courtBlockedTimes.$inferSelect;
export type BlockFields = BlockedTimeLike;

/** A booking cancelled under a block: who got how many cents back. */
export interface CancelledBooking {
  bookingId: string;
  refunds: { userId: string; cents: number }[];
}

/**
 * What a block does to the bookings under it. Bookings build on courts, so the bookings module
 * provides this and modules/index.ts hands it to the courts' admin routes.
 */
export interface BookingsUnderBlocks {
  /** Active, not yet ended bookings of the courts that the block would take. */
  covered(q: Queryable, courtIds: string[], block: BlockFields, now: Date): Promise<Booking[]>;
  /**
   * Cancels one with full refunds, in the block's transaction, and tells its members why: a
   * closed day (its name) or a blocked time (its reason, maybe empty).
   */
  cancel(
    ctx: AppContext,
    tx: Tx,
    admin: SessionUser,
    bookingId: string,
    why: { cause: 'closure' | 'block'; reason: string },
  ): Promise<CancelledBooking>;
  /** After the commit: the booking's schedule and the refunded wallets are told. */
  publish(ctx: AppContext, cancelled: CancelledBooking): Promise<void>;
  /**
   * A block lifted (deleted, or moved away) in the block's transaction: the slots it freed go to
   * their waitlists; what it returns tells the promoted members once committed.
   */
  lifted(
    ctx: AppContext,
    tx: Tx,
    courtId: string,
    block: BlockFields,
  ): Promise<() => Promise<void>>;
}

function toAdminBlock(row: BlockRow, courtName: string): AdminBlockedTime {
  return {
    _id: row.id,
    courtId: row.courtId,
    courtName,
    ...blockedTimeOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBlocks(
  q: Queryable,
  query: z.infer<typeof blockedTimesQuerySchema>,
  today: string,
): Promise<AdminBlockedTime[]> {
  const rows = await q
    .select({ block: courtBlockedTimes, courtName: courts.name })
    .from(courtBlockedTimes)
    .innerJoin(courts, eq(courts.id, courtBlockedTimes.courtId))
    .where(
      and(
        query.courtId ? eq(courtBlockedTimes.courtId, query.courtId) : undefined,
        query.includePast ? undefined : gte(courtBlockedTimes.endDate, today),
      ),
    )
    .orderBy(asc(courtBlockedTimes.startDate), asc(courts.position), asc(courts.name));
  return rows.map((r) => toAdminBlock(r.block, r.courtName));
}

async function courtNames(q: Queryable, courtIds: string[]): Promise<Map<string, string>> {
  const rows = await q
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .where(inArray(courts.id, courtIds));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  if (courtIds.some((id) => !names.has(id))) throw badRequest(ADMIN_COURT_MESSAGES.notFound);
  return names;
}

export interface BlockSaved {
  blockedTimes: AdminBlockedTime[];
  cancelledBookings: number;
  refundedCents: number;
}

/**
 * Before a block is written, inside its transaction: the courts' names (each must exist) and the
 * fate of the bookings it covers, as the admin chose (409 while they have not).
 */
async function settleCovered(
  ctx: AppContext,
  under: BookingsUnderBlocks,
  tx: Tx,
  admin: SessionUser,
  courtIds: string[],
  body: BlockFields & { coveredBookings?: CoveredBookingsChoice },
  now: Date,
): Promise<{ names: Map<string, string>; covered: Booking[]; outcomes: CancelledBooking[] }> {
  const names = await courtNames(tx, courtIds);
  const covered = await under.covered(tx, courtIds, body, now);
  const choice = body.coveredBookings;
  if (covered.length === 0 || choice === 'keep') return { names, covered, outcomes: [] };
  if (!choice) {
    throw new HttpError(409, ADMIN_BLOCK_MESSAGES.covers(covered.length), BLOCK_COVERS_BOOKINGS);
  }
  const outcomes: CancelledBooking[] = [];
  for (const booking of covered) {
    const why = { cause: 'block' as const, reason: body.reason };
    outcomes.push(await under.cancel(ctx, tx, admin, booking._id, why));
  }
  return { names, covered, outcomes };
}

async function afterSave(
  ctx: AppContext,
  under: BookingsUnderBlocks,
  courtIds: string[],
  outcomes: CancelledBooking[],
): Promise<number> {
  for (const outcome of outcomes) await under.publish(ctx, outcome);
  publishCourtsChanged(ctx, courtIds);
  return outcomes.reduce((sum, o) => sum + o.refunds.reduce((s, r) => s + r.cents, 0), 0);
}

export async function createBlocks(
  ctx: AppContext,
  under: BookingsUnderBlocks,
  admin: SessionUser,
  body: BlockFields & { courtIds: string[]; coveredBookings?: CoveredBookingsChoice },
): Promise<BlockSaved> {
  const now = ctx.now();
  const courtIds = [...new Set(body.courtIds)];
  const { saved, outcomes } = await ctx.db.transaction(async (tx) => {
    const { names, covered, outcomes } = await settleCovered(
      ctx,
      under,
      tx,
      admin,
      courtIds,
      body,
      now,
    );
    const rows = await tx
      .insert(courtBlockedTimes)
      .values(courtIds.map((courtId) => ({ courtId, ...blockedTimeOf(body) })))
      .returning();
    for (const row of rows) {
      await recordAudit(tx, admin, {
        action: 'blocked_time.create',
        entityType: 'blocked_time',
        entityId: row.id,
        before: null,
        after: {
          courtId: row.courtId,
          ...blockedTimeOf(row),
          coveredBookings: covered.map((b) => b._id),
          choice: body.coveredBookings ?? null,
        },
      });
    }
    return { saved: rows.map((r) => toAdminBlock(r, names.get(r.courtId)!)), outcomes };
  });
  const refundedCents = await afterSave(ctx, under, courtIds, outcomes);
  return { blockedTimes: saved, cancelledBookings: outcomes.length, refundedCents };
}

async function lockBlock(tx: Tx, blockId: string): Promise<BlockRow> {
  const [row] = await tx
    .select()
    .from(courtBlockedTimes)
    .where(eq(courtBlockedTimes.id, blockId))
    .for('update');
  if (!row) throw notFound(ADMIN_BLOCK_MESSAGES.notFound);
  // A school group's court time follows the group: it is changed from the group only.
  const [owner] = await tx
    .select({ id: schoolGroups.id })
    .from(schoolGroups)
    .where(eq(schoolGroups.blockedTimeId, blockId));
  if (owner) throw conflict(SCHOOL_MESSAGES.blockOwnedByGroup, 'SCHOOL_GROUP_BLOCK');
  return row;
}

export async function updateBlock(
  ctx: AppContext,
  under: BookingsUnderBlocks,
  admin: SessionUser,
  blockId: string,
  body: BlockFields & { courtId: string; coveredBookings?: CoveredBookingsChoice },
): Promise<BlockSaved> {
  const now = ctx.now();
  const { saved, outcomes, oldCourt, tell } = await ctx.db.transaction(async (tx) => {
    const before = await lockBlock(tx, blockId);
    const { names, covered, outcomes } = await settleCovered(
      ctx,
      under,
      tx,
      admin,
      [body.courtId],
      body,
      now,
    );
    const [row] = await tx
      .update(courtBlockedTimes)
      .set({ courtId: body.courtId, ...blockedTimeOf(body) })
      .where(eq(courtBlockedTimes.id, blockId))
      .returning();
    await recordAudit(tx, admin, {
      action: 'blocked_time.update',
      entityType: 'blocked_time',
      entityId: blockId,
      before: { courtId: before.courtId, ...blockedTimeOf(before) },
      after: {
        courtId: row!.courtId,
        ...blockedTimeOf(row!),
        coveredBookings: covered.map((b) => b._id),
        choice: body.coveredBookings ?? null,
      },
    });
    // The old block's slots not under the new one go to their waitlists.
    const tell = await under.lifted(ctx, tx, before.courtId, blockedTimeOf(before));
    return {
      saved: [toAdminBlock(row!, names.get(row!.courtId)!)],
      outcomes,
      oldCourt: before.courtId,
      tell,
    };
  });
  const refundedCents = await afterSave(ctx, under, [oldCourt, body.courtId], outcomes);
  await tell();
  return { blockedTimes: saved, cancelledBookings: outcomes.length, refundedCents };
}

export async function deleteBlock(
  ctx: AppContext,
  under: BookingsUnderBlocks,
  admin: SessionUser,
  blockId: string,
): Promise<void> {
  const { courtId, tell } = await ctx.db.transaction(async (tx) => {
    const before = await lockBlock(tx, blockId);
    await tx.delete(courtBlockedTimes).where(eq(courtBlockedTimes.id, blockId));
    await recordAudit(tx, admin, {
      action: 'blocked_time.delete',
      entityType: 'blocked_time',
      entityId: blockId,
      before: { courtId: before.courtId, ...blockedTimeOf(before) },
      after: null,
    });
    const tell = await under.lifted(ctx, tx, before.courtId, blockedTimeOf(before));
    return { courtId: before.courtId, tell };
  });
  publishCourtsChanged(ctx, [courtId]);
  await tell();
}
