/** Spanish names of what the admin screens show as codes (those the server writes too are in domain). */
export { PAYMENT_STATUS_LABELS } from '@/domain/payment-status.ts';
export { ROLE_LABELS, roleLabel } from '@/domain/roles.ts';

export const MEMBERSHIP_STATE_LABELS = {
  active: 'Membresía activa',
  'canceled-running': 'Cancelada (aún vigente)',
  none: 'Sin membresía',
} as const;
