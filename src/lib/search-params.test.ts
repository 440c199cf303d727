import { describe, expect, it } from 'vitest';
import { day, flag, oneOf, positiveInt, searchParams, text } from './search-params.ts';

describe('searchParams', () => {
  const validate = searchParams({
    page: positiveInt,
    q: text(5),
    sort: oneOf(['name', 'email'] as const),
    from: day,
    disabled: flag,
  });

  it('keeps what parses, from strings or values, and drops unknown keys', () => {
    expect(
      validate({ page: '3', q: 'ana', sort: 'email', from: '2026-03-01', disabled: 'true', x: 1 }),
    ).toEqual({ page: 3, q: 'ana', sort: 'email', from: '2026-03-01', disabled: true });
    expect(validate({ page: 2, disabled: false })).toEqual({ page: 2, disabled: false });
  });

  it('drops what does not parse instead of failing the link', () => {
    expect(
      validate({ page: '0', q: 'demasiado', sort: 'role', from: '1/3/2026', disabled: 'yes' }),
    ).toEqual({});
    expect(validate({ page: '2.5', q: '' })).toEqual({});
  });
});
