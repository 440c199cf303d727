import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { startTcpProxy, type TcpProxy } from '#tests/helpers/tcp-proxy.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createPgBus, type Bus, type BusLogger } from './realtime-bus.ts';

const pgRun = describeOnPostgres();
const CHANNEL = 'bus_test';

function recordingLog() {
  const lines: Array<{ level: string; message: string }> = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, message: String(args.find((a) => typeof a === 'string')) });
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as BusLogger;
  return { log, lines };
}

async function until(check: () => boolean, ms = 5_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The bus says when it loses an event, instead of dropping it silently. */
describe.skipIf(!pgRun.run)(`realtime bus on PostgreSQL ${pgRun.reason}`, () => {
  let database: DatabaseHandle;
  let proxy: TcpProxy;
  let proxied: DatabaseHandle;
  const buses: Bus[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres' });
    const target = new URL(database.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    proxied = await openDatabase({ url: proxy.through(database.url!) });
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await proxied?.close();
    await proxy?.close();
    await database?.close();
  });

  it('logs an event it could not send while the database was away', async () => {
    const { log, lines } = recordingLog();
    const bus = createPgBus({
      url: proxied.url!,
      db: proxied.db,
      channel: CHANNEL,
      log,
      onMessage: () => {},
    });
    buses.push(bus);
    await until(() => bus.connected());
    proxy.cut();
    await bus.publish({ kind: 'emit', room: 'court:1', event: 'x', payload: {} });
    await until(() => !bus.connected());
    expect(lines).toContainEqual({ level: 'error', message: 'realtime event lost' });
    expect(lines).toContainEqual({
      level: 'warn',
      message: 'realtime bus lost its database connection',
    });
    proxy.restore();
    await until(() => bus.connected(), 10_000);
    expect(lines.at(-1)?.message).toMatch(/realtime bus reconnected/);
  });

  it('logs a stored event that is gone before it was read', async () => {
    const { log, lines } = recordingLog();
    const received: unknown[] = [];
    const bus = createPgBus({
      url: database.url!,
      db: database.db,
      channel: CHANNEL,
      log,
      onMessage: (m) => received.push(m),
    });
    buses.push(bus);
    await until(() => bus.connected());
    const envelope = JSON.stringify({ from: 'another-instance', ref: 987654 });
    await database.db.execute(sql`select pg_notify(${CHANNEL}, ${envelope})`);
    await until(() => lines.some((l) => l.level === 'error'));
    expect(lines).toContainEqual({
      level: 'error',
      message: 'realtime event lost: its stored message is gone',
    });
    expect(received).toEqual([]);
  });
});
