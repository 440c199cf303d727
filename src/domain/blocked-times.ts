/**
 * Blocked times (spec section 5): a slot is blocked when its day lies within the block's dates,
 * its weekday is listed, and it overlaps the block's time range, unless an exception for that
 * exact date covers the slot. A slot partly inside a block is blocked too: half a slot cannot be
 * played.
 */
import { msg, type Message } from '@/i18n/message.ts';
import { closedLabel } from './calendar.ts';
import { SPANISH_WEEKDAYS, type BlockedTime } from './courts.ts';
import { weekdayOf } from './club-time.ts';
import { parseTimeRange } from './slots.ts';

export type BlockedTimeLike = Pick<
  BlockedTime,
  'startDate' | 'endDate' | 'daysOfWeek' | 'timeRange' | 'reason' | 'kind' | 'exceptions'
>;

/** What a block with no reason reads as. */
export const DEFAULT_BLOCK_REASON = msg('rules.blockedDefault');

function normalise(day: string): string {
  return day
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The block holding a slot ('HH:MM - HH:MM') of a date, or null when the slot is free of blocks. */
export function findBlock<T extends BlockedTimeLike>(
  blocks: readonly T[],
  date: string,
  slot: string,
): T | null {
  const range = parseTimeRange(slot);
  if (!range) return null;
  const weekday = normalise(SPANISH_WEEKDAYS[weekdayOf(date)]!);
  for (const block of blocks) {
    if (date < block.startDate || date > block.endDate) continue;
    if (!block.daysOfWeek.some((d) => normalise(d) === weekday)) continue;
    const blocked = parseTimeRange(block.timeRange);
    if (!blocked || range.start >= blocked.end || range.end <= blocked.start) continue;
    const excepted = block.exceptions.some((e) => {
      if (e.date !== date) return false;
      const free = parseTimeRange(e.timeRange);
      return !!free && free.start <= range.start && free.end >= range.end;
    });
    if (!excepted) return block;
  }
  return null;
}

/**
 * What the schedule shows on, and the booking rules answer for, a blocked slot: the admin's own
 * reason as typed, a closed day of the club or a school group's time in the reader's words, or
 * the default.
 */
export function blockLabel(block: BlockedTimeLike): Message {
  const reason = block.reason.trim();
  if (block.kind === 'closure') return closedLabel({ date: block.startDate, name: reason });
  if (block.kind === 'school') return msg('school.blockReason');
  return reason ? msg('rules.slotBlocked', { reason }) : DEFAULT_BLOCK_REASON;
}
