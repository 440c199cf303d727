import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { activateLanguage } from '@/i18n/index.ts';
import {
  formatCardNumber,
  formatExpiry,
  parseSandboxCard,
  SandboxCardField,
} from './sandbox-card-field.tsx';
import { savedCardLabel, defaultPaymentMethod, NEW_CARD } from './saved-card-picker.tsx';

const NOW = new Date(2026, 10, 21);

describe('sandbox card entry', () => {
  it('formats what is typed like a printed card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42x')).toBe('4242 42');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('1')).toBe('1');
  });

  it('gives the card only when it is complete and plausible', () => {
    expect(parseSandboxCard('4242 4242 4242 4242', '12/34', '123', NOW)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    // Stripe's declined test card is a valid number: refusing it is the gateway's job.
    expect(parseSandboxCard('4000 0000 0000 0002', '01/27', '999', NOW)).not.toBeNull();
    expect(parseSandboxCard('4242 4242 4242 4241', '12/34', '123', NOW)).toBeNull();
    expect(parseSandboxCard('4242 4242 4242', '12/34', '123', NOW)).toBeNull();
    expect(parseSandboxCard('4242 4242 4242 4242', '13/34', '123', NOW)).toBeNull();
    expect(parseSandboxCard('4242 4242 4242 4242', '10/26', '123', NOW)).toBeNull();
    expect(parseSandboxCard('4242 4242 4242 4242', '11/26', '123', NOW)).not.toBeNull();
    expect(parseSandboxCard('4242 4242 4242 4242', '12/34', '12', NOW)).toBeNull();
  });
});

describe('saved cards', () => {
  it('reads brand upper case, masked digits and MM/YYYY', () => {
    expect(
      savedCardLabel({ id: 'pm', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2029 }),
    ).toBe('MASTERCARD **** **** **** 4444 (03/2029)');
  });

  it('defaults to the first saved card, else a new card', () => {
    expect(defaultPaymentMethod(undefined)).toBe(NEW_CARD);
    expect(defaultPaymentMethod([])).toBe(NEW_CARD);
    expect(
      defaultPaymentMethod([
        { id: 'a', brand: 'visa', last4: '1', expMonth: 1, expYear: 2030 },
        { id: 'b', brand: 'visa', last4: '2', expMonth: 1, expYear: 2030 },
      ]),
    ).toBe('a');
  });
});

describe('the card entry in English', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('names its fields and its refusals in British English', async () => {
    await activateLanguage('en');
    renderWithApp(() => <SandboxCardField onChange={() => {}} />, { user: testUser() });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Card number'), '4242424242424241');
    expect(screen.getByText('Invalid card number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAttribute('placeholder', 'MM/YY');
    expect(screen.getByText('Test gateway: no real charge is made.')).toBeInTheDocument();
  });
});
