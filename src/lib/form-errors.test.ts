import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractForm, contractResolver, numberOrNull } from './form-errors.ts';

const schema = z.object({
  name: z.string().trim().min(1),
  price: z.number().min(0).max(1000),
  costs: z.object({ uca: z.number() }),
  days: z.array(z.string()).min(1),
  reason: z.string().min(3, 'Indica el motivo.'),
});

describe('contractResolver', () => {
  it('keys errors by field path, in Spanish, keeping the schema’s own messages', () => {
    const validate = contractResolver(schema, (values: Record<string, unknown>) => values);
    expect(
      validate({ name: ' ', price: 1200, costs: { uca: null }, days: [], reason: 'x' }),
    ).toEqual({
      name: 'Este campo es obligatorio.',
      price: 'Debe ser como máximo 1000.',
      'costs.uca': 'Este campo es obligatorio.',
      days: 'Elige al menos uno.',
      reason: 'Indica el motivo.',
    });
  });

  it('checks the body the values make, the first error of a field winning', () => {
    const two = z.object({ code: z.string().min(3, 'Corto.').regex(/^\d+$/, 'Solo cifras.') });
    const validate = contractResolver(two, (values: { code: number }) => ({
      code: String(values.code),
    }));
    expect(validate({ code: 7 })).toEqual({ code: 'Corto.' });
    expect(validate({ code: 1234 })).toEqual({});
  });
});

describe('contractForm', () => {
  it('submits what the schema parses, and keeps errors until the next submit', () => {
    const options = contractForm(schema, (values: Record<string, unknown>) => values);
    const values = {
      name: ' Central ',
      price: 0,
      costs: { uca: 4 },
      days: ['lunes'],
      reason: 'ok!',
    };
    expect(options.validate(values)).toEqual({});
    expect(options.transformValues(values)).toEqual({ ...values, name: 'Central' });
    expect(options.clearInputErrorOnChange).toBe(false);
  });
});

describe('numberOrNull', () => {
  it('keeps an empty input missing instead of turning it into 0, and reads a decimal comma', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('  ')).toBeNull();
    expect(numberOrNull(0)).toBe(0);
    expect(numberOrNull('4,5')).toBe(4.5);
    expect(numberOrNull('abc')).toBeNull();
  });
});
