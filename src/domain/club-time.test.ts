import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  clubDate,
  daysBetween,
  greetingAt,
  isIsoDate,
  toWallClock,
  weekdayOf,
  zonedTimeToInstant,
} from './club-time.ts';

const TZ = 'Europe/Madrid';

describe('club time', () => {
  it('maps wall times to instants with the offset of the day', () => {
    expect(zonedTimeToInstant('2026-01-15', '09:00', TZ)?.toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-07-15', '09:00', TZ)?.toISOString()).toBe(
      '2026-07-15T07:00:00.000Z',
    );
  });

  it('has no 02:30 on the spring change day and two on the autumn one (first wins)', () => {
    expect(zonedTimeToInstant('2026-03-29', '02:30', TZ)).toBeNull();
    expect(zonedTimeToInstant('2026-03-29', '03:00', TZ)?.toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-10-25', '02:30', TZ)?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('reads the club date of an instant, not the UTC one', () => {
    expect(clubDate(new Date('2026-06-30T22:30:00Z'), TZ)).toBe('2026-07-01');
    expect(toWallClock(new Date('2026-06-30T22:30:00Z'), TZ).time).toBe('00:30');
  });

  it('does calendar arithmetic', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    for (let i = -400; i <= 400; i += 7)
      expect(daysBetween('2026-03-29', addDays('2026-03-29', i))).toBe(i);
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });

  it('checks a calendar date as the Date object would, day of month and leap years included', () => {
    const byDate = (value: string) => {
      const [y, m, d] = value.split('-').map(Number) as [number, number, number];
      const t = new Date(Date.UTC(y, m - 1, d));
      return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
    };
    const days = ['00', '01', '28', '29', '30', '31', '32'];
    const months = ['00', '01', '02', '04', '06', '09', '11', '12', '13'];
    for (const year of ['0050', '1900', '2000', '2024', '2026', '2100'])
      for (const month of months)
        for (const day of days) {
          const value = `${year}-${month}-${day}`;
          expect(isIsoDate(value), value).toBe(byDate(value));
        }
    const bad = ['2026-1-01', '2026-01-01T00:00', ' 2026-01-01', '2026/01/01', '', '2026-0a-01'];
    // Characters beside the digits' codes ('/' and ':'), and a sign.
    bad.push('2026-01-0/', '2026-01-0:', '+026-01-01', '2026--1-01');
    for (const value of bad) expect(isIsoDate(value), value).toBe(false);
  });

  it('greets by the time of day on the club clock, night included', () => {
    const at = (instant: string) => inSpanish(greetingAt(toWallClock(new Date(instant), TZ).time));
    // 00:55 in Madrid is still night, whatever the hour in UTC.
    expect(at('2026-11-23T23:55:00Z')).toBe('Buenas noches');
    expect(at('2026-11-24T04:59:00Z')).toBe('Buenas noches');
    expect(at('2026-11-24T05:00:00Z')).toBe('Buenos días');
    expect(at('2026-11-24T12:59:00Z')).toBe('Buenos días');
    expect(at('2026-11-24T13:00:00Z')).toBe('Buenas tardes');
    expect(at('2026-07-01T18:59:00Z')).toBe('Buenas tardes');
    expect(at('2026-07-01T19:00:00Z')).toBe('Buenas noches');
  });

  describe('memoised offsets', () => {
    /** What Intl itself says: the reference the memo must always agree with. */
    function intlWallClock(instant: Date, timeZone: string) {
      const parts: Record<string, string> = {};
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      for (const p of format.formatToParts(instant)) parts[p.type] = p.value;
      return {
        date: `${parts.year}-${parts.month}-${parts.day}`,
        time: `${parts.hour}:${parts.minute}`,
      };
    }

    /** Every 5 minutes (and the minute before each) over a UTC day. */
    function instantsOf(day: string): Date[] {
      const start = Date.parse(`${day}T00:00:00Z`);
      return Array.from({ length: 288 }, (_, i) => start + i * 300_000).flatMap((t) => [
        new Date(t),
        new Date(t - 1),
      ]);
    }

    it.each([
      ['Europe/Madrid', '2026-03-29'],
      ['Europe/Madrid', '2026-10-25'],
      ['Europe/Madrid', '2027-03-28'],
      ['Europe/Madrid', '2027-10-31'],
      // Changes on the half hour in UTC (02:00 local at +10:30 is 15:30 UTC).
      ['Australia/Lord_Howe', '2026-10-03'],
      ['Australia/Lord_Howe', '2026-04-04'],
    ])('agree with Intl at every moment of %s on %s', (timeZone, day) => {
      for (const instant of instantsOf(day)) {
        const { date, time } = toWallClock(instant, timeZone);
        expect({ date, time }, instant.toISOString()).toEqual(intlWallClock(instant, timeZone));
      }
    });

    it('turns the clocks at the exact second on the Madrid change days', () => {
      const wall = (iso: string) => toWallClock(new Date(iso), TZ);
      // Last Sunday of March: 02:00 becomes 03:00 (01:00 UTC).
      expect(wall('2026-03-29T00:59:59Z')).toMatchObject({ date: '2026-03-29', time: '01:59' });
      expect(wall('2026-03-29T01:00:00Z')).toMatchObject({ date: '2026-03-29', time: '03:00' });
      // Last Sunday of October: 03:00 goes back to 02:00 (01:00 UTC).
      expect(wall('2026-10-25T00:59:59Z')).toMatchObject({ date: '2026-10-25', time: '02:59' });
      expect(wall('2026-10-25T01:00:00Z')).toMatchObject({ date: '2026-10-25', time: '02:00' });
      expect(zonedTimeToInstant('2026-10-25', '03:00', TZ)?.toISOString()).toBe(
        '2026-10-25T02:00:00.000Z',
      );
      expect(zonedTimeToInstant('2026-03-29', '01:59', TZ)?.toISOString()).toBe(
        '2026-03-29T00:59:00.000Z',
      );
    });

    it('asks Intl at most twice per zone and hour', () => {
      const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
      try {
        // An hour no other test reads.
        const start = Date.parse('2031-05-06T10:00:00Z');
        for (let i = 0; i < 1_000; i++) toWallClock(new Date(start + i * 3_000), TZ);
        expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
        expect(toWallClock(new Date(start), TZ)).toMatchObject({
          date: '2031-05-06',
          time: '12:00',
        });
      } finally {
        spy.mockRestore();
      }
    });
  });
});
