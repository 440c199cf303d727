import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { createPaymentGateway } from './adapters/payments/index.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateDatabase, openDatabase, type Database } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoClub } from './seed/index.ts';
import { demoHistoryOptions } from './seed/history.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(rootDir, 'dist');

/** Roles as stored: a membership role holds only while its membership runs. */
async function rolesOf(db: Database, accounts: ReadonlyArray<{ email: string }>) {
  const rows = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((a) => a.email),
      ),
    );
  return new Map(rows.map((r) => [r.email, r.role]));
}

/** Opens and migrates the database, seeds the demo club on first start, and listens. */
export async function startServer(config: Config, options: { staticDir?: string } = {}) {
  // Until the app (and its logger) exists, a dropped connection is reported on stderr.
  let reportConnectionError = (error: Error) => console.warn('database connection lost:', error);
  const database = await openDatabase({
    url: config.database.url,
    dataDir: config.database.dataDir,
    onConnectionError: (error) => reportConnectionError(error),
  });
  await migrateDatabase(database);
  const seeded = config.seedDemo
    ? await seedDemoClub(database.db, createPaymentGateway(config, database.db), {
        history: config.seedDemo === 'history' ? demoHistoryOptions(config) : undefined,
        openMatches: config.seedDemo === 'history' ? { timeZone: config.club.timezone } : undefined,
      })
    : false;
  const demoRoles = config.seedDemo ? await rolesOf(database.db, DEMO_ACCOUNTS) : null;

  const app = await buildApp({ config, database, staticDir: options.staticDir });
  reportConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost');
  app.addHook('onClose', async () => database.close());
  // Before listening: a stop signal at any moment from here on closes the server cleanly.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });

  const where = database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(
    `\n  Club app listening at ${config.publicUrl}  (database: ${where}${seeded ? ', demo club seeded' : ''})`,
  );
  if (demoRoles) {
    console.log(`  Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_ACCOUNTS) {
      const role = demoRoles.get(a.email);
      if (role) console.log(`    ${role.padEnd(11)} ${a.email}`);
    }
  }
  console.log('');

  return app;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await startServer(config, { staticDir: distDir });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
