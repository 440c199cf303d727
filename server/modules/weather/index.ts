/**
 * The weather forecast for the club.
 * Other modules import this module only through this file.
 */
export { weatherRoutes } from './routes.ts';
