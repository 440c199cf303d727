/**
 * Stripe's test cards, answered the way Stripe would but in the payer's language (catalogue
 * messages, worded when answered): the sandbox gateway follows them so a demo or a test can show
 * every outcome.
 * https://docs.stripe.com/testing#cards
 */

import { cardDigits, luhnValid } from '@/domain/cards.ts';
import { msg, type Message } from '@/i18n/message.ts';

export type CardOutcome = { ok: true } | { ok: false; code: string; message: Message };

export const DECLINED_MESSAGE = msg('errors.cardDeclined');
export const INSUFFICIENT_FUNDS_MESSAGE = msg('errors.cardInsufficientFunds');
const EXPIRED_MESSAGE = msg('errors.cardExpired');

const DECLINES: Record<string, { code: string; message: Message }> = {
  '4000000000000002': { code: 'card_declined', message: DECLINED_MESSAGE },
  '4000000000009995': { code: 'insufficient_funds', message: INSUFFICIENT_FUNDS_MESSAGE },
  '4000000000009987': { code: 'lost_card', message: DECLINED_MESSAGE },
  '4000000000009979': { code: 'stolen_card', message: DECLINED_MESSAGE },
  '4000000000000069': { code: 'expired_card', message: EXPIRED_MESSAGE },
  '4000000000000127': {
    code: 'incorrect_cvc',
    message: msg('errors.cardIncorrectCvc'),
  },
  '4000000000000119': {
    code: 'processing_error',
    message: msg('errors.cardProcessingError'),
  },
};

/** How charging this saved number declines, whatever its expiry (null: it pays). */
export function chargeDecline(digits: string): { code: string; message: Message } | null {
  return DECLINES[digits] ?? null;
}

/** The message of a saved card's decline by its code (a card saved before kept its words). */
export function declineMessage(code: string): Message {
  if (code === 'expired_card') return EXPIRED_MESSAGE;
  return Object.values(DECLINES).find((d) => d.code === code)?.message ?? DECLINED_MESSAGE;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** The outcome of charging (or saving) this card at `now`. */
export function cardOutcome(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date,
): CardOutcome {
  const digits = cardDigits(card.number);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, code: 'incorrect_number', message: msg('errors.cardNumberInvalid') };
  }
  const expiresAfter = Date.UTC(card.expYear, card.expMonth, 1);
  if (expiresAfter <= now.getTime()) {
    return { ok: false, code: 'expired_card', message: EXPIRED_MESSAGE };
  }
  const decline = DECLINES[digits];
  return decline ? { ok: false, ...decline } : { ok: true };
}
