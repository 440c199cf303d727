/**
 * A group's court time is a blocked time the group owns ('Escuela de Tenis' over its weekdays and
 * time range between its dates). The admin's saves and the demo seed both write it from here,
 * through the courts module, which owns the blocks' rows.
 */
import type { BlockedTimeLike } from '@/domain/blocked-times.ts';
import { SCHOOL_BLOCK_REASON } from '@/domain/school.ts';
import type { Queryable } from '../../db/client.ts';
import { translator } from '../../i18n.ts';
import { blockedTimeOf, writeBlock } from '../courts/index.ts';

export type GroupTime = Pick<
  BlockedTimeLike,
  'startDate' | 'endDate' | 'daysOfWeek' | 'timeRange'
> & {
  courtId: string;
};

/** The group's court time as a block: its dates, weekdays and time range, no exceptions. */
export function blockOf(group: GroupTime) {
  // Stored in Spanish, as the club's own words for the block (an admin's blocks are typed).
  const reason = translator('es')(SCHOOL_BLOCK_REASON);
  const block = blockedTimeOf({ ...group, reason, exceptions: [] });
  return { courtId: group.courtId, ...block };
}

/** The group's block written in place while it exists (an admin may have deleted it), else anew. */
export function writeGroupBlock(
  q: Queryable,
  blockId: string | null,
  group: GroupTime,
): Promise<string> {
  const { courtId, ...block } = blockOf(group);
  return writeBlock(q, blockId, courtId, block);
}
