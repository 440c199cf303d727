/**
 * The admin contract (every route under /api/admin, admins only: anyone else gets 401 when not
 * signed in and 403 otherwise), split by area in ./admin/.
 */
export * from './admin/common.ts';
export * from './admin/users.ts';
export * from './admin/bookings.ts';
export * from './admin/courts.ts';
export * from './admin/blocked-times.ts';
export * from './admin/stats.ts';
export * from './admin/audit.ts';
export * from './admin/access.ts';
export * from './admin/settings.ts';
export * from './admin/club-calendar.ts';
