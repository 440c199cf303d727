/**
 * Roles as the booking rules read them (spec section 6). Who is a member is decided once, in
 * roles.ts; this file holds only what bookings add to it.
 */
import type { RoleLimits } from './courts.ts';
import { isCoachRole, isMemberRole, isUcaRole } from './roles.ts';

export type LimitFamily = 'member' | 'nonMember' | 'uca' | 'coach';

/** Which entry of a court's per-role limits applies to a role. */
export function limitFamily(role: string): LimitFamily {
  if (isCoachRole(role)) return 'coach';
  if (isUcaRole(role)) return 'uca';
  if (!isMemberRole(role)) return 'nonMember';
  return 'member';
}

/** The limit for a role: uca, coach and non-members fall back to the nonMember entry. */
export function roleLimit(limits: RoleLimits, role: string): number {
  const family = limitFamily(role);
  if (family === 'member') return limits.member;
  if (family === 'nonMember') return limits.nonMember;
  const own = limits[family];
  return typeof own === 'number' && Number.isFinite(own) ? own : limits.nonMember;
}
