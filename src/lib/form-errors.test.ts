import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkForm, numberOrNull } from './form-errors.ts';

const schema = z.object({
  name: z.string().trim().min(1),
  price: z.number().min(0).max(1000),
  costs: z.object({ uca: z.number() }),
  days: z.array(z.string()).min(1),
  reason: z.string().min(3, 'Indica el motivo.'),
});

describe('checkForm', () => {
  it('keys errors by field path, in Spanish, keeping the schema’s own messages', () => {
    const result = checkForm(schema, {
      name: ' ',
      price: 1200,
      costs: { uca: null },
      days: [],
      reason: 'x',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Este campo es obligatorio.',
        price: 'Debe ser como máximo 1000.',
        'costs.uca': 'Este campo es obligatorio.',
        days: 'Elige al menos uno.',
        reason: 'Indica el motivo.',
      },
    });
  });

  it('answers the parsed data when every field is valid', () => {
    const values = { name: 'Central', price: 0, costs: { uca: 4 }, days: ['lunes'], reason: 'ok!' };
    expect(checkForm(schema, values)).toEqual({ ok: true, data: values });
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
