import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import {
  dueMonths,
  monthLabel,
  monthlyAmounts,
  seasonSessionPrices,
  splitCents,
} from './series-billing.ts';

describe('splitCents', () => {
  it('gives the odd cents one each to the first shares and adds up exactly', () => {
    expect(splitCents(1000, 3)).toEqual([334, 333, 333]);
    expect(splitCents(100002, 10)).toEqual([10001, 10001, ...Array(8).fill(10000)]);
    expect(splitCents(0, 2)).toEqual([0, 0]);
    expect(splitCents(500, 0)).toEqual([]);
  });
});

describe('monthlyAmounts', () => {
  it('splits a season price over the months its dates fall in, earliest months first', () => {
    const dates = ['2026-09-07', '2026-09-14', '2026-10-05', '2026-11-02', '2026-11-09'];
    expect([...monthlyAmounts(50000, dates)]).toEqual([
      ['2026-09', 16667],
      ['2026-10', 16667],
      ['2026-11', 16666],
    ]);
  });

  it('September to June is ten months of the season price', () => {
    const dates: string[] = [];
    for (let d = new Date('2026-09-07T00:00:00Z'); d <= new Date('2027-06-28T00:00:00Z');) {
      dates.push(d.toISOString().slice(0, 10));
      d = new Date(d.getTime() + 7 * 86_400_000);
    }
    const amounts = monthlyAmounts(45050, dates);
    expect(amounts.size).toBe(10);
    expect([...amounts.values()].reduce((a, b) => a + b, 0)).toBe(45050);
    expect(amounts.get('2026-09')).toBe(4505);
    expect(amounts.get('2027-06')).toBe(4505);
  });
});

describe('seasonSessionPrices', () => {
  it("splits each month's share over its dates; every price adds up to the season price", () => {
    const dates = ['2026-12-07', '2026-12-14', '2026-12-21', '2027-01-11'];
    const prices = seasonSessionPrices(20000, dates);
    expect([...prices]).toEqual([
      ['2026-12-07', 3334],
      ['2026-12-14', 3333],
      ['2026-12-21', 3333],
      ['2027-01-11', 10000],
    ]);
    expect([...prices.values()].reduce((a, b) => a + b, 0)).toBe(20000);
  });

  it('a month without dates (every date a holiday) takes no share', () => {
    expect([...seasonSessionPrices(9000, ['2026-12-07', '2027-02-01']).keys()]).toEqual([
      '2026-12-07',
      '2027-02-01',
    ]);
    expect(seasonSessionPrices(9000, ['2026-12-07', '2027-02-01']).get('2027-02-01')).toBe(4500);
  });
});

describe('dueMonths', () => {
  const series = { from: '2026-11-29', to: '2027-02-15', billingDay: 5 };

  it('a month is due from its billing day on, and stays due until charged', () => {
    expect(dueMonths({ ...series, from: '2026-12-10' }, '2026-12-04')).toEqual([]);
    expect(dueMonths({ ...series, from: '2026-12-10' }, '2026-12-05')).toEqual(['2026-12']);
    // Created after November's billing day: November is due at once.
    expect(dueMonths(series, '2026-11-28')).toEqual(['2026-11']);
    expect(dueMonths(series, '2026-12-04')).toEqual(['2026-11']);
    expect(dueMonths(series, '2026-12-05')).toEqual(['2026-11', '2026-12']);
    expect(dueMonths(series, '2027-06-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('names months in Spanish', () => {
    expect(inSpanish(monthLabel('2027-01'))).toBe('enero de 2027');
    expect(inSpanish(monthLabel('2026-12'))).toBe('diciembre de 2026');
  });
});
