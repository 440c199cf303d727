/** Spanish names of what the admin screens show as codes. */

export const ROLE_LABELS: Record<string, string> = {
  admin: 'Administrador',
  coach: 'Entrenador',
  'user-adult': 'Socio',
  'user-youth': 'Socio Joven',
  'user-padel': 'Socio Padel',
  user: 'Socio',
  vip: 'VIP',
  uca: 'UCA',
  guess: 'No socio',
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}

export const MEMBERSHIP_STATE_LABELS = {
  active: 'Membresía activa',
  'canceled-running': 'Cancelada (aún vigente)',
  none: 'Sin membresía',
} as const;

/** Spec section 4's names. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  C: 'Pendiente',
  S: 'Pago Parcial',
  P: 'Pagado',
  F: 'Fallido',
  I: 'Invitado',
};
