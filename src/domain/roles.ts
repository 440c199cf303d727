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
export const UCA_ROLE = 'uca';

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
