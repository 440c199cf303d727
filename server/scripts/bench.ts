/**
 * `npm run bench`: starts the club server on a freshly seeded database and measures, at 50
 * keep-alive connections, (1) the schedule load a member's screen makes (time intervals of a day
 * plus the booked slots of the week) and (2) creating bookings. Prints requests/s, p50 and p99.
 * Runs on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. The load generator runs in
 * a worker thread so it does not share the server's event loop.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 [TEST_DATABASE_URL=postgres://…] npm run bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { addDays, clubDate } from '@/domain/club-time.ts';
import { courtSlots } from '@/domain/slots.ts';
import { findBlock } from '@/domain/blocked-times.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client.ts';
import { courtBlockedTimes, courts, sessions, users } from '../db/schema/index.ts';
import { seedDemoClub } from '../db/seed.ts';
import { hashToken, randomToken } from '../lib/crypto.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BOOKERS = 100;

interface Req {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  cookie: string;
}
interface LoadResult {
  count: number;
  seconds: number;
  latenciesMs: number[];
  statuses: Record<string, number>;
  errors: number;
}

// Plain JS for the worker: a closed-loop generator, each connection sends its next request as
// soon as the previous answer is read.
const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, requests, connections, seconds, once } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
const statuses = {};
let errors = 0;
let next = 0;
const started = process.hrtime.bigint();
const deadline = Date.now() + seconds * 1000;
function send(r) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const headers = { cookie: r.cookie };
    if (r.body) { headers['content-type'] = 'application/json'; headers['content-length'] = Buffer.byteLength(r.body); }
    const req = http.request({ host: '127.0.0.1', port, method: r.method, path: r.path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
    if (r.body) req.write(r.body);
    req.end();
  });
}
async function loop() {
  for (;;) {
    if (once) { if (next >= requests.length) return; }
    else if (Date.now() >= deadline) return;
    const r = requests[next++ % requests.length];
    await send(r);
  }
}
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  const secondsTaken = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  parentPort.postMessage({ count: latencies.length, seconds: secondsTaken, latenciesMs: latencies, statuses, errors });
});
`;

function runLoad(port: number, requests: Req[], once: boolean): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerCode, {
      eval: true,
      workerData: { port, requests, connections: CONNECTIONS, seconds: SECONDS, once },
    });
    worker.once('message', (m: LoadResult) => {
      void worker.terminate();
      resolve(m);
    });
    worker.once('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function report(engine: string, name: string, r: LoadResult) {
  const sorted = [...r.latenciesMs].sort((a, b) => a - b);
  const rps = r.count / r.seconds;
  const codes = Object.entries(r.statuses)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  console.log(
    `  ${engine.padEnd(10)} ${name.padEnd(16)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms   ${r.count} requests (${codes}${r.errors ? `, ${r.errors} errors` : ''})`,
  );
}

async function openBenchDatabase(
  engine: 'pglite' | 'postgres',
): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    return {
      handle,
      cleanup: async () => {
        await handle.close().catch(() => {});
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `club_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    handle,
    cleanup: async () => {
      await handle.close().catch(() => {});
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function bench(engine: 'pglite' | 'postgres') {
  const { handle, cleanup } = await openBenchDatabase(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-data-'));
  try {
    await migrateDatabase(handle);
    await seedDemoClub(handle.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEATHER_PROVIDER: 'none',
      SEED_DEMO: 'false',
    });
    const db = handle.db;
    const bookers = await db
      .insert(users)
      .values(
        Array.from({ length: BOOKERS }, (_, i) => ({
          email: `bench${i}@bench.local`,
          name: `Socio ${i}`,
          role: 'user-adult',
          passwordHash: 'not-a-login',
        })),
      )
      .returning({ id: users.id });
    const expiresAt = new Date(Date.now() + 86_400_000);
    const tokens = bookers.map(() => randomToken());
    await db
      .insert(sessions)
      .values(bookers.map((b, i) => ({ id: hashToken(tokens[i]!), userId: b.id, expiresAt })));
    const cookies = tokens.map((t) => `club_session=${t}`);

    const app = await buildApp({ config, database: handle });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;

    const tz = config.club.timezone;
    const today = clubDate(new Date(), tz);
    const courtRows = await db.select().from(courts);
    const blocks = await db.select().from(courtBlockedTimes);

    // 1. The schedule: every court, every day of the week, both calls.
    const schedule: Req[] = [];
    for (const c of courtRows) {
      for (let d = 0; d < 7; d++) {
        const date = addDays(today, d);
        schedule.push({
          method: 'GET',
          path: `/api/courts/time-intervals?courtId=${c.id}&date=${date}`,
          cookie: cookies[d]!,
        });
        schedule.push({
          method: 'GET',
          path: `/api/users/booked?courtId=${c.id}&isDelete=true&startDate=${today}&endDate=${addDays(today, 6)}`,
          cookie: cookies[d]!,
        });
      }
    }
    // Warm-up (JIT, caches, pool connections).
    await runLoad(port, schedule.slice(0, 100), true);
    report(engine, 'schedule load', await runLoad(port, schedule, false));

    // 2. Bookings: every free slot of the next 6 days, spread over members within their caps.
    const creates: Req[] = [];
    let k = 0;
    for (let d = 1; d <= 6; d++) {
      const date = addDays(today, d);
      for (const c of courtRows) {
        const blocked = blocks.filter((b) => b.courtId === c.id);
        for (const slot of courtSlots(c, date, tz)) {
          if (findBlock(blocked, date, slot.label)) continue;
          creates.push({
            method: 'POST',
            path: '/api/users/booking',
            body: JSON.stringify({ courtId: c.id, dateBooked: date, timeBooked: [slot.label] }),
            cookie: cookies[k++ % BOOKERS]!,
          });
        }
      }
    }
    report(engine, 'create booking', await runLoad(port, creates, true));
    await app.close();
  } finally {
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `\nClub server benchmark: ${CONNECTIONS} connections, ${SECONDS} s per schedule run, ${os.cpus().length} CPUs\n`,
  );
  await bench('pglite');
  if (process.env.TEST_DATABASE_URL) await bench('postgres');
  else console.log('  postgres   skipped (set TEST_DATABASE_URL to measure PostgreSQL too)');
  console.log(
    `\nRepeat with:\n  BENCH_SECONDS=${SECONDS} BENCH_CONNECTIONS=${CONNECTIONS}${process.env.TEST_DATABASE_URL ? ` TEST_DATABASE_URL=${process.env.TEST_DATABASE_URL}` : ''} npm run bench\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
