/**
 * The benchmark's instruments: the load generator (autocannon, in a worker thread so it never
 * shares the server's event loop), a counter of the SQL statements the server sends (on the
 * client side, PGlite or node-postgres), and the reference server every scenario is compared with.
 */
import os from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';
import {
  watchGc,
  type GcPauses,
  cpuPerRequest,
  newBusiestThread,
  sampleCpu,
  threadIds,
  type CpuPerRequest,
} from './bench-cpu.ts';

export interface Req {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  cookie?: string;
}

export interface LoadOptions {
  connections: number;
  /** Run for this long... */
  seconds?: number;
  /** ...or send exactly this many requests (each of `requests` once, in order). */
  amount?: number;
}

export interface LoadResult {
  requests: number;
  /** From the first request to the last answer. */
  seconds: number;
  rps: number;
  /** Without each connection's first answer (see the worker). */
  p50: number;
  p99: number;
  /** With every answer. */
  p99All: number;
  statuses: Record<string, number>;
  errors: number;
  statementsPerRequest: number;
  /** Processor time per answer, by part (bench-cpu.ts). */
  cpu: CpuPerRequest;
  /** The 1-minute load average when the run ended. */
  load: number;
  /** The server thread's garbage-collection pauses in the run: how many, their ms, the longest. */
  gc: GcPauses;
  /** Every answer's latency in ms, each connection's first apart, to pool runs. */
  latencies: { steady: number[]; firsts: number[] };
}

// One thread for every run, so that autocannon's own code is compiled and optimised once: a new
// worker per run (one create round is 270 requests in half a second) spent more of the two cores
// booting and running cold code than the server spent answering.
// Each connection takes the next request of the list (a different booker, slot, path...).
const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannon);
parentPort.on('message', (run) => {
  const { url, list, connections, duration, amount } = run;
  let next = 0;
  // The run's own clock, from the start to the last answer: autocannon's duration is counted in
  // whole ticks of a second, which for a short run of a fixed number of requests (the create
  // scenarios) rounds the time up by as much as a second.
  const started = Date.now();
  let last = started;
  // Latencies of every answer but each connection's first: this thread opens its connections
  // one after another while the first answers already keep both cores busy, so a first request
  // can wait hundreds of milliseconds for its own connection, which says nothing of the server.
  const steady = [];
  const firsts = [];
  const opened = new WeakSet();
  const instance = autocannon({
    url, connections, duration, amount, timeout: 30,
    requests: [{ setupRequest: (req) => {
      const r = list[next++ % list.length];
      const headers = { ...req.headers };
      if (r.cookie) headers.cookie = r.cookie;
      if (r.body) headers['content-type'] = 'application/json';
      return { ...req, method: r.method, path: r.path, body: r.body, headers };
    } }],
  }, (error, raw) => {
    if (error) return parentPort.postMessage({ error: String(error) });
    // Outside the main thread autocannon leaves its histograms encoded.
    const result = raw.latency ? raw : autocannon.aggregateResult([raw], { url, connections });
    parentPort.postMessage({
      requests: result.requests.total, seconds: (last - started) / 1000,
      p99All: result.latency.p99, errors: result.errors + result.timeouts,
      statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([c, s]) => [c, s.count])),
      steady, firsts,
    });
  });
  instance.on('response', (client, status, bytes, responseTime) => {
    last = Date.now();
    if (opened.has(client)) steady.push(responseTime);
    else (opened.add(client), firsts.push(responseTime));
  });
});
parentPort.postMessage({ ready: true });
`;
const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

interface WorkerAnswer {
  error?: string;
  requests: number;
  seconds: number;
  p99All: number;
  errors: number;
  statuses: Record<string, number>;
  steady: number[];
  firsts: number[];
}

/** The value below which `q` of the sorted `values` fall. */
export function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
}

/**
 * Several runs as one: requests over their summed time, percentiles of all their answers
 * together. A run of a few hundred requests has a p99 that is its third-slowest answer, one
 * hiccup of this shared machine; pooled, the rounds say more.
 */
export function pooled(runs: LoadResult[]): LoadResult {
  const sum = (f: (r: LoadResult) => number) => runs.reduce((total, r) => total + f(r), 0);
  const steady = runs.flatMap((r) => r.latencies.steady).sort((a, b) => a - b);
  const firsts = runs.flatMap((r) => r.latencies.firsts);
  const all = [...steady, ...firsts].sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const r of runs) {
    for (const [code, n] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  }
  const requests = sum((r) => r.requests);
  /** A per-request figure of the runs, weighted by their requests. */
  const perRequest = (f: (r: LoadResult) => number) =>
    sum((r) => f(r) * r.requests) / Math.max(requests, 1);
  const seconds = sum((r) => r.seconds);
  return {
    requests,
    seconds,
    rps: requests / Math.max(seconds, 0.001),
    p50: percentile(steady, 0.5),
    p99: percentile(steady, 0.99),
    p99All: percentile(all, 0.99),
    statuses,
    errors: sum((r) => r.errors),
    statementsPerRequest: perRequest((r) => r.statementsPerRequest),
    cpu: {
      server: perRequest((r) => r.cpu.server),
      helpers: perRequest((r) => r.cpu.helpers),
      loader: perRequest((r) => r.cpu.loader),
      postgres: perRequest((r) => r.cpu.postgres),
    },
    load: runs[runs.length - 1]?.load ?? Number.NaN,
    gc: {
      count: sum((r) => r.gc.count),
      ms: sum((r) => r.gc.ms),
      max: Math.max(0, ...runs.map((r) => r.gc.max)),
      major: sum((r) => r.gc.major),
    },
    latencies: { steady, firsts },
  };
}

/** Statements sent to the database since the last `takeStatements()`. */
let statements = 0;
export function takeStatements(): number {
  const n = statements;
  statements = 0;
  return n;
}

let counting = false;
/** Counts every statement the process sends, on both drivers; installed once. */
export function countStatements(): void {
  if (counting) return;
  counting = true;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  const proto = PGlite.prototype;
  const { query, exec, transaction } = proto;
  proto.query = function (this: PGlite, ...args: Parameters<typeof query>) {
    statements++;
    return query.apply(this, args);
  } as typeof query;
  proto.exec = function (this: PGlite, ...args: Parameters<typeof exec>) {
    statements++;
    return exec.apply(this, args);
  };
  // BEGIN and COMMIT are statements too; the transaction's own queries go through `tx`.
  proto.transaction = function <T>(this: PGlite, fn: (tx: Transaction) => Promise<T>) {
    statements += 2;
    return transaction.call(this, (tx) =>
      fn({
        ...tx,
        get closed() {
          return tx.closed;
        },
        query: (...a: Parameters<Transaction['query']>) => (statements++, tx.query(...a)),
        exec: (...a: Parameters<Transaction['exec']>) => (statements++, tx.exec(...a)),
      } as Transaction),
    ) as Promise<T>;
  };
}

interface Loader {
  worker: Worker;
  /** Its thread id in /proc, to tell its processor time from the server's. */
  tid: string | undefined;
}
let loader: Promise<Loader> | undefined;

function startLoader(): Promise<Loader> {
  const before = new Set(threadIds());
  const worker = new Worker(workerCode, {
    eval: true,
    workerData: { autocannon: autocannonPath },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', () => {
      worker.off('error', reject);
      // Between runs it must not keep the bench alive.
      worker.unref();
      resolve({ worker, tid: newBusiestThread(before) });
    });
    worker.once('error', reject);
  });
}

export async function runLoad(
  port: number,
  list: Req[],
  options: LoadOptions,
): Promise<LoadResult> {
  loader ??= startLoader();
  const { worker, tid } = await loader;
  takeStatements();
  const from = sampleCpu(tid);
  const gc = watchGc();
  worker.ref();
  let settle = () => {};
  const m = await new Promise<WorkerAnswer>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    settle = () => (worker.off('message', resolve), worker.off('error', reject));
    worker.postMessage({
      url: `http://127.0.0.1:${port}`,
      list,
      connections: Math.min(options.connections, options.amount ?? Infinity),
      duration: options.seconds ?? 10,
      amount: options.amount,
    });
  }).finally(() => {
    settle();
    worker.unref();
  });
  if (m.error) throw new Error(m.error);
  const steady = m.steady.sort((a, b) => a - b);
  return {
    requests: m.requests,
    seconds: m.seconds,
    rps: m.requests / Math.max(m.seconds, 0.001),
    p50: percentile(steady, 0.5),
    p99: percentile(steady, 0.99),
    p99All: m.p99All,
    statuses: m.statuses,
    errors: m.errors,
    // No answer in the run (a slow call under a short run): nothing to divide by.
    statementsPerRequest: m.requests ? takeStatements() / m.requests : Number.NaN,
    cpu: cpuPerRequest(from, sampleCpu(tid), m.requests),
    load: os.loadavg()[0]!,
    gc: gc(),
    latencies: { steady, firsts: m.firsts },
  };
}

/**
 * The yardstick: a bare Fastify server on the same database (same pool) that makes one query per
 * request and answers it as JSON. A scenario's ratio is its requests/s over this one's.
 */
export async function startReference(
  handle: DatabaseHandle,
  port: number,
): Promise<{ port: number; app: FastifyInstance }> {
  const app = Fastify({ logger: false });
  const query = async (text: string, values: unknown[]): Promise<unknown[]> => {
    if (handle.pool) return (await handle.pool.query(text, values)).rows;
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    return (await client.query(text, values)).rows;
  };
  // The writes' yardstick (issue 29): one durable insert per request, a conflict ignored.
  await query(
    'create table if not exists bench_reference_writes (key text primary key, at timestamptz not null default now())',
    [],
  );
  const read = 'select id, name, type from courts where id = $1';
  const write = 'insert into bench_reference_writes (key) values ($1) on conflict do nothing';
  app.get<{ Params: { id: string } }>('/ref/:id', async (request) => ({
    courts: await query(read, [request.params.id]),
  }));
  app.post<{ Params: { key: string } }>('/ref-write/:key', async (request) => {
    await query(write, [request.params.key]);
    return { success: true };
  });
  await app.listen({ host: '127.0.0.1', port });
  return { port: (app.server.address() as AddressInfo).port, app };
}
