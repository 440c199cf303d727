import { describe, expect, it } from 'vitest';
import { negotiateLanguage, parseAcceptLanguage } from './languages.ts';

describe('choosing a language', () => {
  it('takes the first language the product speaks, by its primary subtag', () => {
    expect(negotiateLanguage(['de-DE', 'ca-ES', 'en'])).toBe('ca');
    expect(negotiateLanguage(['en-US'])).toBe('en');
    expect(negotiateLanguage(['EN_gb'])).toBe('en');
  });

  it('is Spanish when the browser speaks none of the three', () => {
    expect(negotiateLanguage(['fr-FR', 'de'])).toBe('es');
    expect(negotiateLanguage([])).toBe('es');
  });

  it('reads Accept-Language by weight, keeping the order of equal weights', () => {
    expect(parseAcceptLanguage('fr;q=0.9, en-GB;q=0.95, ca')).toEqual(['ca', 'en-GB', 'fr']);
    expect(parseAcceptLanguage('de, en;q=0, *;q=0.5')).toEqual(['de']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(negotiateLanguage(parseAcceptLanguage('de-CH, en;q=0.8, es;q=0.7'))).toBe('en');
  });
});
