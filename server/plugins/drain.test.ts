import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAliveGet as get, type Outcome } from '#tests/helpers/keep-alive.ts';
import { drainPlugin } from './drain.ts';

const LOOPS = 20;
const GRACE_MS = 400;

/**
 * A real listening server with the drain plugin: `/ping` answers on the next tick, `/slow`
 * sends its headers at once and its body over 200 ms.
 */
async function listeningApp(): Promise<{ app: FastifyInstance; url: string; port: number }> {
  const app = Fastify({ return503OnClosing: false });
  await app.register(drainPlugin, { idleGraceMs: GRACE_MS });
  app.get('/ping', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return { ok: true };
  });
  app.get('/slow', async (_request, reply) => {
    async function* body() {
      yield '{"ok":';
      await new Promise((resolve) => setTimeout(resolve, 200));
      yield 'true}';
    }
    return reply.type('application/json').send(Readable.from(body()));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  return { app, url: `http://127.0.0.1:${port}/ping`, port };
}

/** A raw keep-alive connection; `send()` writes one request and resolves with the answer. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let answered: (answer: string) => void = () => undefined;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    // A whole answer: a JSON body, or the last chunk of a streamed one.
    const whole = received.endsWith('}') || received.endsWith('\r\n0\r\n\r\n');
    if (received.includes('\r\n\r\n') && whole) answered(received);
  });
  const ended = new Promise<{ how: string; at: number }>((resolve) => {
    socket.once('end', () => resolve({ how: 'end', at: Date.now() }));
    socket.once('error', (e: NodeJS.ErrnoException) =>
      resolve({ how: e.code ?? e.message, at: Date.now() }),
    );
  });
  /** The answer, or how the connection ended instead ('closed: end' for a FIN). */
  const send = (url = '/ping') => {
    const answer = new Promise<string>((resolve) => {
      received = '';
      answered = resolve;
      socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    });
    return Promise.race([answer, ended.then((e) => `closed: ${e.how}`)]);
  };
  return { send, ended };
}

describe('closing the server drains its keep-alive connections', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    if (app?.server.listening) await app.close();
  });

  it('answers every request of 20 tight keep-alive loops, resets none, ends each with Connection: close', async () => {
    const server = await listeningApp();
    app = server.app;
    const agent = new http.Agent({ keepAlive: true, maxSockets: LOOPS });
    const outcomes: Outcome[] = [];
    let closing = false;
    let afterClose = 0;
    // Each loop sends its next request right after each answer, until told to close.
    const loops = Array.from({ length: LOOPS }, async () => {
      for (;;) {
        const answer = await get(agent, server.url);
        outcomes.push(answer);
        if (closing) afterClose += 1;
        if (answer.error || answer.connection === 'close') return;
      }
    });
    // Closing while all loops run (on a busy machine they take a while to get going).
    while (outcomes.length < LOOPS * 5) await new Promise((resolve) => setTimeout(resolve, 10));
    closing = true;
    const closed = app.close();
    await Promise.all(loops);
    await closed;
    agent.destroy();

    expect(outcomes.filter((o) => o.error)).toEqual([]);
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    expect(afterClose).toBeGreaterThanOrEqual(LOOPS);
    expect(outcomes.filter((o) => o.connection === 'close')).toHaveLength(LOOPS);
  });

  it('keeps an idle connection through the grace period and ends it only after one without requests', async () => {
    const server = await listeningApp();
    app = server.app;
    const quiet = rawConnection(server.port);
    const late = rawConnection(server.port);
    expect(await quiet.send()).toContain('200 OK');
    expect(await late.send()).toContain('200 OK');
    const started = Date.now();
    const closed = app.close();
    // Still open well into the grace period: its next request is answered, closing it.
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS / 2));
    const answer = await late.send();
    expect(answer).toContain('200 OK');
    expect(answer.toLowerCase()).toContain('connection: close');
    expect((await late.ended).how).toBe('end');
    // The silent one is ended with a FIN once a whole grace period passed without requests.
    const quietEnd = await quiet.ended;
    expect(quietEnd.how).toBe('end');
    expect(quietEnd.at - started).toBeGreaterThanOrEqual(GRACE_MS - 20);
    await closed;
  });

  it('keeps a connection whose answer began before closing open for its next request', async () => {
    const server = await listeningApp();
    app = server.app;
    const client = rawConnection(server.port);
    const slow = client.send('/slow');
    // Its headers (keep-alive) are out; closing starts while the body is still coming.
    await new Promise((resolve) => setTimeout(resolve, 80));
    const closed = app.close();
    const first = await slow;
    expect(first).toContain('200 OK');
    expect(first.toLowerCase()).not.toContain('connection: close');
    // The client may send its next request at once on that connection: it is answered.
    const next = await client.send();
    expect(next).toContain('200 OK');
    expect(next.toLowerCase()).toContain('connection: close');
    expect((await client.ended).how).toBe('end');
    await closed;
  });
});
