// One file per domain; each module's tables live in its own file and are re-exported here so
// Drizzle sees one schema and drizzle-kit generates one migration history.
export * from './accounts.ts';
export * from './money.ts';
export * from './door.ts';
export * from './bookings.ts';
export * from './realtime.ts';
export * from './admin.ts';
export * from './shop.ts';
export * from './school.ts';
export * from './settings.ts';
export * from './levels.ts';
export * from './matches.ts';
export * from './waitlist.ts';
export * from './packs.ts';
export * from './season.ts';
export * from './lights.ts';
export * from './notifications.ts';
export * from './invoicing.ts';
