/** `npm run seed`: migrates the configured database and seeds the demo club if it is empty. */
import { createPaymentGateway } from '../adapters/payments/index.ts';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { seedDemoClub } from '../seed/index.ts';
import { demoHistoryOptions } from '../seed/history.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.database.url, dataDir: config.database.dataDir });
await migrateDatabase(database);
// SEED_DEMO=empty seeds the bare demo club here too; anything else brings its history.
const seeded = await seedDemoClub(database.db, createPaymentGateway(config, database.db), {
  history: config.seedDemo === 'empty' ? undefined : demoHistoryOptions(config),
  openMatches: config.seedDemo === 'empty' ? undefined : { timeZone: config.club.timezone },
});
console.log(seeded ? 'Demo club seeded.' : 'The database already has users: nothing seeded.');
await database.close();
