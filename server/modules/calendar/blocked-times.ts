/**
 * Blocked times as the admin edits them (spec section 3). A save that covers active bookings (not
 * yet ended) waits for the admin's choice: without one it answers 409 BLOCK_COVERS_BOOKINGS and
 * writes nothing; 'cancel' cancels them with refunds through the member's cancel path in the same
 * transaction as the block; 'keep' leaves them. Like a closed day, a block takes courts from under
 * bookings, so it lives here, above both: the block's rows are the courts module's, the bookings'
 * fate the bookings module's (decision 083).
 */
import {
  ADMIN_BLOCK_MESSAGES,
  BLOCK_COVERS_BOOKINGS,
  type AdminBlockedTime,
  type CoveredBookingsChoice,
} from '@/api/admin.ts';
import type { Booking } from '@/api/bookings.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import { recordAudit } from '../../services/audit.ts';
import { bookingsUnderBlocks, type CancelledBooking } from '../bookings/index.ts';
import {
  blockedTimeOf,
  courtNames,
  deleteBlockRow,
  insertBlocks,
  lockBlock,
  publishCourtsChanged,
  toAdminBlock,
  updateBlockRow,
  type BlockFields,
} from '../courts/index.ts';

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
  tx: Tx,
  admin: SessionUser,
  courtIds: string[],
  body: BlockFields & { coveredBookings?: CoveredBookingsChoice },
  now: Date,
): Promise<{ names: Map<string, string>; covered: Booking[]; outcomes: CancelledBooking[] }> {
  const names = await courtNames(tx, courtIds);
  const covered = await bookingsUnderBlocks.covered(tx, courtIds, body, now);
  const choice = body.coveredBookings;
  if (covered.length === 0 || choice === 'keep') return { names, covered, outcomes: [] };
  if (!choice) {
    throw new HttpError(409, ADMIN_BLOCK_MESSAGES.covers(covered.length), BLOCK_COVERS_BOOKINGS);
  }
  const outcomes: CancelledBooking[] = [];
  for (const booking of covered) {
    const why = { cause: 'block' as const, reason: body.reason };
    outcomes.push(await bookingsUnderBlocks.cancel(ctx, tx, admin, booking._id, why));
  }
  return { names, covered, outcomes };
}

async function afterSave(
  ctx: AppContext,
  courtIds: string[],
  outcomes: CancelledBooking[],
): Promise<number> {
  for (const outcome of outcomes) await bookingsUnderBlocks.publish(ctx, outcome);
  publishCourtsChanged(ctx, courtIds);
  return outcomes.reduce((sum, o) => sum + o.refunds.reduce((s, r) => s + r.cents, 0), 0);
}

export async function createBlocks(
  ctx: AppContext,
  admin: SessionUser,
  body: BlockFields & { courtIds: string[]; coveredBookings?: CoveredBookingsChoice },
): Promise<BlockSaved> {
  const now = ctx.now();
  const courtIds = [...new Set(body.courtIds)];
  const { saved, outcomes } = await ctx.db.transaction(async (tx) => {
    const { names, covered, outcomes } = await settleCovered(ctx, tx, admin, courtIds, body, now);
    const rows = await insertBlocks(tx, courtIds, body);
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
  const refundedCents = await afterSave(ctx, courtIds, outcomes);
  return { blockedTimes: saved, cancelledBookings: outcomes.length, refundedCents };
}

export async function updateBlock(
  ctx: AppContext,
  admin: SessionUser,
  blockId: string,
  body: BlockFields & { courtId: string; coveredBookings?: CoveredBookingsChoice },
): Promise<BlockSaved> {
  const now = ctx.now();
  const { saved, outcomes, oldCourt, tell } = await ctx.db.transaction(async (tx) => {
    const before = await lockBlock(tx, blockId);
    const { names, covered, outcomes } = await settleCovered(
      ctx,
      tx,
      admin,
      [body.courtId],
      body,
      now,
    );
    const row = (await updateBlockRow(tx, blockId, body.courtId, body))!;
    await recordAudit(tx, admin, {
      action: 'blocked_time.update',
      entityType: 'blocked_time',
      entityId: blockId,
      before: { courtId: before.courtId, ...blockedTimeOf(before) },
      after: {
        courtId: row.courtId,
        ...blockedTimeOf(row),
        coveredBookings: covered.map((b) => b._id),
        choice: body.coveredBookings ?? null,
      },
    });
    // The old block's slots not under the new one go to their waitlists.
    const tell = await bookingsUnderBlocks.lifted(ctx, tx, before.courtId, blockedTimeOf(before));
    return {
      saved: [toAdminBlock(row, names.get(row.courtId)!)],
      outcomes,
      oldCourt: before.courtId,
      tell,
    };
  });
  const refundedCents = await afterSave(ctx, [oldCourt, body.courtId], outcomes);
  await tell();
  return { blockedTimes: saved, cancelledBookings: outcomes.length, refundedCents };
}

export async function deleteBlock(
  ctx: AppContext,
  admin: SessionUser,
  blockId: string,
): Promise<void> {
  const { courtId, tell } = await ctx.db.transaction(async (tx) => {
    const before = await lockBlock(tx, blockId);
    await deleteBlockRow(tx, blockId);
    await recordAudit(tx, admin, {
      action: 'blocked_time.delete',
      entityType: 'blocked_time',
      entityId: blockId,
      before: { courtId: before.courtId, ...blockedTimeOf(before) },
      after: null,
    });
    const tell = await bookingsUnderBlocks.lifted(ctx, tx, before.courtId, blockedTimeOf(before));
    return { courtId: before.courtId, tell };
  });
  publishCourtsChanged(ctx, [courtId]);
  await tell();
}
