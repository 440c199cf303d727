/**
 * How a refused rule of the booking detail (payments, players, cancellation) is answered: each
 * code's HTTP status, shared by every use case that acts on a locked booking.
 */
import {
  PAYMENT_MESSAGES,
  type PaymentRuleCode,
  type RuleCheck,
} from '@/domain/booking-payments.ts';
import { refusal, type HttpError, type Refusal } from '../../../lib/errors.ts';

/** Which HTTP status a refused detail rule answers with. */
const RULE_STATUS: Record<PaymentRuleCode, Refusal> = {
  notOpen: 400,
  partPaid: 409,
  bookingPaid: 409,
  totalNeedsTwo: 400,
  totalBookerOnly: 'ownership',
  notYourPart: 'ownership',
  noSuchPlayer: 400,
  guestPart: 400,
  cardMinimum: 400,
  insufficientBalance: 409,
  linkExists: 409,
  linkGuestOnly: 400,
  linkBookerOnly: 'ownership',
  cancelled: 409,
  playersLocked: 409,
  playersBookerOnly: 'ownership',
  bookerStays: 400,
};

export function refuseUnless(check: RuleCheck): void {
  if (!check.ok) throw refusal(RULE_STATUS[check.code], check.message, check.code);
}

export function refuse(code: PaymentRuleCode): HttpError {
  return refusal(RULE_STATUS[code], PAYMENT_MESSAGES[code], code);
}
