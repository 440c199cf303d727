/**
 * The back office: the audit log, a member's page, and the statistics and dashboard, reporting
 * across modules.
 * Other modules import this module only through this file.
 */
export { adminRoutes } from './admin-routes.ts';
export { memberDetailRoutes } from './member-routes.ts';
export { statsRoutes } from './stats/admin-routes.ts';
export { rowsOf } from './stats/stats.ts';
