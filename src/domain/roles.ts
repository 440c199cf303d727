/**
 * Who counts as what. Pure functions shared by the PWA (theme, badge, menus) and the server
 * (guards), so both read the roles the same way.
 */

/**
 * Roles that are members of the club. The spec's shell only names 'user'; its booking logic names
 * the rest. Both readings stand, so either makes a member.
 */
export const MEMBER_ROLES: readonly string[] = [
  'admin',
  'coach',
  'user-adult',
  'user-youth',
  'user-padel',
  'vip',
  'user',
];

export const ADMIN_ROLE = 'admin';
export const COACH_ROLE = 'coach';
export const UCA_ROLE = 'uca';
/** The role of a new account and of anyone whose membership has ended (the spec's 'guess'). */
export const NON_MEMBER_ROLE = 'guess';

/** A role string that may be missing (no user signed in). */
type MaybeRole = string | null | undefined;

export function isMemberRole(role: MaybeRole): boolean {
  return typeof role === 'string' && MEMBER_ROLES.includes(role);
}

export function isAdminRole(role: MaybeRole): boolean {
  return role === ADMIN_ROLE;
}

export function isUcaRole(role: MaybeRole): boolean {
  return role === UCA_ROLE;
}

export function isCoachRole(role: MaybeRole): boolean {
  return role === COACH_ROLE;
}

/** The spec's non-member role 'guess' itself (pays costs.nonMember); uca is no member either. */
export function isNonMemberRole(role: MaybeRole): boolean {
  return role === NON_MEMBER_ROLE;
}

/** The club's staff: admins and coaches. */
export function isStaffRole(role: MaybeRole): boolean {
  return isAdminRole(role) || isCoachRole(role);
}

/** Each role's Spanish name, as the admin's screens and exports write it. */
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
