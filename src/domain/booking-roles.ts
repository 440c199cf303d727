/**
 * Roles as the booking rules read them (spec section 6). The shell's own member test lives in
 * roles.ts; this file holds only what bookings need.
 */

/** Member flag of the booking logic; 'user' is the shell's active member, so it counts too. */
const BOOKING_MEMBER_ROLES = new Set([
  'admin',
  'coach',
  'user-adult',
  'user-youth',
  'user-padel',
  'vip',
  'user',
]);

export function isBookingMember(role: string): boolean {
  return BOOKING_MEMBER_ROLES.has(role);
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
