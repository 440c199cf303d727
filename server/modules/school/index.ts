/**
 * The tennis school: groups, placements, attendance (its plans are the subscriptions module's).
 * Other modules import this module only through this file.
 */
export { schoolAdminRoutes } from './admin-routes.ts';
export { schoolRoutes } from './routes.ts';
export { seedSchool } from './seed.ts';
