import { describe, expect, it } from 'vitest';
import { monthSoFar, monthToDateComparison, percentChange, sameDaysLastMonth } from './periods.ts';

describe('this month so far against the same days of last month', () => {
  it('compares 1–7 December with 1–7 November', () => {
    expect(monthSoFar('2026-12-07')).toEqual({ from: '2026-12-01', to: '2026-12-07' });
    expect(sameDaysLastMonth('2026-12-07')).toEqual({ from: '2026-11-01', to: '2026-11-07' });
  });

  it('compares the 1st with the 1st', () => {
    expect(monthSoFar('2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(sameDaysLastMonth('2026-12-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });

  it('ends at the last day of a shorter last month: 31 March against February', () => {
    expect(sameDaysLastMonth('2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(sameDaysLastMonth('2026-03-29')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(sameDaysLastMonth('2026-03-28')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(sameDaysLastMonth('2026-05-31')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('counts 29 February in a leap year (2028), and 2100 is not one', () => {
    expect(sameDaysLastMonth('2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(sameDaysLastMonth('2028-03-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(sameDaysLastMonth('2100-03-31')).toEqual({ from: '2100-02-01', to: '2100-02-28' });
    expect(sameDaysLastMonth('2000-03-30')).toEqual({ from: '2000-02-01', to: '2000-02-29' });
  });

  it('goes back across the year: January against December', () => {
    expect(sameDaysLastMonth('2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-15' });
  });

  it("takes today as Madrid's day, not the server's", () => {
    // 30/11/2026 23:30 UTC is already 1 December in Madrid (UTC+1).
    expect(monthToDateComparison(new Date('2026-11-30T23:30:00Z'), 'Europe/Madrid')).toEqual({
      current: { from: '2026-12-01', to: '2026-12-01' },
      previous: { from: '2026-11-01', to: '2026-11-01' },
    });
    // 31/03/2026 22:30 UTC is 1 April in Madrid (summer time, UTC+2): April against March.
    expect(monthToDateComparison(new Date('2026-03-31T22:30:00Z'), 'Europe/Madrid')).toEqual({
      current: { from: '2026-04-01', to: '2026-04-01' },
      previous: { from: '2026-03-01', to: '2026-03-01' },
    });
    // 31/03/2026 21:30 UTC is still 31 March in Madrid: against all of February.
    expect(monthToDateComparison(new Date('2026-03-31T21:30:00Z'), 'Europe/Madrid')).toEqual({
      current: { from: '2026-03-01', to: '2026-03-31' },
      previous: { from: '2026-02-01', to: '2026-02-28' },
    });
  });
});

describe('percentChange', () => {
  it('rounds to a whole per cent, up or down', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(201, 30)).toBe(570);
    expect(percentChange(100, 100)).toBe(0);
  });

  it('says nothing when there is nothing to compare to', () => {
    expect(percentChange(100, 0)).toBeNull();
  });
});
