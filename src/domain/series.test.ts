import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import type { BlockedTime } from './courts.ts';
import {
  checkPattern,
  seriesDates,
  sessionLabels,
  SERIES_MESSAGES,
  weekdayDates,
  type SeriesDate,
} from './series.ts';

const TZ = 'Europe/Madrid';
const court = {
  openingTime: '08:00',
  closingTime: '22:00',
  slotMinutes: 30,
  blockedTimes: [
    {
      startDate: '2027-03-16',
      endDate: '2027-03-23',
      daysOfWeek: ['Martes'],
      timeRange: '18:00 - 20:00',
      reason: 'Torneo de primavera',
      exceptions: [],
    },
  ] as BlockedTime[],
};
const closedDays = [
  { date: '2026-10-12', name: 'Fiesta Nacional de España' },
  { date: '2026-12-08', name: 'La Inmaculada Concepción' },
  { date: '2026-12-29', name: 'Navidad (club)' },
];

function line(d: SeriesDate): string {
  if (d.ok) return `${d.date} ${d.slots.map((s) => s.label).join(', ')}`;
  return `${d.date} SKIP ${d.reason}: ${String(inSpanish(d.detail))}`;
}

describe('seriesDates', () => {
  it('gives the September–June season of one court as the golden file says', () => {
    const dates = seriesDates({
      pattern: {
        from: '2026-09-01',
        to: '2027-06-30',
        weekday: 2,
        startTime: '19:00',
        minutes: 90,
      },
      court,
      closedDays,
      timeZone: TZ,
    });
    const text = `${dates.map(line).join('\n')}\n`;
    const file = new URL('./golden/series-season.txt', import.meta.url);
    if (process.env.UPDATE_GOLDEN) writeFileSync(file, text);
    expect(text).toBe(readFileSync(file, 'utf8'));
  });

  it('skips dates outside the opening hours', () => {
    const [first] = seriesDates({
      pattern: {
        from: '2026-09-07',
        to: '2026-09-07',
        weekday: 1,
        startTime: '21:30',
        minutes: 60,
      },
      court,
      closedDays: [],
      timeZone: TZ,
    });
    expect(inSpanish(first)).toEqual({
      date: '2026-09-07',
      ok: false,
      reason: 'outsideHours',
      detail: 'La pista abre 08:00 - 22:00',
    });
  });
});

describe('patterns', () => {
  it('lists a weekday between two dates, both included', () => {
    expect(weekdayDates({ from: '2026-09-01', to: '2026-09-15', weekday: 2 })).toEqual([
      '2026-09-01',
      '2026-09-08',
      '2026-09-15',
    ]);
  });

  it('splits a session into the court slots', () => {
    expect(sessionLabels('18:00', 60, 30)).toEqual(['18:00 - 18:30', '18:30 - 19:00']);
    expect(sessionLabels('18:00', 45, 30)).toBeNull();
  });

  it('refuses bad dates, lengths and empty patterns in Spanish', () => {
    const ok = {
      from: '2026-09-01',
      to: '2027-06-30',
      weekday: 2,
      startTime: '19:00',
      minutes: 90,
    };
    expect(checkPattern(ok, 30)).toBeNull();
    expect(checkPattern({ ...ok, to: '2026-08-01' }, 30)).toBe(SERIES_MESSAGES.datesInvalid);
    expect(inSpanish(SERIES_MESSAGES.datesInvalid)).toBe('Las fechas del abono no son válidas.');
    expect(checkPattern({ ...ok, to: '2028-06-30' }, 30)).toBe(SERIES_MESSAGES.tooLong);
    expect(checkPattern({ ...ok, minutes: 45 }, 30)).toBe(SERIES_MESSAGES.lengthInvalid);
    expect(checkPattern({ ...ok, to: '2026-09-01', weekday: 3 }, 30)).toBe(SERIES_MESSAGES.noDates);
  });
});

describe('releasing a date', () => {
  it('credits it only before the cancellation window', async () => {
    const { releaseCredits } = await import('./series.ts');
    const start = new Date('2026-12-01T18:00:00Z');
    expect(releaseCredits(start, new Date('2026-12-01T11:00:00Z'))).toBe(true);
    expect(releaseCredits(start, new Date('2026-12-01T13:00:00Z'))).toBe(false);
  });
});
