import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n, loadCatalogue } from '@/i18n/index.ts';
import { contractForm, contractResolver, numberOrNull } from './form-errors.ts';

// No document here (node): the catalogues are loaded and activated by hand, Spanish by default.
beforeAll(async () => {
  await Promise.all([loadCatalogue('es', ['validation']), loadCatalogue('ca', ['validation'])]);
  i18n.activate('es');
});
afterAll(() => i18n.activate('es'));

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

  it('words the contract’s keys and zod’s own refusals in the language shown (Catalan)', () => {
    const contract = z.object({
      name: z.string().trim().min(1, 'validation.nameRequired'),
      price: z.number().max(1000),
      days: z.array(z.string()).min(1),
    });
    const validate = contractResolver(contract, (values: Record<string, unknown>) => values);
    const wrong = { name: ' ', price: 1200, days: [] };
    expect(validate(wrong)).toEqual({
      name: 'El nombre es obligatorio.',
      price: 'Debe ser como máximo 1000.',
      days: 'Elige al menos uno.',
    });
    i18n.activate('ca');
    try {
      expect(validate(wrong)).toEqual({
        name: 'El nom és obligatori.',
        price: 'Ha de ser com a màxim 1000.',
        days: "Tria'n almenys un.",
      });
    } finally {
      i18n.activate('es');
    }
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
