/** A booking's (and a player's) payment status, spec section 4. */

/** C Pendiente, S Pago Parcial, P Pagado, F Fallido, I Invitado. */
export const PAYMENT_STATUSES = ['C', 'S', 'P', 'F', 'I'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
