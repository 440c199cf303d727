/**
 * The club's announcements.
 * Other modules import this module only through this file.
 */
export { announcementsRoutes } from './routes.ts';
export { createAnnouncement } from './service.ts';
