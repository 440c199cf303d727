/**
 * Who counts as what. Pure functions shared by the PWA (theme, badge, menus) and the server
 * (guards), so both read the roles the same way.
 */
import { msg, type Message } from '@/i18n/message.ts';

type MessageKey = Message['id'];

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
export const ROLE_LABELS: Record<string, MessageKey> = {
  admin: 'rules.roleAdmin',
  coach: 'rules.roleCoach',
  'user-adult': 'rules.roleMember',
  'user-youth': 'rules.roleYouth',
  'user-padel': 'rules.rolePadel',
  user: 'rules.roleMember',
  vip: 'rules.roleVip',
  uca: 'rules.roleUca',
  guess: 'rules.roleNonMember',
};

/** A role's name; a role the club does not know shows as it is stored. */
export function roleLabel(role: string): Message {
  const key = ROLE_LABELS[role];
  return key ? msg(key) : msg('rules.roleUnknown', { role });
}
