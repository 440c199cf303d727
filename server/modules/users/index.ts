/**
 * The user's profile, the user as the API shows it, and the admin's members (list, detail, role,
 * UCA decision, wallet adjustments, disabling).
 * Other modules import this module only through this file.
 */
export { usersAdminRoutes } from './admin/admin-routes.ts';
export { usersRoutes } from './routes.ts';
export { apiUserFromRow, privatizeUniversityCards, publishUserUpdated } from './service.ts';
