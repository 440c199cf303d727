/**
 * Bonos: packs of sessions the club sells, their purchase, their uses on bookings and their end.
 * Other modules import this module only through this file.
 */
export { packsAdminRoutes } from './admin-routes.ts';
export { publishPacks, registerPackPayments } from './buy.ts';
export { paidByPack, returnClassUses, takeClassUse, type SchoolClass } from './class-uses.ts';
export { expirePacks } from './expire.ts';
export { packsRoutes } from './routes.ts';
export { seedPacks } from './seed.ts';
export { packBookingTerms, returnPackUses, takePackUse } from './uses.ts';
// The demo club's packs, bought and sold as members and the desk do (server/seed).
export { sellAtDesk } from './admin.ts';
export { buyWithWallet } from './buy.ts';
