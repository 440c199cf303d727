/**
 * The club's calendar (issue 26): holidays of the club's region and the club's own closures,
 * and the courts' blocked times as the admin saves them (a save may cancel bookings).
 * Closed days reach the schedule and the booking rules as blocks of every court (courts module).
 * Other modules import this module only through this file.
 */
export { calendarAdminRoutes } from './admin-routes.ts';
export { blockedTimesAdminRoutes } from './blocked-times-routes.ts';
