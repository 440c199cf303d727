import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import { msg } from '@/i18n/message.ts';
import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  eurosToCents,
  formatCentsAsSpec,
  formatCentsInSpanish,
  formatEurosAsSpec,
  formatEurosInSpanish,
  MIN_TOP_UP_MESSAGE,
  parseCents,
  parseDecimal,
  parseEuros,
  validateTopUpAmount,
} from './money.ts';

describe('money', () => {
  it('converts euros to whole cents without float noise', () => {
    expect(eurosToCents(10.1 * 3)).toBe(3030);
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents(55)).toBe(5500);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(() => eurosToCents(Number.NaN)).toThrow();
  });

  it('converts cents back to euros', () => {
    expect(centsToEuros(2550)).toBe(25.5);
    expect(centsToEuros(1)).toBe(0.01);
  });

  it('formats with two decimals', () => {
    expect(formatEurosAsSpec(25.5)).toBe('25.50 €');
    expect(formatEurosAsSpec(0)).toBe('0.00 €');
    expect(formatEurosAsSpec(-0.001)).toBe('0.00 €');
    expect(formatEurosAsSpec(Number.NaN)).toBe('0.00 €');
    expect(formatCentsAsSpec(5)).toBe('0.05 €');
  });

  it('shows euros as a Spaniard reads them where the spec fixes no form', () => {
    expect(formatEurosInSpanish(12.5)).toBe('12,50 €');
    expect(formatEurosInSpanish(0)).toBe('0,00 €');
    expect(formatEurosInSpanish(-0.001)).toBe('0,00 €');
    expect(formatEurosInSpanish(Number.NaN)).toBe('0,00 €');
    expect(formatEurosInSpanish(12345)).toBe('12.345,00 €');
    expect(formatCentsInSpanish(7050)).toBe('70,50 €');
    // The reader's locale when the caller passes it (decision 089).
    expect(formatEurosInSpanish(12345, 'en-GB')).toBe('€12,345.00');
    expect(formatCentsInSpanish(7050, 'ca-ES')).toBe('70,50 €');
  });

  it('refuses a top-up under 10 € with the spec message', () => {
    expect(validateTopUpAmount(10)).toBeNull();
    expect(validateTopUpAmount(25.5)).toBeNull();
    expect(validateTopUpAmount(9.99)).toBe(MIN_TOP_UP_MESSAGE);
    expect(validateTopUpAmount(Number.NaN)).toBe(MIN_TOP_UP_MESSAGE);
    expect(validateTopUpAmount('20')).toBe(MIN_TOP_UP_MESSAGE);
    expect(inSpanish(msg(MIN_TOP_UP_MESSAGE))).toBe('El ingreso mínimo es de 10€.');
  });

  describe('parseDecimal', () => {
    it('reads a decimal comma and a decimal dot alike', () => {
      expect(parseDecimal('70,50')).toBe(70.5);
      expect(parseDecimal('70.50')).toBe(70.5);
      expect(parseDecimal('7,5')).toBe(7.5);
      expect(parseDecimal('1.234')).toBe(1.234);
      expect(parseDecimal(',5')).toBe(0.5);
      expect(parseDecimal('70,')).toBe(70);
      expect(parseDecimal('42')).toBe(42);
      expect(parseDecimal(' -3,25 ')).toBe(-3.25);
    });

    it('reads thousands grouped in threes when both separators, or one repeated, say so', () => {
      expect(parseDecimal('1.234,56')).toBe(1234.56);
      expect(parseDecimal('1,234.56')).toBe(1234.56);
      expect(parseDecimal('1 234,56')).toBe(1234.56);
      expect(parseDecimal('1.234.567')).toBe(1234567);
      expect(parseDecimal('1.234.567,8')).toBe(1234567.8);
    });

    it('refuses garbage rather than guessing', () => {
      for (const text of ['', ' ', ',', '-', 'abc', '12a', '1e3', 'Infinity', '0x10']) {
        expect(parseDecimal(text)).toBeNull();
      }
      for (const text of ['1,2,3', '12,34.5', '1.23,4', '1.234,5,6', '1..5', '1.2.3', '.234,5']) {
        expect(parseDecimal(text)).toBeNull();
      }
    });
  });

  describe('parseEuros and parseCents', () => {
    it('reads euros with a comma or a dot, spaces and the euro sign', () => {
      expect(parseEuros('70,50')).toBe(70.5);
      expect(parseEuros('70.50')).toBe(70.5);
      expect(parseEuros('70,50 €')).toBe(70.5);
      expect(parseEuros('70.50€')).toBe(70.5);
      expect(parseEuros('€ 12')).toBe(12);
      expect(parseEuros('1.234,56 €')).toBe(1234.56);
      expect(parseEuros(70.5)).toBe(70.5);
      expect(parseCents('70,50')).toBe(7050);
      expect(parseCents('70.50')).toBe(7050);
      expect(parseCents('0,29')).toBe(29);
      expect(parseCents(19.99)).toBe(1999);
    });

    it('refuses more than two decimals, an ambiguous grouping and garbage', () => {
      expect(parseEuros('1.234')).toBeNull();
      expect(parseEuros('1,234')).toBeNull();
      expect(parseEuros('12,345')).toBeNull();
      expect(parseEuros(12.345)).toBeNull();
      expect(parseEuros(Number.NaN)).toBeNull();
      expect(parseEuros('')).toBeNull();
      expect(parseEuros('€')).toBeNull();
      expect(parseEuros('diez')).toBeNull();
      expect(parseEuros('10 €€')).toBeNull();
      expect(parseCents('1,2,3')).toBeNull();
    });
  });
});
