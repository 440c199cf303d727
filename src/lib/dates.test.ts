import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalogue } from '@/i18n/index.ts';
import { formatEuros } from './euros.ts';
import {
  formatDateTime,
  formatDayAndMonth,
  formatLongDate,
  formatShortDate,
  formatTime,
  parseShortDate,
  toPayloadDate,
  todayPayloadDate,
} from './dates.ts';

describe('dates on the club calendar (Europe/Madrid)', () => {
  it('formats a bare payload date in es-ES long format without shifting the day', () => {
    expect(formatLongDate('2026-11-21')).toBe('sábado, 21 de noviembre de 2026');
  });

  it('reads a moment on the club calendar, not UTC', () => {
    // 23:30 UTC on 21 November is already 22 November in Madrid (UTC+1).
    const late = new Date('2026-11-21T23:30:00Z');
    expect(toPayloadDate(late)).toBe('2026-11-22');
    expect(todayPayloadDate(late)).toBe('2026-11-22');
    expect(formatShortDate(late)).toBe('22/11/2026');
    expect(formatTime(late)).toBe('00:30');
    expect(formatDateTime(late)).toBe('22/11/2026 00:30');
    expect(formatLongDate(late)).toBe('domingo, 22 de noviembre de 2026');
  });

  it("names the home screen's day in Spanish without the year", () => {
    expect(formatDayAndMonth('2026-11-21')).toBe('sábado, 21 de noviembre');
    expect(formatDayAndMonth(new Date('2026-12-31T23:30:00Z'))).toBe('viernes, 1 de enero');
  });

  it('reads milliseconds and ISO text as moments and shows a bare date unshifted', () => {
    expect(formatDateTime(Date.UTC(2026, 2, 5, 8, 30))).toBe('05/03/2026 09:30');
    expect(formatDateTime('2026-03-05T08:30:00.000Z')).toBe('05/03/2026 09:30');
    expect(formatShortDate('2027-03-07')).toBe('07/03/2027');
  });

  it('shows nothing for text that names no moment', () => {
    expect(formatShortDate('mañana')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatLongDate('2026-13-45')).toBe('');
  });

  it('follows summer time', () => {
    expect(formatTime(new Date('2026-07-01T08:00:00Z'))).toBe('10:00');
  });
});

describe('parseShortDate reads a day as typed here', () => {
  it('reads dd/mm/aaaa day first, with short or other separators', () => {
    expect(parseShortDate('03/04/2026')).toBe('2026-04-03');
    expect(parseShortDate(' 3/4/2026 ')).toBe('2026-04-03');
    expect(parseShortDate('29-02-2028')).toBe('2028-02-29');
    expect(parseShortDate('1.12.2026')).toBe('2026-12-01');
  });

  it('is null until the text is a whole, real day', () => {
    for (const text of ['', '03/04/202', '31/04/2026', '29/02/2027', '13/13/2026', '2026-04-03']) {
      expect(parseShortDate(text)).toBeNull();
    }
  });
});

describe("dates and euros in the reader's language", () => {
  afterEach(() => i18n.activate('es'));

  it('names days in Catalan and in British English, euros as each writes them', async () => {
    await loadCatalogue('ca', ['common']);
    i18n.activate('ca');
    expect(formatLongDate('2026-11-21')).toBe('dissabte, 21 de novembre del 2026');
    expect(formatShortDate('2026-11-21')).toBe('21/11/2026');
    expect(formatEuros(1234.5)).toBe('1.234,50 €');
    await loadCatalogue('en', ['common']);
    i18n.activate('en');
    expect(formatLongDate('2026-11-21')).toBe('Saturday, 21 November 2026');
    expect(formatDayAndMonth('2026-11-21')).toBe('Saturday 21 November');
    expect(formatEuros(1234.5)).toBe('€1,234.50');
    i18n.activate('es');
    expect(formatEuros(12.5)).toBe('12,50 €');
  });
});
