import { describe, expect, it } from 'vitest';
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
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });

  it('greets by the time of day on the club clock, night included', () => {
    const at = (instant: string) => greetingAt(toWallClock(new Date(instant), TZ).time);
    // 00:55 in Madrid is still night, whatever the hour in UTC.
    expect(at('2026-11-23T23:55:00Z')).toBe('Buenas noches');
    expect(at('2026-11-24T04:59:00Z')).toBe('Buenas noches');
    expect(at('2026-11-24T05:00:00Z')).toBe('Buenos días');
    expect(at('2026-11-24T12:59:00Z')).toBe('Buenos días');
    expect(at('2026-11-24T13:00:00Z')).toBe('Buenas tardes');
    expect(at('2026-07-01T18:59:00Z')).toBe('Buenas tardes');
    expect(at('2026-07-01T19:00:00Z')).toBe('Buenas noches');
  });
});
