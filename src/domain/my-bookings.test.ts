import { describe, expect, it } from 'vitest';
import { MY_BOOKINGS_PAST_DAYS, myBookingsWindowStart, splitByEnd } from './my-bookings.ts';

describe("'Mis Reservas' default window", () => {
  it(`starts ${MY_BOOKINGS_PAST_DAYS} days back`, () => {
    expect(myBookingsWindowStart('2026-11-21')).toBe('2026-08-23');
  });
});

describe("'Mis Reservas': upcoming and past", () => {
  // 21/11/2026 10:00 in Madrid (09:00 UTC, winter time).
  const now = new Date('2026-11-21T09:00:00Z');
  const booking = (id: string, startsAt: string, minutes = 60) => ({
    id,
    startsAt,
    endsAt: new Date(new Date(startsAt).getTime() + minutes * 60_000).toISOString(),
  });
  const ids = (list: { id: string }[]) => list.map((b) => b.id);

  it('puts the bookings to come first, soonest first, and the past ones latest first', () => {
    const { upcoming, past } = splitByEnd(
      [
        booking('last-week', '2026-11-14T17:00:00Z'),
        booking('next-week', '2026-11-28T17:00:00Z'),
        booking('yesterday', '2026-11-20T17:00:00Z'),
        booking('tomorrow', '2026-11-22T08:00:00Z'),
      ],
      now,
    );
    expect(ids(upcoming)).toEqual(['tomorrow', 'next-week']);
    expect(ids(past)).toEqual(['yesterday', 'last-week']);
  });

  it('keeps a booking under way among the upcoming ones until it ends', () => {
    const { upcoming, past } = splitByEnd(
      [
        booking('under-way', '2026-11-21T08:30:00Z'), // 09:30–10:30 in Madrid
        booking('just-ended', '2026-11-21T08:00:00Z'), // ended at 10:00 in Madrid, now
        booking('this-morning', '2026-11-21T07:00:00Z', 90),
      ],
      now,
    );
    expect(ids(upcoming)).toEqual(['under-way']);
    expect(ids(past)).toEqual(['just-ended', 'this-morning']);
  });

  it('splits by the instant, not by the day: late last night is past, early tomorrow to come', () => {
    const { upcoming, past } = splitByEnd(
      [
        booking('late-last-night', '2026-11-20T22:00:00Z'), // 23:00–00:00 in Madrid
        booking('just-after-midnight', '2026-11-21T23:30:00Z'), // 00:30 on 22/11 in Madrid
      ],
      now,
    );
    expect(ids(past)).toEqual(['late-last-night']);
    expect(ids(upcoming)).toEqual(['just-after-midnight']);
  });
});
