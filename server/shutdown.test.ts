import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepAliveGet as get, type Outcome } from '#tests/helpers/keep-alive.ts';
import { startServerProcess } from '#tests/helpers/server-process.ts';

/** One of this suite's own ports (see the helpers' port plan). */
const PORT = 5117;
const CONNECTIONS = 20;

/**
 * A raw keep-alive connection that sends one request, reads the answer and stays idle; `ended`
 * says how the server closed it: 'end' (a FIN) or the socket error's code.
 */
async function idleConnection(port: number): Promise<{ ended: Promise<string> }> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const answered = new Promise<void>((resolve) =>
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes('\r\n\r\n')) resolve();
    }),
  );
  const ended = new Promise<string>((resolve) => {
    socket.once('end', () => resolve('end'));
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
  socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  await answered;
  return { ended };
}

/**
 * The real server process under load from keep-alive clients (as browsers and balancers keep
 * connections) receives SIGTERM: every request sent on an open connection is answered, the
 * connections are closed with `Connection: close` or a FIN, none is reset, and the process exits
 * cleanly within 10 s.
 */
describe('SIGTERM drains the server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-drain-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers in-flight and kept-alive requests, resets nothing, exits within 10 s', async () => {
    const server = await startServerProcess(PORT, { DATA_DIR: dataDir, DATABASE_URL: '' });
    child = server.child;
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child!.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const url = `http://127.0.0.1:${PORT}/api/health`;

    // Idle keep-alive connections: one request each, then silence.
    const idle = await Promise.all(Array.from({ length: 3 }, () => idleConnection(PORT)));

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const before: Outcome[] = [];
    const after: Outcome[] = [];
    let signalledAt = 0;
    // Each client sends on its kept-alive connection until told to close it; then it would go
    // to another instance (a balancer stops sending new connections to one shutting down).
    const workers = Array.from({ length: CONNECTIONS }, async () => {
      for (;;) {
        const answer = await get(agent, url);
        (signalledAt ? after : before).push(answer);
        if (answer.error || answer.connection === 'close') return;
      }
    });
    await new Promise((r) => setTimeout(r, 1_500));
    signalledAt = Date.now();
    child.kill('SIGTERM');
    const exit = await exited;
    await Promise.all(workers);
    agent.destroy();

    expect(exit.code, server.stderr()).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(10_000);
    expect(before.length).toBeGreaterThan(CONNECTIONS);
    // Every request was answered 200 (no 503 while closing), none reset, and every connection
    // was closed by a `Connection: close` answer.
    expect([...before, ...after].filter((o) => o.status !== 200)).toEqual([]);
    const closing = [...before, ...after].filter((o) => o.connection === 'close');
    expect(closing).toHaveLength(CONNECTIONS);
    // The idle ones were ended with a FIN, not a reset.
    expect(await Promise.all(idle.map((c) => c.ended))).toEqual(idle.map(() => 'end'));
  }, 90_000);
});
