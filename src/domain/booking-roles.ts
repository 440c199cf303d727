/**
 * Roles as the booking rules read them (spec section 6). Who is a member is decided once, in
 * roles.ts; this file holds only what bookings add to it.
 */
import { isMemberRole } from './roles.ts';

/** Member flag of the booking logic: the same member roles as everywhere else. */
export function isBookingMember(role: string): boolean {
  return isMemberRole(role);
}

export type LimitFamily = 'member' | 'nonMember' | 'uca' | 'coach';

/** Which entry of a court's per-role limits applies to a role. */
export function limitFamily(role: string): LimitFamily {
  if (role === 'coach') return 'coach';
  if (role === 'uca') return 'uca';
  if (!isBookingMember(role)) return 'nonMember';
  return 'member';
}

export interface RoleLimitsLike {
  member: number;
  nonMember: number;
  uca?: number | null;
  coach?: number | null;
}

/** The limit for a role: uca, coach and non-members fall back to the nonMember entry. */
export function roleLimit(limits: RoleLimitsLike, role: string): number {
  const family = limitFamily(role);
  if (family === 'member') return limits.member;
  if (family === 'nonMember') return limits.nonMember;
  const own = limits[family];
  return typeof own === 'number' && Number.isFinite(own) ? own : limits.nonMember;
}
