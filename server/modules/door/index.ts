/**
 * The club's door: opening it and the access log.
 * Other modules import this module only through this file.
 */
export { doorAdminRoutes } from './admin-routes.ts';
export { doorRoutes } from './routes.ts';
export { accessLogEntryOf, doorReasonColumns } from './service.ts';
