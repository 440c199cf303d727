/** The bench's booking bodies: every free slot of the next six days, as the body that books it. */
import { addDays } from '@/domain/club-time.ts';
import { findBlock } from '@/domain/blocked-times.ts';
import { courtSlots } from '@/domain/slots.ts';
import type { courtBlockedTimes, courts } from '../db/schema/index.ts';

export function freeSlots(
  courtRows: Array<typeof courts.$inferSelect>,
  blocks: Array<typeof courtBlockedTimes.$inferSelect>,
  today: string,
  tz: string,
): object[] {
  return courtRows.flatMap((c) => {
    const blocked = blocks.filter((b) => b.courtId === c.id);
    return Array.from({ length: 6 }, (_, d) => addDays(today, d + 1)).flatMap((date) =>
      courtSlots(c, date, tz)
        .filter((slot) => !findBlock(blocked, date, slot.label))
        .map((slot) => ({ courtId: c.id, dateBooked: date, timeBooked: [slot.label] })),
    );
  });
}
