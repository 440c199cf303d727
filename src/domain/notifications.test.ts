import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  inQuietHours,
  reminderDueAt,
  sendableAt,
} from './notifications.ts';

const TZ = 'Europe/Madrid';
const quiet = { quietStart: '23:00', quietEnd: '08:00' };

describe('quiet hours', () => {
  it('span midnight when they start after they end, and end before their last minute', () => {
    expect(inQuietHours('22:59', '23:00', '08:00')).toBe(false);
    expect(inQuietHours('23:00', '23:00', '08:00')).toBe(true);
    expect(inQuietHours('03:15', '23:00', '08:00')).toBe(true);
    expect(inQuietHours('07:59', '23:00', '08:00')).toBe(true);
    expect(inQuietHours('08:00', '23:00', '08:00')).toBe(false);
  });

  it('within one day when they start before they end; none when both are the same', () => {
    expect(inQuietHours('13:30', '14:00', '16:00')).toBe(false);
    expect(inQuietHours('15:00', '14:00', '16:00')).toBe(true);
    expect(inQuietHours('16:00', '14:00', '16:00')).toBe(false);
    expect(inQuietHours('00:00', '10:00', '10:00')).toBe(false);
  });

  it('default to 23:00–08:00 with every kind on and a reminder an hour before', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toMatchObject({ ...quiet, reminderMinutes: 60 });
    expect(Object.values(DEFAULT_NOTIFICATION_PREFERENCES.kinds).every(Boolean)).toBe(true);
  });
});

describe('when a notice may be sent', () => {
  // 28 November 2026: Madrid is UTC+1.
  it('now outside quiet hours', () => {
    const now = new Date('2026-11-28T12:34:56Z');
    expect(sendableAt('payment', now, quiet, TZ)).toEqual(now);
  });

  it("at the end of the member's quiet hours, club time, on the next morning", () => {
    // 23:30 Madrid → 08:00 Madrid the next day (07:00Z).
    const night = new Date('2026-11-28T22:30:20Z');
    expect(sendableAt('match', night, quiet, TZ)).toEqual(new Date('2026-11-29T07:00:00Z'));
    // 02:10 Madrid → 08:00 the same morning.
    const early = new Date('2026-11-29T01:10:00Z');
    expect(sendableAt('school', early, quiet, TZ)).toEqual(new Date('2026-11-29T07:00:00Z'));
  });

  it('a reminder at once whatever the hour: the member chose its time', () => {
    const night = new Date('2026-11-28T22:30:00Z');
    expect(sendableAt('reminder', night, quiet, TZ)).toEqual(night);
  });

  it("a reminder is due the member's minutes before the start", () => {
    const start = new Date('2026-11-28T17:00:00Z');
    expect(reminderDueAt(start, 60)).toEqual(new Date('2026-11-28T16:00:00Z'));
    expect(reminderDueAt(start, 15)).toEqual(new Date('2026-11-28T16:45:00Z'));
  });
});
