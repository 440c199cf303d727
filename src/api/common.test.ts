import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { euroAmount, numberFromText } from './common.ts';

describe('numberFromText', () => {
  const offset = z.object({ offset: numberFromText(z.number().int().min(0)).default(0) });

  it('reads decimal digits as text or a JSON number, and defaults only when absent', () => {
    expect(offset.parse({ offset: '12' })).toEqual({ offset: 12 });
    expect(offset.parse({ offset: 7 })).toEqual({ offset: 7 });
    expect(offset.parse({})).toEqual({ offset: 0 });
  });

  it.each([[''], [' '], ['1e2'], ['0x10'], [[]], [[[1]]], [{}], [true], [null], ['-1']])(
    'refuses %j, never turning it into a number',
    (value) => {
      const result = offset.safeParse({ offset: value });
      expect(result.success).toBe(false);
    },
  );

  it('says what is wrong in the message it is given', () => {
    const page = numberFromText(z.number().int().min(1), 'Página no válida.');
    expect(page.safeParse('').error?.issues[0]?.message).toBe('Página no válida.');
  });
});

describe('euroAmount', () => {
  const price = euroAmount(z.number().min(0));

  it('accepts whole cents and refuses more decimals instead of rounding them (a catalogue key, worded where shown)', () => {
    expect(price.parse(12.3)).toBe(12.3);
    expect(price.parse(0.07)).toBe(0.07);
    expect(price.safeParse(10.005).error?.issues[0]?.message).toBe('validation.twoDecimals');
  });

  it('is documented as a multiple of 0.01', () => {
    expect(z.toJSONSchema(price)).toMatchObject({ type: 'number', multipleOf: 0.01 });
  });
});
