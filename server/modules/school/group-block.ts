/**
 * A group's court time is a blocked time the group owns ('Escuela de Tenis' over its weekdays and
 * time range between its dates). The admin's saves and the demo seed both write it from here.
 */
import { eq } from 'drizzle-orm';
import type { BlockedTimeLike } from '@/domain/blocked-times.ts';
import { SCHOOL_BLOCK_REASON } from '@/domain/school.ts';
import type { Queryable } from '../../db/client.ts';
import { courtBlockedTimes } from '../../db/schema/index.ts';
import { blockedTimeOf } from '../courts/index.ts';

export type GroupTime = Pick<
  BlockedTimeLike,
  'startDate' | 'endDate' | 'daysOfWeek' | 'timeRange'
> & {
  courtId: string;
};

/** The group's court time as a block: its dates, weekdays and time range, no exceptions. */
export function blockOf(group: GroupTime) {
  const block = blockedTimeOf({ ...group, reason: SCHOOL_BLOCK_REASON, exceptions: [] });
  return { courtId: group.courtId, ...block };
}

/** The group's block written in place while it exists (an admin may have deleted it), else anew. */
export async function writeGroupBlock(
  q: Queryable,
  blockId: string | null,
  group: GroupTime,
): Promise<string> {
  if (blockId) {
    const [updated] = await q
      .update(courtBlockedTimes)
      .set(blockOf(group))
      .where(eq(courtBlockedTimes.id, blockId))
      .returning({ id: courtBlockedTimes.id });
    if (updated) return updated.id;
  }
  const [created] = await q
    .insert(courtBlockedTimes)
    .values(blockOf(group))
    .returning({ id: courtBlockedTimes.id });
  return created!.id;
}
