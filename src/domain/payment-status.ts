/** A booking's (and a player's) payment status, spec section 4. */

/** C Pendiente, S Pago Parcial, P Pagado, F Fallido, I Invitado. */
export const PAYMENT_STATUSES = ['C', 'S', 'P', 'F', 'I'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec section 4's names of each code, as every screen and export writes them. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  C: 'Pendiente',
  S: 'Pago Parcial',
  P: 'Pagado',
  F: 'Fallido',
  I: 'Invitado',
};

/** The code's name; the spec shows 'Desconocido' for any other. */
export function paymentStatusLabel(code: string): string {
  return PAYMENT_STATUS_LABELS[code] ?? 'Desconocido';
}
