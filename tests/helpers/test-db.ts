import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { POSTGRES_ONLY } from './embedded-postgres.ts';

/** Set when the server suite runs against real PostgreSQL (`npm test` with TEST_DATABASE_URL). */
export const postgresUrl: string | undefined = process.env.SERVER_TEST_POSTGRES_URL;

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * of its own (created here, dropped at close) so parallel runs never see each other's rows.
 */
export async function createTestDatabase(
  options: { engine?: 'pglite' | 'postgres'; poolSize?: number; connectTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  const engine = options.engine ?? (postgresUrl ? 'postgres' : 'pglite');
  if (engine === 'pglite') {
    const handle = await openDatabase({ pgliteImage: migratedImage() });
    // Nothing to apply when the image is current; keeps a stale image from hiding a migration.
    await migrateDatabase(handle);
    return handle;
  }
  if (!postgresUrl) throw new Error('PostgreSQL tests need SERVER_TEST_POSTGRES_URL');
  const name = `club_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  // From the run's migrated template where the global set-up made one (tests/setup/).
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    url: url.toString(),
    poolSize: options.poolSize ?? 20,
    connectTimeoutMs: options.connectTimeoutMs,
  });
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (tests/setup/database-templates.ts). */
    pgliteImage: string;
    /** A migrated PostgreSQL database to create each file's from, or '' on PGlite. */
    postgresTemplate: string;
  }
}

let image: Blob | undefined;
/** The migrated PGlite image the server project's global set-up wrote (tests/setup/). */
function migratedImage(): Blob | undefined {
  const file = inject('pgliteImage');
  if (!file || !fs.existsSync(file)) return undefined;
  image ??= new Blob([fs.readFileSync(file)]);
  return image;
}

/**
 * Concurrency suites need real PostgreSQL (PGlite runs one query at a time). Without it they are
 * skipped, and this says why in the output.
 */
export function describeOnPostgres(): { run: boolean; reason: string } {
  return postgresUrl ? { run: true, reason: '' } : { run: false, reason: POSTGRES_ONLY };
}
