/**
 * Open matches ('Partidos abiertos'): a booking opened to members of a level range, seats paid at
 * once, the seat list of a full match, the auto-cancel job. It reaches bookings, wallet and
 * payments through their index.ts, and the members' levels through the levels module's.
 * Other modules import this module only through this file.
 */
export { matchesAdminRoutes } from './admin-routes.ts';
export { autoCancelMatches } from './auto-cancel.ts';
export { registerMatchSeatPayments } from './card-seats.ts';
export { expireHolds } from './queue.ts';
export { matchesRoutes, tellPromotions } from './routes.ts';
export { seedOpenMatches } from './seed.ts';
// The demo club's past matches, opened and joined as members do (server/seed).
export { openMatch } from './open-close.ts';
export { joinWithWallet } from './seats.ts';
