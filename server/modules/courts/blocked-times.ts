/**
 * Blocked times' rows, one per court: read as the admin lists them, and written only here (decision
 * 083). What a block does to the bookings under it is the calendar module's (calendar/
 * blocked-times.ts), which builds on both courts and bookings; a school group's court time is
 * written through `writeBlock` too.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_BLOCK_MESSAGES,
  ADMIN_COURT_MESSAGES,
  type AdminBlockedTime,
  type blockedTimesQuerySchema,
} from '@/api/admin.ts';
import { SCHOOL_MESSAGES } from '@/domain/school.ts';
import type { BlockedTimeLike } from '@/domain/blocked-times.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { courtBlockedTimes, courts, schoolGroups } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { blockedTimeOf } from './service.ts';

export type BlockRow = typeof courtBlockedTimes.$inferSelect;
export type BlockFields = BlockedTimeLike;

export function toAdminBlock(row: BlockRow, courtName: string): AdminBlockedTime {
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

/** The courts' names by id, each of which must exist (400 otherwise). */
export async function courtNames(q: Queryable, courtIds: string[]): Promise<Map<string, string>> {
  const rows = await q
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .where(inArray(courts.id, courtIds));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  if (courtIds.some((id) => !names.has(id))) throw badRequest(ADMIN_COURT_MESSAGES.notFound);
  return names;
}

/** Locks a block an admin edits: 404 when gone, 409 when a school group owns it. */
export async function lockBlock(tx: Tx, blockId: string): Promise<BlockRow> {
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

/** One block per court, written as given. */
export function insertBlocks(
  q: Queryable,
  courtIds: string[],
  block: BlockFields,
): Promise<BlockRow[]> {
  return q
    .insert(courtBlockedTimes)
    .values(courtIds.map((courtId) => ({ courtId, ...blockedTimeOf(block) })))
    .returning();
}

/** The block moved to `courtId` and `block`; undefined when there is no such block. */
export async function updateBlockRow(
  q: Queryable,
  blockId: string,
  courtId: string,
  block: BlockFields,
): Promise<BlockRow | undefined> {
  const [row] = await q
    .update(courtBlockedTimes)
    .set({ courtId, ...blockedTimeOf(block) })
    .where(eq(courtBlockedTimes.id, blockId))
    .returning();
  return row;
}

export async function deleteBlockRow(q: Queryable, blockId: string): Promise<void> {
  await q.delete(courtBlockedTimes).where(eq(courtBlockedTimes.id, blockId));
}

/** A block written in place while `blockId` still exists (an admin may have deleted it), else anew. */
export async function writeBlock(
  q: Queryable,
  blockId: string | null,
  courtId: string,
  block: BlockFields,
): Promise<string> {
  const updated = blockId ? await updateBlockRow(q, blockId, courtId, block) : undefined;
  if (updated) return updated.id;
  const [created] = await insertBlocks(q, [courtId], block);
  return created!.id;
}
