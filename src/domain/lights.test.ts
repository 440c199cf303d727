import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIGHT_SETTINGS,
  desiredLight,
  lightMinutes,
  type LightBooking,
  type ManualLight,
  type SunTimes,
} from './lights.ts';

const MINUTE = 60_000;

function booking(id: string, start: string, end: string): LightBooking {
  return { id, startsAt: new Date(start), endsAt: new Date(end) };
}

/** Every change of the decision over the day, minute by minute: when, on or off, why. */
function switchesOver(
  day: string,
  bookings: LightBooking[],
  sun: SunTimes,
  manual: ManualLight | null = null,
) {
  const changes: string[] = [];
  let on = false;
  const start = new Date(`${day}T00:00:00Z`).getTime();
  for (let t = start; t < start + 24 * 60 * MINUTE; t += MINUTE) {
    const d = desiredLight({
      now: new Date(t),
      bookings,
      sun,
      settings: DEFAULT_LIGHT_SETTINGS,
      manual,
    });
    if (d.on !== on) {
      on = d.on;
      changes.push(`${new Date(t).toISOString().slice(11, 16)} ${on ? 'on' : 'off'} ${d.reason}`);
    }
  }
  return changes;
}

// Madrid, times in UTC: 15 January sunrise 07:38, sunset 17:08; 15 July 04:57 and 19:45.
const winter: SunTimes = {
  sunrise: new Date('2026-01-15T07:38:00Z'),
  sunset: new Date('2026-01-15T17:08:00Z'),
};
const summer: SunTimes = {
  sunrise: new Date('2026-07-15T04:57:00Z'),
  sunset: new Date('2026-07-15T19:45:00Z'),
};

describe('desiredLight', () => {
  it('lights a winter day: early morning, not midday, and the evening back to back once', () => {
    const day = [
      booking('early', '2026-01-15T07:00:00Z', '2026-01-15T08:00:00Z'),
      booking('noon', '2026-01-15T12:00:00Z', '2026-01-15T13:00:00Z'),
      booking('dusk', '2026-01-15T16:30:00Z', '2026-01-15T17:30:00Z'),
      booking('night', '2026-01-15T17:30:00Z', '2026-01-15T19:00:00Z'),
      booking('late', '2026-01-15T20:00:00Z', '2026-01-15T21:00:00Z'),
    ];
    expect(switchesOver('2026-01-15', day, winter)).toEqual([
      '06:55 on booking',
      '08:05 off idle',
      '16:25 on booking',
      '19:05 off idle',
      '19:55 on booking',
      '21:05 off idle',
    ]);
  });

  it('lights a summer day only after sunset, with the margin', () => {
    const day = [
      booking('morning', '2026-07-15T06:00:00Z', '2026-07-15T07:00:00Z'),
      booking('afternoon', '2026-07-15T18:00:00Z', '2026-07-15T19:00:00Z'),
      // Ends 19:30, 15 minutes before sunset: inside the 30-minute margin.
      booking('evening', '2026-07-15T19:00:00Z', '2026-07-15T19:30:00Z'),
      booking('night', '2026-07-15T20:00:00Z', '2026-07-15T21:00:00Z'),
    ];
    expect(switchesOver('2026-07-15', day, summer)).toEqual([
      '18:55 on booking',
      '19:35 off idle',
      '19:55 on booking',
      '21:05 off idle',
    ]);
  });

  it('switches off at once when the booking is gone (cancelled) and nothing follows', () => {
    const now = new Date('2026-01-15T18:10:00Z');
    const kept = booking('b', '2026-01-15T18:00:00Z', '2026-01-15T19:00:00Z');
    const input = { now, sun: winter, settings: DEFAULT_LIGHT_SETTINGS, manual: null };
    expect(desiredLight({ ...input, bookings: [kept] })).toEqual({
      on: true,
      reason: 'booking',
      bookingId: 'b',
    });
    expect(desiredLight({ ...input, bookings: [] })).toEqual({
      on: false,
      reason: 'idle',
      bookingId: null,
    });
  });

  it('obeys a manual switch until it expires, then the bookings again', () => {
    const day = [booking('b', '2026-01-15T18:00:00Z', '2026-01-15T19:00:00Z')];
    const manual = { on: false, until: new Date('2026-01-15T18:30:00Z') };
    expect(switchesOver('2026-01-15', day, winter, manual)).toEqual([
      '18:30 on booking',
      '19:05 off idle',
    ]);
    const onByHand = { on: true, until: new Date('2026-01-15T11:00:00Z') };
    expect(switchesOver('2026-01-15', [], winter, onByHand)).toEqual([
      '00:00 on manualOn',
      '11:00 off idle',
    ]);
  });
});

describe('lightMinutes', () => {
  const from = new Date('2026-01-01T00:00:00Z');
  const until = new Date('2026-02-01T00:00:00Z');
  it('adds the on periods, clipping one that began before the month and one still on', () => {
    const switches = [
      { on: true, at: new Date('2025-12-31T23:00:00Z') },
      { on: false, at: new Date('2026-01-01T01:00:00Z') },
      { on: true, at: new Date('2026-01-10T18:00:00Z') },
      { on: false, at: new Date('2026-01-10T19:30:00Z') },
      { on: true, at: new Date('2026-01-31T23:45:00Z') },
    ];
    expect(lightMinutes(switches, from, until)).toBe(60 + 90 + 15);
  });
});
