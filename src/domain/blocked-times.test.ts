import { describe, expect, it } from 'vitest';
import type { BlockedTime } from '@/api/courts.ts';
import { msg } from '@/i18n/message.ts';
import { blockLabel, findBlock } from './blocked-times.ts';

const block: BlockedTime = {
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  daysOfWeek: ['Lunes', 'Miércoles'],
  timeRange: '18:00 - 20:00',
  reason: 'Escuela de tenis',
  exceptions: [{ date: '2026-11-25', timeRange: '18:00 - 19:00' }],
};

describe('blocked times', () => {
  it('blocks a slot inside the dates, on a listed weekday, within the range', () => {
    // 2026-11-23 is a Monday.
    expect(findBlock([block], '2026-11-23', '18:00 - 19:00')).toBe(block);
    expect(findBlock([block], '2026-11-23', '19:00 - 20:00')).toBe(block);
  });

  it('blocks a slot that only partly overlaps the range', () => {
    expect(findBlock([block], '2026-11-23', '17:30 - 19:00')).toBe(block);
  });

  it('leaves other times, weekdays and dates free', () => {
    expect(findBlock([block], '2026-11-23', '17:00 - 18:00')).toBeNull();
    expect(findBlock([block], '2026-11-23', '20:00 - 21:00')).toBeNull();
    expect(findBlock([block], '2026-11-24', '18:00 - 19:00')).toBeNull(); // Tuesday
    expect(findBlock([block], '2026-12-07', '18:00 - 19:00')).toBeNull(); // after endDate
    expect(findBlock([block], '2026-10-26', '18:00 - 19:00')).toBeNull(); // before startDate
  });

  it('honours an exception only on its exact date and within its range', () => {
    // 2026-11-25 is a Wednesday.
    expect(findBlock([block], '2026-11-25', '18:00 - 19:00')).toBeNull();
    expect(findBlock([block], '2026-11-25', '19:00 - 20:00')).toBe(block);
    expect(findBlock([block], '2026-11-25', '18:00 - 19:30')).toBe(block);
    expect(findBlock([block], '2026-11-18', '18:00 - 19:00')).toBe(block);
  });

  it('matches weekdays with or without accents', () => {
    const b = { ...block, daysOfWeek: ['Miercoles' as 'Miércoles'], exceptions: [] };
    expect(findBlock([b], '2026-11-18', '18:00 - 19:00')).toBe(b);
    const s = { ...block, daysOfWeek: ['Sábado' as const], exceptions: [] };
    expect(findBlock([s], '2026-11-21', '18:00 - 19:00')).toBe(s);
  });

  it('labels a block with its reason, the default, or a closed day of the club', () => {
    expect(blockLabel(block)).toEqual(msg('rules.slotBlocked', { reason: 'Escuela de tenis' }));
    expect(blockLabel({ ...block, reason: ' ' })).toEqual(msg('rules.blockedDefault'));
    const closure = { ...block, reason: 'Navidad', kind: 'closure' as const };
    expect(blockLabel(closure)).toEqual(msg('calendar.closedNamed', { name: 'Navidad' }));
    // A school group's time reads as the school's in each language, whatever the row keeps.
    expect(blockLabel({ ...block, kind: 'school' })).toEqual(msg('school.blockReason'));
  });
});
