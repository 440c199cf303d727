import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives: the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Services accept either, so they can join a caller's transaction. */
export type Queryable = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** node-postgres pool when on PostgreSQL. */
  pool?: pg.Pool;
  /** The PGlite instance when embedded (its data directory can be dumped). */
  pglite?: PGlite;
  /** The PostgreSQL URL, for connections of their own (the realtime bus's LISTEN). */
  url?: string;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  /** postgres:// URL; without one the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; omitted means in-memory (tests). */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this dump of a data directory instead of running initdb
   * (about 1 s instead of 2.6 s): the tests' migrated template, made once per run.
   */
  pgliteImage?: Blob;
  poolSize?: number;
  /** How long a request may wait for a connection; CONNECT_TIMEOUT_MS unless a test says otherwise. */
  connectTimeoutMs?: number;
  /**
   * Told about every connection the database drops (a restart, a failover, an idle time-out, a
   * network cut). The process carries on: the query that was running fails, the pool opens a new
   * connection for the next one.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * How long a request waits for a connection (a free one in the pool, or a new one) before it is
 * answered 503 instead of hanging. A database that is down refuses at once; this bounds a burst's
 * queue (1,000 bookings at once must all be answered) and a network that drops packets silently.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Gives a checked-out client back to the pool (which drops it) as soon as its connection dies.
 * Its holder may never release it: Drizzle's transaction does not when BEGIN itself fails, and
 * each such client would shrink the pool for good, until every request waits for a connection
 * that never comes. The pool sets `release` at each checkout; this keeps that function and makes
 * a second call (the holder's, after this one) do nothing.
 */
function releaseWhenDead(client: pg.PoolClient, report: (error: Error) => void): void {
  type Release = (error?: Error | boolean) => void;
  let pending: Release | undefined;
  let dead: Error | undefined;
  const releaseOnce: Release = (error) => {
    const release = pending;
    pending = undefined;
    release?.(dead ?? error);
  };
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => releaseOnce,
    set: (release: Release) => {
      pending = release;
    },
  });
  client.on('error', (error) => {
    report(error);
    dead = error;
    releaseOnce(error);
  });
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    const report = options.onConnectionError ?? (() => {});
    // node-postgres emits 'error' on a client whose connection dies; unheard, that event ends
    // the process. The pool listens only on idle clients, so every client gets a listener for
    // its whole life (checked out too: a transaction's, the migrator's).
    pool.on('error', report);
    pool.on('connect', (client) => releaseWhenDead(client, report));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', pool, url: options.url, close: () => pool.end() };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/**
 * Applies the committed SQL migrations. On PostgreSQL an advisory lock serialises instances that
 * start together, so only one of them migrates.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder,
    });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    const db = drizzleNodePg(client, { schema });
    await migrateNodePg(db, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
}

/** SQLSTATE classes and codes that mean the database is away, not that the query was wrong. */
const UNAVAILABLE_SQLSTATES = ['57P01', '57P02', '57P03', '53300'];
const UNAVAILABLE_NODE_CODES = ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'];
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether an error (or one it wraps: Drizzle wraps the driver's) says the database could not be
 * reached or dropped the connection. Such a request is answered 503, to be tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = 'code' in current ? String(current.code) : '';
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.includes(code)) return true;
    if (UNAVAILABLE_NODE_CODES.includes(code)) return true;
    const message = 'message' in current ? String(current.message) : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
