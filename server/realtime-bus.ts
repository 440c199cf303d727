/**
 * The channel realtime messages travel on between server instances: PostgreSQL's LISTEN/NOTIFY on
 * a connection of its own. A message that fits a notification travels in it; a larger one is
 * stored in `realtime_messages` and the notification carries its id, so an event of any size
 * arrives. The connection is watched: when the database drops it, the bus reconnects with
 * backoff and listens again, and the process never dies of it.
 */
import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './db/client.ts';
import { realtimeMessages } from './db/schema/index.ts';

/** PostgreSQL refuses notifications of 8,000 bytes or more; this leaves room for the envelope. */
export const INLINE_LIMIT_BYTES = 7_000;
/** Stored messages older than this are deleted (every instance has read them long before). */
export const STORED_MESSAGE_TTL_MS = 5 * 60_000;
const BACKOFF_MIN_MS = 200;
const BACKOFF_MAX_MS = 2_000;

export type BusLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface Bus {
  /** Sends a message to every other instance; a failure is logged, never thrown. */
  publish(message: unknown): Promise<void>;
  /**
   * The channel and payload of a notification carrying a small message to the other instances,
   * for a writer to send with pg_notify in its own statement (delivered only if it commits).
   */
  notification(message: unknown): { channel: string; payload: string };
  /** Whether the LISTEN connection is up (events from other instances arrive). */
  connected(): boolean;
  close(): Promise<void>;
}

interface Envelope {
  from: string;
  message?: unknown;
  ref?: number;
}

/**
 * Sends a message to the other instances; a failure is logged, never thrown. A message too large
 * for a notification is stored and its id notified, in one statement: no id without its row.
 */
async function publish(
  db: Database,
  channel: string,
  log: BusLogger,
  self: string,
  message: unknown,
): Promise<void> {
  const text = JSON.stringify({ from: self, message } satisfies Envelope);
  try {
    if (Buffer.byteLength(text) <= INLINE_LIMIT_BYTES) {
      await db.execute(sql`select pg_notify(${channel}, ${text})`);
      return;
    }
    await db.execute(sql`
      with stored as (
        insert into ${realtimeMessages} (payload) values (${JSON.stringify(message)})
        returning id
      )
      select pg_notify(${channel}, json_build_object('from', ${self}::text, 'ref', id)::text)
      from stored`);
  } catch (error) {
    log.error({ err: error, bytes: Buffer.byteLength(text) }, 'realtime event lost');
  }
}

export interface PgBusOptions {
  url: string;
  db: Database;
  channel: string;
  log: BusLogger;
  onMessage(message: unknown): void;
  /** After a lost connection is back: what other instances sent meanwhile is gone. */
  onReconnect?(): void;
}

export function createPgBus(options: PgBusOptions): Bus {
  const { db, channel, log } = options;
  const self = randomUUID();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let lostSince: number | null = null;
  // Notifications are handled one after another, so a stored message keeps its place.
  let queue: Promise<void> = Promise.resolve();

  async function receive(text: string): Promise<void> {
    const envelope = JSON.parse(text) as Envelope;
    if (envelope.from === self) return;
    if (envelope.ref === undefined) return options.onMessage(envelope.message);
    const [row] = await db
      .select({ payload: realtimeMessages.payload })
      .from(realtimeMessages)
      .where(eq(realtimeMessages.id, envelope.ref));
    if (!row) {
      log.error({ ref: envelope.ref }, 'realtime event lost: its stored message is gone');
      return;
    }
    options.onMessage(JSON.parse(row.payload));
  }

  function scheduleReconnect(reason: unknown) {
    if (closed || retry) return;
    listening = false;
    lostSince ??= Date.now();
    const dead = client;
    client = null;
    dead?.removeAllListeners('end');
    dead?.end().catch(() => {});
    const delay =
      Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** attempt) * (0.75 + Math.random() / 2);
    attempt++;
    if (attempt === 1) log.warn({ err: reason }, 'realtime bus lost its database connection');
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: 3_000,
      keepAlive: true,
    });
    client = next;
    // A client given up on may still report; only the current one's loss matters.
    const lost = (error: unknown) => {
      if (client === next) scheduleReconnect(error);
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error('connection ended')));
    next.on('notification', (n) => {
      const payload = n.payload ?? '';
      queue = queue
        .then(() => receive(payload))
        .catch((error: unknown) => log.error({ err: error }, 'realtime event lost'));
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      lost(error);
      return;
    }
    if (closed) return void next.end().catch(() => {});
    // Before `connected()` turns true, so no cache is trusted that missed an invalidation.
    if (lostSince !== null) options.onReconnect?.();
    listening = true;
    attempt = 0;
    if (lostSince !== null) {
      // NOTIFY keeps nothing for an absent listener: what was sent meanwhile is gone, and the
      // apps refetch when their socket reconnects.
      log.warn(
        { downMs: Date.now() - lostSince },
        'realtime bus reconnected; events from other instances while it was down were lost',
      );
      lostSince = null;
    }
  }

  void connect();

  return {
    publish: (message) => publish(db, channel, log, self, message),
    notification: (message) => ({
      channel,
      payload: JSON.stringify({ from: self, message } satisfies Envelope),
    }),
    connected: () => listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      listening = false;
      last?.removeAllListeners('end');
      await last?.end().catch(() => {});
    },
  };
}

/** Deletes stored messages every instance has had time to read (a background job). */
export async function pruneRealtimeMessages(db: Database): Promise<void> {
  // The database's clock wrote created_at, so the database's clock judges its age.
  const ttl = `${STORED_MESSAGE_TTL_MS} milliseconds`;
  await db
    .delete(realtimeMessages)
    .where(lt(realtimeMessages.createdAt, sql`now() - ${ttl}::interval`));
}
