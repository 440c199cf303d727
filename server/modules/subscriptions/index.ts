/**
 * Memberships and school plans, and their state as the gateway reports it.
 * Other modules import this module only through this file.
 */
export { subscriptionsRoutes } from './routes.ts';
export { schoolPriceCents } from './school-plan.ts';
export { DEMO_MEMBERSHIPS, seedMemberships } from './seed.ts';
export { holdersOfRunning, registerSubscriptionEvents } from './service.ts';
