/**
 * `npm run bench [-- scenario…]`: the club server against a reference in the same run. Each
 * scenario drives the server at BENCH_CONNECTIONS keep-alive connections with autocannon and
 * prints requests/s, its ratio to the reference server (a bare Fastify making one query per
 * request on the same database and pool), p50/p99, the SQL statements per request (counted on the
 * client), the load average and each part's processor time per answer (bench-cpu.ts). On PGlite,
 * and on PostgreSQL when TEST_DATABASE_URL is set; then, on the production build (`dist/`), the
 * door's launch from the home-screen shortcut beside a bare one-button page (bench-door.ts) and
 * Lighthouse (mobile) on `/` and the signed-in `/unlock`.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 [TEST_DATABASE_URL=postgres://…] npm run bench [-- login door]
 *
 * BENCH_PROFILE=1 also profiles each read and prints where its time went (bench-profile.ts);
 * BENCH_PROFILE=alloc, what its requests allocated (bench-alloc.ts).
 * BENCH_ENGINES=postgres leaves PGlite out; BENCH_CREATE_ROUNDS sets how often the week is booked
 * again after the first (cold) round.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { addDays, clubDate } from '@/domain/club-time.ts';
import { freeSlotList, freeSlots, scheduleLoads } from './bench-slots.ts';
import { floorRequests, startCreateFloor } from './bench-floor.ts';
import { selected, type Scenario } from './bench-scenarios.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/client.ts';
import { courtBlockedTimes, courts } from '../db/schema/index.ts';
import { seedDemoClub } from '../seed/index.ts';
import {
  countStatements,
  pooled,
  runLoad,
  startReference,
  type LoadResult,
  type Req,
} from './bench-tools.ts';
import { runDoorLaunch } from './bench-door.ts';
import {
  BOOKERS,
  PASSWORD,
  bookingTools,
  createBookers,
  openBenchDatabase,
} from './bench-setup.ts';
import { limitLine, measureBesideLimit } from './bench-limit.ts';
import { measureWriteReference, walletPayments, writeLine } from './bench-writes.ts';
import { ticketsOnAndOff } from './bench-tickets.ts';
import { runLargeClub } from './bench-large.ts';
import { report } from './bench-report.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { hashPassword } from '../lib/crypto.ts';
import { profileLines } from './bench-profile.ts';
import { runLighthouse } from './bench-lighthouse.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * The week holds only a few hundred slots, less than a second of creations: the first round meets
 * a cold pool and cold JIT, so the week is emptied and booked again this many more times, and the
 * rounds after the first are also reported pooled. The server keeps getting faster for about ten
 * rounds (V8 optimising the create's path, PostgreSQL's plans and caches per connection).
 */
const CREATE_ROUNDS = Number(process.env.BENCH_CREATE_ROUNDS ?? 12);
/** Started bookings whose four parts `pay-wallet` pays (BENCH_PAYMENT_BOOKINGS). */
const PAYMENT_BOOKINGS = Number(process.env.BENCH_PAYMENT_BOOKINGS ?? 2000);
/** The server and the reference listen here (helpers of this repo share the machine's ports). */
const PORT = Number(process.env.BENCH_PORT ?? 5128);

interface ScenarioSetup {
  engine: string;
  port: number;
  scenarios: Scenario[];
  /** The schedule load of every court and day of the week. */
  schedule: Req[];
  /** Every free slot of the next six days, as a create-booking body. */
  slots: object[];
  create: (booker: number, body: object) => Req;
  bookers: Array<{ id: string; email: string; cookie: string }>;
  weekBookings: () => Promise<number>;
  /** Deletes the bench members' bookings, so the week can be booked again. */
  clearBookings: () => Promise<void>;
  /** Each bench member's bookings' detail, asked by that member. */
  bookingDetails: () => Promise<Req[]>;
  /** Every part of started bookings, each paid from its player's wallet (bench-writes.ts). */
  walletPayments: () => Promise<Req[]>;
  ref: LoadResult;
  handle: DatabaseHandle;
  timeZone: string;
  courtIds: string[];
  /** The reference server's port: its one-insert route is the writes' yardstick. */
  refPort: number;
  /** The create's statements alone, and the week's slots as its requests (bench-floor.ts). */
  floor: { port: number; requests: Req[] };
}

const amountOf = (list: Req[]) => ({ connections: CONNECTIONS, amount: list.length });

/** With BENCH_PROFILE, a load run again under the profiler, by stage of the server's thread. */
async function profiledAgain(load: () => Promise<LoadResult>) {
  if (!process.env.BENCH_PROFILE) return;
  const lines = await profileLines(process.env.BENCH_PROFILE, load);
  console.log(`  ${''.padEnd(27)} the server's thread, profiled again:`);
  for (const line of lines) console.log(`  ${''.padEnd(29)} ${line}`);
}

/** The week booked again CREATE_ROUNDS times, each after the last one's bookings are deleted. */
async function rebook(
  clearBookings: () => Promise<void>,
  target: number,
  list: Req[],
  each?: (round: number, result: LoadResult) => void,
): Promise<LoadResult> {
  const rounds: LoadResult[] = [];
  for (let round = 2; round <= CREATE_ROUNDS + 1; round++) {
    await clearBookings();
    rounds.push(await runLoad(target, list, amountOf(list)));
    each?.(round, rounds[rounds.length - 1]!);
  }
  return pooled(rounds);
}

/** Each chosen scenario in turn, reported beside the reference measured just before. */
async function runScenarios(setup: ScenarioSetup) {
  const { engine, port, scenarios, schedule, slots, create, bookers, weekBookings, ref } = setup;
  const timed = { connections: CONNECTIONS, seconds: SECONDS };
  let writeRef: LoadResult | undefined;
  /** A write, beside the reference's one insert per request (measured once, before the first). */
  const beside = async (ours: LoadResult) => {
    writeRef ??= await measureWriteReference(setup.refPort, engine, timed);
    console.log(`  ${''.padEnd(27)} ${writeLine(ours, writeRef)}`);
  };
  const run = async (name: Scenario, list: Req[], amount?: number) => {
    const options = amount ? { connections: CONNECTIONS, amount } : timed;
    const result = await runLoad(port, list, options);
    report(engine, name, result, ref);
    return result;
  };
  /** A read, beside the same bytes answered by the bare limit server (bench-limit.ts). */
  const read = async (name: Scenario, list: Req[]) => {
    const { ours, limit, ratios } = await measureBesideLimit(port, port + 2, list, timed);
    report(engine, name, ours, ref);
    console.log(`  ${''.padEnd(27)} ${limitLine(ours, limit, ratios)}`);
    await profiledAgain(() => runLoad(port, list, timed));
  };
  const asEveryBooker = (path: string) =>
    bookers.map((b): Req => ({ method: 'GET', path, cookie: b.cookie }));
  for (const scenario of scenarios) {
    if (scenario === 'schedule-empty') await read(scenario, schedule);
    if (scenario === 'create-busy') {
      // One member asking for many slots at once: the caps refuse all but a few.
      const busy = slots.slice(0, 300).map((s) => create(0, s));
      await beside(await run(scenario, busy, busy.length));
    }
    if (scenario === 'create-distinct') {
      const distinct = slots.map((s, i) => create(i + 1, s));
      await beside(await run(scenario, distinct, distinct.length));
      if (CREATE_ROUNDS > 0) {
        const ours = await rebook(setup.clearBookings, port, distinct, (round, result) =>
          report(engine, `  round ${round}`, result, ref),
        );
        report(engine, `  rounds 2–${CREATE_ROUNDS + 1}`, ours, ref);
        await beside(ours);
        // The same rounds of the create's two statements alone (bench-floor.ts).
        const floor = await rebook(setup.clearBookings, setup.floor.port, setup.floor.requests);
        report(engine, 'create SQL only', floor, ref);
        await beside(floor);
        console.log(`  ${''.padEnd(27)} ours ${(ours.rps / floor.rps).toFixed(2)}× its req/s`);
      }
      await setup.clearBookings();
      await profiledAgain(() => runLoad(port, distinct, amountOf(distinct)));
    }
    if (scenario === 'schedule-full') {
      if (!scenarios.includes('create-distinct')) {
        const fill = slots.map((s, i) => create(i + 1, s));
        await runLoad(port, fill, { connections: CONNECTIONS, amount: fill.length });
      }
      console.log(`  ${engine.padEnd(10)} (${await weekBookings()} bookings in the week)`);
      await read(scenario, schedule);
    }
    if (scenario === 'my-bookings') await read(scenario, asEveryBooker('/api/users/bookings'));
    if (scenario === 'booking-detail') await read(scenario, await setup.bookingDetails());
    if (scenario === 'pay-wallet') {
      const payments = await setup.walletPayments();
      await beside(await run(scenario, payments, payments.length));
      // The same payments with tickets on and off (issue 43: on at 0.9× of off or better).
      const tickets = await ticketsOnAndOff(setup.handle, port, CONNECTIONS, setup.walletPayments);
      console.log(`  ${''.padEnd(27)} ${tickets.line}`);
      if (process.env.BENCH_PROFILE) {
        const more = await setup.walletPayments();
        await profiledAgain(() => runLoad(port, more, amountOf(more)));
      }
    }
    if (scenario === 'home') await read(scenario, asEveryBooker('/api/announcements'));
    if (scenario === 'me') await read(scenario, asEveryBooker('/api/users/me'));
    if (scenario === 'courts') await read(scenario, asEveryBooker('/api/courts'));
    if (scenario === 'login') {
      const logins = bookers.map((b): Req => ({
        method: 'POST',
        path: '/api/users/login',
        body: JSON.stringify({ email: b.email, password: PASSWORD }),
      }));
      await run(scenario, logins);
    }
    if (scenario === 'large-club') await largeClub(setup);
    if (scenario === 'door') {
      const presses = bookers.map((b): Req => ({
        method: 'POST',
        path: '/api/access/doors/unlock',
        body: '{"doorId":"main"}',
        cookie: b.cookie,
      }));
      await run(scenario, presses);
    }
  }
}

/** The large club beside the demo club (bench-large.ts); PostgreSQL only, it takes a while. */
async function largeClub(setup: ScenarioSetup) {
  if (setup.engine !== 'postgres') {
    console.log(`  ${setup.engine.padEnd(10)} large-club skipped (PostgreSQL only)`);
    return;
  }
  await runLargeClub({
    handle: setup.handle,
    port: setup.port,
    options: { connections: CONNECTIONS, seconds: SECONDS },
    timeZone: setup.timeZone,
    passwordHash: await hashPassword(PASSWORD),
    demo: { courtIds: setup.courtIds },
    report: (name, large, demo) => {
      report(setup.engine, `large ${name}`, large, demo);
      console.log(
        `  ${''.padEnd(27)} the demo club: ${demo.rps.toFixed(0)} req/s p99 ${demo.p99.toFixed(1)} ms`,
      );
    },
  });
}

async function bench(engine: 'pglite' | 'postgres', scenarios: Scenario[], staticDir?: string) {
  const { handle, cleanup } = await openBenchDatabase(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-data-'));
  const closers: Array<() => Promise<unknown>> = [];
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
    const bookers = await createBookers(handle);
    const app = await buildApp({ config, database: handle, staticDir });
    await app.listen({ host: '127.0.0.1', port: PORT });
    closers.push(() => app.close());
    const port = (app.server.address() as AddressInfo).port;
    const reference = await startReference(handle, PORT + 1);
    closers.push(() => reference.app.close());

    const tz = config.club.timezone;
    const today = clubDate(new Date(), tz);
    const weekEnd = addDays(today, 6);
    const courtRows = await db.select().from(courts);
    const blocks = await db.select().from(courtBlockedTimes);
    const cookieOf = (i: number) => bookers[i % BOOKERS]!.cookie;

    const schedule = scheduleLoads(courtRows, today, cookieOf);
    const free = freeSlotList(courtRows, blocks, today, tz);
    const slots = freeSlots(free);
    const floor = await startCreateFloor(handle, PORT + 3);
    closers.push(() => floor.app.close());
    const create = (i: number, body: object): Req => ({
      method: 'POST',
      path: '/api/users/booking',
      body: JSON.stringify(body),
      cookie: cookieOf(i),
    });
    const { weekBookings, clearBookings, benchBookings } = bookingTools(db, today, weekEnd);
    const bookingDetails = async (): Promise<Req[]> => {
      if (!(await benchBookings()).length) {
        const fill = slots.map((s, i) => create(i + 1, s));
        await runLoad(port, fill, { connections: CONNECTIONS, amount: fill.length });
      }
      const cookies = new Map(bookers.map((b) => [b.email, b.cookie]));
      return (await benchBookings()).map((b) => ({
        method: 'GET',
        path: `/api/users/booking/${b.id}`,
        cookie: cookies.get(b.email),
      }));
    };

    const timed = { connections: CONNECTIONS, seconds: SECONDS };
    // Warm-up (JIT, pool connections), then the yardstick.
    await runLoad(port, schedule.slice(0, 100), { connections: CONNECTIONS, amount: 100 });
    const refList: Req[] = courtRows.map((c) => ({ method: 'GET', path: `/ref/${c.id}` }));
    const ref = await runLoad(reference.port, refList, timed);
    report(engine, 'reference', ref);

    await runScenarios({
      engine,
      port,
      scenarios,
      schedule,
      slots,
      create,
      bookers,
      weekBookings,
      clearBookings,
      bookingDetails,
      walletPayments: () =>
        walletPayments(
          handle,
          bookers,
          courtRows.map((c) => c.id),
          PAYMENT_BOOKINGS,
          tz,
        ),
      ref,
      refPort: reference.port,
      floor: {
        port: floor.port,
        requests: floorRequests(free, (i) => bookers[(i + 1) % BOOKERS]!, today),
      },
      ...{ handle, timeZone: tz, courtIds: courtRows.map((c) => c.id) },
    });
    return { port, cookie: bookers[0]!.cookie, closers };
  } catch (error) {
    for (const close of closers.reverse()) await close().catch(() => {});
    await cleanup();
    throw error;
  } finally {
    closers.push(cleanup, async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  }
}

async function main() {
  const { scenarios, browser } = selected();
  countStatements();
  console.log(
    `\nClub server benchmark: ${CONNECTIONS} connections, ${SECONDS} s per timed run, ${os.cpus().length} CPUs, autocannon in a worker thread;\np50/p99 leave out each connection's first answer (its connection's set-up), 'with connects' counts them;\ncpu ms/req: processor time per answer of the server's thread, its helper threads, PostgreSQL and autocannon\n`,
  );
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const dist = path.join(root, 'dist');
  const staticDir = fs.existsSync(path.join(dist, 'index.html')) ? dist : undefined;
  const engines: Array<'pglite' | 'postgres'> = [];
  if (process.env.BENCH_ENGINES !== 'postgres') engines.push('pglite');
  if (process.env.TEST_DATABASE_URL) engines.push('postgres');
  else console.log('  postgres   skipped (set TEST_DATABASE_URL to measure PostgreSQL too)');
  for (const engine of engines) {
    const last = engine === engines[engines.length - 1];
    const server = await bench(engine, scenarios, staticDir);
    const base = `http://127.0.0.1:${server.port}`;
    if (browser.length && last && !staticDir) console.log('\n  skipped: no build in dist/');
    if (browser.includes('door-launch') && last && staticDir)
      await runDoorLaunch(base, server.cookie);
    if (browser.includes('lighthouse') && last && staticDir)
      await runLighthouse(base, server.cookie);
    for (const close of server.closers.reverse()) await close().catch(() => {});
  }
  const args = process.argv.slice(2).filter((a) => a !== '--');
  console.log(
    `\nRepeat with:\n  BENCH_SECONDS=${SECONDS} BENCH_CONNECTIONS=${CONNECTIONS}${process.env.TEST_DATABASE_URL ? ` TEST_DATABASE_URL=${process.env.TEST_DATABASE_URL}` : ''} npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
