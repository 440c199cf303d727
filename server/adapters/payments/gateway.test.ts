import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { translator } from '../../i18n.ts';
import { cardBrand, cardOutcome } from './sandbox-cards.ts';

const now = new Date('2026-05-10T10:00:00Z');
const card = (number: string, expYear = 2030, expMonth = 12) => ({
  number,
  expMonth,
  expYear,
  cvc: '123',
});

describe("sandbox cards follow Stripe's test numbers", () => {
  it('accepts the success cards', () => {
    expect(cardOutcome(card('4242 4242 4242 4242'), now)).toEqual({ ok: true });
    expect(cardOutcome(card('5555555555554444'), now)).toEqual({ ok: true });
  });

  it('declines with the catalogue’s messages, worded in the payer’s language', () => {
    const worded = (number: string, language: 'es' | 'en' | 'ca') => {
      const outcome = cardOutcome(card(number), now);
      return outcome.ok ? null : translator(language)(outcome.message);
    };
    expect(worded('4000 0000 0000 0002', 'es')).toBe('Tu tarjeta ha sido rechazada.');
    expect(worded('4000 0000 0000 9995', 'es')).toBe('Tu tarjeta no tiene fondos suficientes.');
    expect(worded('4000 0000 0000 0002', 'en')).toBe('Your card was declined.');
    expect(worded('4000 0000 0000 9995', 'ca')).toBe('La teva targeta no té prou fons.');
    expect(cardOutcome(card('4000000000000069'), now)).toMatchObject({ code: 'expired_card' });
  });

  it('refuses invalid numbers and expired cards', () => {
    expect(cardOutcome(card('4242 4242 4242 4241'), now)).toMatchObject({
      code: 'incorrect_number',
    });
    expect(cardOutcome(card('4242424242424242', 2026, 4), now)).toMatchObject({
      code: 'expired_card',
    });
    // A card is valid through the end of its expiry month.
    expect(cardOutcome(card('4242424242424242', 2026, 5), now)).toEqual({ ok: true });
  });

  it('names the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });
});

describe('gateway choice', () => {
  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };

  it('uses the sandbox without keys and Stripe with all three', () => {
    expect(loadConfig({}).payments.gateway).toBe('sandbox');
    expect(loadConfig(stripeKeys).payments.gateway).toBe('stripe');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
  });

  it('refuses to start in production on the sandbox unless told so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
    expect(
      loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' }).payments.gateway,
    ).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production', ...stripeKeys }).payments.gateway).toBe('stripe');
  });
});
