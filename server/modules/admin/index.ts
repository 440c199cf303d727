/**
 * The back office: the audit log, members, reservations across courts and statistics.
 * Other modules import this module only through this file.
 */
export { adminRoutes } from './admin-routes.ts';
export { rowsOf } from './stats/stats.ts';
