/** Names of what the admin screens show as codes (those the server writes too are in domain). */
import type { MessageKey } from '@/i18n/keys.ts';

export { PAYMENT_STATUS_LABELS, paymentStatusLabel } from '@/domain/payment-status.ts';
export { ROLE_LABELS, roleLabel } from '@/domain/roles.ts';

/** Catalogue keys, rendered with `t` where shown. */
export const MEMBERSHIP_STATE_LABELS = {
  active: 'admin.membershipActive',
  'canceled-running': 'admin.membershipCanceledRunning',
  none: 'admin.membershipNone',
} as const satisfies Record<string, MessageKey>;
