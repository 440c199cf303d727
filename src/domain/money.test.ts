import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  eurosToCents,
  formatEuros,
  MIN_TOP_UP_MESSAGE,
  validateTopUpAmount,
} from './money.ts';

describe('money', () => {
  it('converts euros to whole cents without float noise', () => {
    expect(eurosToCents(10.1 * 3)).toBe(3030);
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents(55)).toBe(5500);
    expect(() => eurosToCents(Number.NaN)).toThrow();
  });

  it('converts cents back to euros', () => {
    expect(centsToEuros(2550)).toBe(25.5);
    expect(centsToEuros(1)).toBe(0.01);
  });

  it('formats with two decimals', () => {
    expect(formatEuros(25.5)).toBe('25.50 €');
    expect(formatEuros(0)).toBe('0.00 €');
  });

  it('refuses a top-up under 10 € with the spec message', () => {
    expect(validateTopUpAmount(10)).toBeNull();
    expect(validateTopUpAmount(25.5)).toBeNull();
    expect(validateTopUpAmount(9.99)).toBe(MIN_TOP_UP_MESSAGE);
    expect(validateTopUpAmount(Number.NaN)).toBe(MIN_TOP_UP_MESSAGE);
    expect(validateTopUpAmount('20')).toBe(MIN_TOP_UP_MESSAGE);
    expect(MIN_TOP_UP_MESSAGE).toBe('El ingreso mínimo es de 10€.');
  });
});
