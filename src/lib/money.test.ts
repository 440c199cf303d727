import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatCents, formatEuros } from './money.ts';

describe('money', () => {
  it('converts euros to whole cents, rounding float noise', () => {
    expect(eurosToCents(10)).toBe(1000);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(centsToEuros(1999)).toBe(19.99);
  });

  it('shows two decimals and the euro sign', () => {
    expect(formatEuros(12.5)).toBe('12.50 €');
    expect(formatEuros(0)).toBe('0.00 €');
    expect(formatEuros(-0.001)).toBe('0.00 €');
    expect(formatEuros(Number.NaN)).toBe('0.00 €');
    expect(formatCents(5)).toBe('0.05 €');
  });
});
