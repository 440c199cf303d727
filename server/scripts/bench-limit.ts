/**
 * The second yardstick (issue 29): what the stack itself can do. A bare Fastify from the
 * project's own dependencies, with nothing registered (no session, no headers, no hooks, no
 * logging), answering each request of a scenario with the very bytes our server answered it,
 * kept in memory. A read's ratio to it says how much of the time is ours.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import {
  percentile,
  pooled,
  runLoad,
  type LoadOptions,
  type LoadResult,
  type Req,
} from './bench-tools.ts';

interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** Our server's answer to each distinct GET of the list, asked once, in order. */
async function recordAnswers(port: number, list: Req[]): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (const r of list) {
    if (r.method !== 'GET' || answers.has(r.path)) continue;
    const response = await fetch(`http://127.0.0.1:${port}${r.path}`, {
      headers: r.cookie ? { cookie: r.cookie } : {},
    });
    answers.set(r.path, {
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8',
      body: Buffer.from(await response.arrayBuffer()),
    });
  }
  return answers;
}

/**
 * Pairs of one-second runs per read, ours then the limit's (`BENCH_PAIRS`). Short runs, many of
 * them: this machine's speed drifts within seconds, and three pairs of five-second runs gave the
 * same build from 0.51× to 0.77× of its limit; fifteen pairs of one second, 0.67–0.69× (issue 29).
 */
export const PAIRS = Math.max(1, Number(process.env.BENCH_PAIRS ?? 15));
const SLICE_SECONDS = 1;

/**
 * A read beside its limit: records our answers, serves them from a bare Fastify on `limitPort`,
 * and runs the load on ours and on the limit in turn, `PAIRS` one-second runs each (BENCH_SECONDS
 * is the other scenarios'), after one of each not counted, so that a machine whose load
 * drifts (it is shared) weighs on both alike. Each side's runs are pooled; each pair's ratio of
 * requests/s is kept too, to show the scatter.
 */
export async function measureBesideLimit(
  port: number,
  limitPort: number,
  list: Req[],
  options: LoadOptions,
): Promise<{ ours: LoadResult; limit: LoadResult; ratios: number[] }> {
  const answers = await recordAnswers(port, list);
  const app = Fastify({ logger: false });
  app.get('/*', (request, reply) => {
    const answer = answers.get(request.url);
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).type(answer.contentType).send(answer.body);
  });
  await app.listen({ host: '127.0.0.1', port: limitPort });
  const bare = (app.server.address() as AddressInfo).port;
  try {
    // A run of each, not counted: the first pair was the slowest of every run (code not yet
    // optimised, connections and caches cold), and it was ours that went first.
    const slice = { ...options, seconds: SLICE_SECONDS };
    await runLoad(port, list, slice);
    await runLoad(bare, list, slice);
    const ours: LoadResult[] = [];
    const limit: LoadResult[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      ours.push(await runLoad(port, list, slice));
      limit.push(await runLoad(bare, list, slice));
    }
    const ratios = ours.map((run, i) => run.rps / limit[i]!.rps);
    return { ours: pooled(ours), limit: pooled(limit), ratios };
  } finally {
    await app.close();
  }
}

/** How a read compares with its limit: requests/s as a share of it, p99 as a multiple of it. */
export function limitLine(ours: LoadResult, limit: LoadResult, ratios: number[] = []): string {
  const rps = (ours.rps / limit.rps).toFixed(2);
  const p99 = (ours.p99 / limit.p99).toFixed(2);
  const pairs = ratios.length > 1 ? ` (pairs: ${ratios.map((r) => r.toFixed(2)).join(' ')})` : '';
  const tail = [0.9, 0.95, 0.999]
    .map((q) => {
      const [a, b] = [ours, limit].map((r) => percentile(r.latencies.steady, q).toFixed(1));
      return `p${q * 100} ${a}/${b} ms`;
    })
    .join(', ');
  const gc = (r: LoadResult) =>
    `${((r.gc.ms * 1000) / Math.max(r.requests, 1)).toFixed(1)} µs/req in ${r.gc.count} pauses (longest ${r.gc.max.toFixed(1)} ms, ${r.gc.major} full)`;
  return [
    `limit ${limit.rps.toFixed(0)} req/s p99 ${limit.p99.toFixed(1)} ms: ours ${rps}× its req/s, ${p99}× its p99${pairs}`,
    `tail, ours/limit's: ${tail}`,
    `garbage collection: ours ${gc(ours)}, the limit's ${gc(limit)}`,
  ].join(`\n${' '.repeat(30)}`);
}
