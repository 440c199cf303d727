/**
 * Court lights that follow the bookings: the switcher (one instance at a time) and the admin's
 * relays, manual switch and hours of light. Other modules import this module only through this file.
 */
export { lightsAdminRoutes } from './admin-routes.ts';
export { evaluateLights } from './switcher.ts';
// The demo club's relays and the admin's manual switch (server/seed).
export { saveLightRelay, setManualLight } from './admin.ts';
