/**
 * The second yardstick (issue 29): what the stack itself can do. A bare Fastify from the
 * project's own dependencies, with nothing registered (no session, no headers, no hooks, no
 * logging), answering each request of a scenario with the very bytes our server answered it,
 * kept in memory. A read's ratio to it says how much of the time is ours.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { runLoad, type LoadOptions, type LoadResult, type Req } from './bench-tools.ts';

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
 * The limit server's figures for a read scenario: records our answers, serves them from a bare
 * Fastify on `limitPort` under the same load, and closes it.
 */
export async function measureLimit(
  port: number,
  limitPort: number,
  list: Req[],
  options: LoadOptions,
): Promise<LoadResult> {
  const answers = await recordAnswers(port, list);
  const app = Fastify({ logger: false });
  app.get('/*', (request, reply) => {
    const answer = answers.get(request.url);
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).type(answer.contentType).send(answer.body);
  });
  await app.listen({ host: '127.0.0.1', port: limitPort });
  try {
    return await runLoad((app.server.address() as AddressInfo).port, list, options);
  } finally {
    await app.close();
  }
}

/** How a read compares with its limit: requests/s as a share of it, p99 as a multiple of it. */
export function limitLine(ours: LoadResult, limit: LoadResult): string {
  const rps = (ours.rps / limit.rps).toFixed(2);
  const p99 = (ours.p99 / limit.p99).toFixed(2);
  return `limit ${limit.rps.toFixed(0)} req/s p99 ${limit.p99.toFixed(1)} ms: ours ${rps}× its req/s, ${p99}× its p99`;
}
