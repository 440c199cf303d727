/** A booking's (and a player's) payment status, spec section 4. */
import { msg, type Message } from '@/i18n/message.ts';

type MessageKey = Message['id'];

/** C Pendiente, S Pago Parcial, P Pagado, F Fallido, I Invitado. */
export const PAYMENT_STATUSES = ['C', 'S', 'P', 'F', 'I'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec section 4's names of each code, as every screen and export writes them. */
export const PAYMENT_STATUS_LABELS = {
  C: 'rules.paymentStatusC',
  S: 'rules.paymentStatusS',
  P: 'rules.paymentStatusP',
  F: 'rules.paymentStatusF',
  I: 'rules.paymentStatusI',
} as const satisfies Record<PaymentStatus, MessageKey>;

/** The code's name; the spec shows 'Desconocido' for any other. */
export function paymentStatusLabel(code: string): Message {
  const key = (PAYMENT_STATUS_LABELS as Record<string, MessageKey>)[code];
  return msg(key ?? 'rules.paymentStatusUnknown');
}
