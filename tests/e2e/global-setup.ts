import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { migrateDatabase, openDatabase } from '../../server/db/client.ts';
import { demoHistoryOptions } from '../../server/seed/history.ts';
import { seedDemoClub } from '../../server/seed/index.ts';
import { startMailCatcher } from './support/mail-catcher.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * One real server for the run: the production build of the PWA, PGlite in a temporary
 * directory seeded with the demo club and its history, sandbox payments, the log door, and SMTP pointed at a
 * local catcher whose mails the tests read (see support/mail.ts).
 */
export default async function globalSetup() {
  // E2E_DIST_DIR and E2E_PORT let several runs share a machine without clobbering each other.
  const distDir = path.resolve(root, process.env.E2E_DIST_DIR ?? 'dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('The e2e suite runs against the production build: run `npx vite build` first.');
  }
  const port = Number(process.env.E2E_PORT ?? 4318);
  const mailDir = path.join(root, 'test-results', `mail-${port}`);
  fs.rmSync(mailDir, { recursive: true, force: true });
  const catcher = await startMailCatcher(mailDir);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
    WEATHER_PROVIDER: 'none',
    // A browser context may set its own clock and forecast (X-Test-Now, X-Test-Rain).
    TEST_REQUEST_HOOKS: 'true',
    // Every spec's new members register from this one address, retries included: the club's
    // hourly limit per address (10) is the server suite's to test, not a limit on this run.
    REGISTER_LIMIT_PER_IP: '1000',
  });
  const database = await openDatabase({ dataDir: config.database.dataDir });
  await migrateDatabase(database);
  // The demo club as it is shown (SEED_DEMO=history): eight weeks of past, so lists are as long
  // and states as varied as a person finds them, e.g. a regular's past bookings (issue 41).
  await seedDemoClub(database.db, undefined, {
    history: demoHistoryOptions(config),
    openMatches: { timeZone: config.club.timezone },
  });
  const app = await buildApp({ config, database, staticDir: distDir });
  // Test-only: every request that reaches the server, so a spec can prove what was (not) sent,
  // e.g. that nothing attempted offline arrives later. Read through support/request-log.ts.
  const requestLog = path.join(root, 'test-results', `requests-${port}.log`);
  fs.rmSync(requestLog, { force: true });
  app.addHook('onRequest', async (request) => {
    // Tagged by session (a hash, never the cookie itself) so parallel specs can tell theirs apart.
    const session = request.sessionToken();
    const tag = session ? createHash('sha256').update(session).digest('hex').slice(0, 16) : '-';
    fs.appendFileSync(requestLog, `${Date.now()} ${tag} ${request.method} ${request.url}\n`);
  });
  await app.listen({ host: config.host, port: config.port });

  process.env.E2E_BASE_URL = config.publicUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_REQUEST_LOG = requestLog;

  return async () => {
    await app.close();
    await database.close();
    await catcher.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
