/**
 * The bench's week: every court's schedule as a member loads it, and every free slot of the next
 * six days as the body that books it.
 */
import { addDays } from '@/domain/club-time.ts';
import { findBlock } from '@/domain/blocked-times.ts';
import { courtSlots } from '@/domain/slots.ts';
import type { courtBlockedTimes, courts } from '../db/schema/index.ts';
import type { Req } from './bench-tools.ts';

export interface FreeSlot {
  courtId: string;
  dateBooked: string;
  label: string;
  startsAt: Date;
  endsAt: Date;
}

/** Every free slot of the next six days, court by court. */
export function freeSlotList(
  courtRows: Array<typeof courts.$inferSelect>,
  blocks: Array<typeof courtBlockedTimes.$inferSelect>,
  today: string,
  tz: string,
): FreeSlot[] {
  return courtRows.flatMap((c) => {
    const blocked = blocks.filter((b) => b.courtId === c.id);
    return Array.from({ length: 6 }, (_, d) => addDays(today, d + 1)).flatMap((date) =>
      courtSlots(c, date, tz)
        .filter((slot) => !findBlock(blocked, date, slot.label))
        .map(({ label, startsAt, endsAt }) => ({
          courtId: c.id,
          dateBooked: date,
          label,
          startsAt,
          endsAt,
        })),
    );
  });
}

/** The create-booking body of each free slot. */
export function freeSlots(free: FreeSlot[]): object[] {
  return free.map((s) => ({ courtId: s.courtId, dateBooked: s.dateBooked, timeBooked: [s.label] }));
}

/** Each court's time intervals of each day of the week and its week's bookings, in turn. */
export function scheduleLoads(
  courtRows: Array<{ id: string }>,
  today: string,
  cookieOf: (i: number) => string,
): Req[] {
  const weekEnd = addDays(today, 6);
  return courtRows.flatMap((c, i) =>
    Array.from({ length: 7 }, (_, d): Req[] => [
      {
        method: 'GET',
        path: `/api/courts/time-intervals?courtId=${c.id}&date=${addDays(today, d)}`,
        cookie: cookieOf(i * 7 + d),
      },
      {
        method: 'GET',
        path: `/api/users/booked?courtId=${c.id}&isDelete=true&startDate=${today}&endDate=${weekEnd}`,
        cookie: cookieOf(i * 7 + d),
      },
    ]).flat(),
  );
}
