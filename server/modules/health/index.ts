/**
 * The health check.
 * Other modules import this module only through this file.
 */
export { healthRoutes } from './routes.ts';
