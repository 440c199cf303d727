import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import { describe, expect, it } from 'vitest';
import {
  courtSlots,
  formatDuration,
  parseTimeRange,
  pickConsecutiveSlots,
  type Slot,
} from './slots.ts';

const TZ = 'Europe/Madrid';
const padel = { openingTime: '09:00', closingTime: '22:30', slotMinutes: 90 };
const tennis = { openingTime: '08:00', closingTime: '22:00', slotMinutes: 60 };

describe('court slots', () => {
  it('steps from opening to closing by the slot length', () => {
    const slots = courtSlots(padel, '2026-11-23', TZ).map((s) => s.label);
    expect(slots).toEqual([
      '09:00 - 10:30',
      '10:30 - 12:00',
      '12:00 - 13:30',
      '13:30 - 15:00',
      '15:00 - 16:30',
      '16:30 - 18:00',
      '18:00 - 19:30',
      '19:30 - 21:00',
      '21:00 - 22:30',
    ]);
    expect(courtSlots(tennis, '2026-11-23', TZ)).toHaveLength(14);
  });

  it('is correct on the spring daylight-saving day', () => {
    const slots = courtSlots(tennis, '2026-03-29', TZ);
    expect(slots).toHaveLength(14);
    expect(slots[0]!.startsAt.toISOString()).toBe('2026-03-29T06:00:00.000Z');
    const night = courtSlots(
      { ...tennis, openingTime: '00:00', closingTime: '05:00' },
      '2026-03-29',
      TZ,
    );
    expect(night.map((s) => s.start)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(night[1]!.endsAt.toISOString()).toBe(night[2]!.startsAt.toISOString());
  });

  it('is correct on the autumn daylight-saving day', () => {
    const slots = courtSlots(tennis, '2026-10-25', TZ);
    expect(slots).toHaveLength(14);
    expect(slots[0]!.startsAt.toISOString()).toBe('2026-10-25T07:00:00.000Z');
    const before = courtSlots(tennis, '2026-10-24', TZ);
    expect(before[0]!.startsAt.toISOString()).toBe('2026-10-24T06:00:00.000Z');
    for (const s of slots) expect(s.endsAt.getTime() - s.startsAt.getTime()).toBe(3_600_000);
  });

  it('accepts only consecutive slots of the day', () => {
    const all = courtSlots(tennis, '2026-11-23', TZ);
    expect(
      pickConsecutiveSlots(all, ['10:00 - 11:00', '09:00 - 10:00'])?.map((s) => s.label),
    ).toEqual(['09:00 - 10:00', '10:00 - 11:00']);
    expect(pickConsecutiveSlots(all, ['09:00 - 10:00', '11:00 - 12:00'])).toBeNull();
    expect(pickConsecutiveSlots(all, ['09:30 - 10:30'])).toBeNull();
    expect(pickConsecutiveSlots(all, ['09:00 - 10:00', '09:00 - 10:00'])).toBeNull();
    expect(pickConsecutiveSlots(all, [])).toBeNull();
  });

  it('parses time ranges', () => {
    expect(parseTimeRange('09:00 - 10:30')).toEqual({ start: 540, end: 630 });
    expect(parseTimeRange('10:30 - 09:00')).toBeNull();
    expect(parseTimeRange('nope')).toBeNull();
  });
});

describe('courtSlots memo', () => {
  const hours = { openingTime: '09:00', closingTime: '12:00', slotMinutes: 90 };

  it('answers the same day with the same frozen slots, and another day afresh', () => {
    const first = courtSlots(hours, '2026-03-10', 'Europe/Madrid');
    expect(courtSlots(hours, '2026-03-10', 'Europe/Madrid')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    expect(() => (first as Slot[]).push(first[0]!)).toThrow(TypeError);
    const other = courtSlots({ ...hours, closingTime: '10:30' }, '2026-03-10', 'Europe/Madrid');
    expect(other.map((s) => s.label)).toEqual(['09:00 - 10:30']);
    expect(first.map((s) => s.label)).toEqual(['09:00 - 10:30', '10:30 - 12:00']);
  });
});

describe("a slot's length in Spanish", () => {
  it('writes hours and minutes as a Spaniard reads them', () => {
    expect(inSpanish(formatDuration(90))).toBe('1 h 30 min');
    expect(inSpanish(formatDuration(60))).toBe('1 h');
    expect(inSpanish(formatDuration(45))).toBe('45 min');
    expect(inSpanish(formatDuration(120))).toBe('2 h');
  });
});
