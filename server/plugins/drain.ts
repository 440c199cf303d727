/**
 * Closing without resetting anyone: when the app closes (SIGTERM, SIGINT) every request it has
 * or still receives is answered, each with `Connection: close` so the client opens its next
 * connection elsewhere; after a moment (`idleGraceMs`) the server stops accepting, and ends with
 * a FIN (never a reset) each connection that went a whole `idleGraceMs` without a request. Only
 * then does the app close its sockets and, last, its database.
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import net from 'node:net';
import fp from 'fastify-plugin';

export interface DrainOptions {
  /** How long, once closing started, connections are still accepted and idle ones kept. */
  idleGraceMs?: number;
  /** After this, connections still open are destroyed so the process can exit. */
  deadlineMs?: number;
}

/**
 * An HTTP connection as the drain sees it. Nothing per answer: every request pays what is done
 * here (issue 29), so a request only counts itself and leaves its answer; closing looks at them.
 */
interface Connection {
  requests: number;
  /** The last request's answer: while it is not finished, the connection is busy. */
  answer: ServerResponse | null;
  /** While closing: the requests counted at the last look, and since when it has been quiet
   * (null: busy at the last look, so its quiet starts at the next one). */
  seen: number;
  quietSince: number | null;
}

export const drainPlugin = fp<DrainOptions>(
  async (app, { idleGraceMs = 1_000, deadlineMs = 7_000 }) => {
    const connections = new Map<Socket, Connection>();
    let draining = false;

    app.server.on('connection', (socket: Socket) => {
      connections.set(socket, { requests: 0, answer: null, seen: 0, quietSince: null });
      socket.once('close', () => connections.delete(socket));
    });
    // A WebSocket is the realtime hub's to close, not an HTTP connection to drain.
    app.server.on('upgrade', (request: { socket: Socket }) => connections.delete(request.socket));
    // Answers begun after closing starts get `Connection: close` here, those begun before it when
    // it starts (Fastify adds it only to requests that begin after), without a hook.
    app.server.on('request', (request: { socket: Socket }, response: ServerResponse) => {
      if (draining) response.setHeader('connection', 'close');
      const state = connections.get(request.socket);
      if (state) {
        state.requests += 1;
        state.answer = response;
      }
    });

    /**
     * Looks at every connection: one with a request since the last look, or an answer not yet
     * finished, starts its quiet again. Ends (with a FIN) those quiet for a whole grace period.
     * Never one that just answered: an answer sent without `Connection: close` (begun before
     * closing) lets its client send the next request at once, which a FIN then would cut.
     */
    const look = (end: boolean) => {
      const now = Date.now();
      for (const [socket, state] of connections) {
        const busy = state.answer !== null && !state.answer.writableFinished;
        if (busy || state.requests !== state.seen) {
          state.seen = state.requests;
          state.quietSince = busy ? null : now;
        } else if (state.quietSince === null) {
          state.quietSince = now;
        } else if (end && now - state.quietSince >= idleGraceMs && !socket.writableEnded) {
          socket.end();
        }
      }
    };

    app.addHook('preClose', async () => {
      draining = true;
      const started = Date.now();
      for (const { answer } of connections.values()) {
        if (answer && !answer.headersSent) answer.setHeader('connection', 'close');
      }
      // For a moment new connections are still accepted, each answered once with `Connection:
      // close`: closing the listener at once would reset the connections the kernel has already
      // queued for it (clients see ECONNRESET), and a balancer needs a moment to notice anyway.
      // Looked at meanwhile, so that a request in that moment is seen.
      while (Date.now() - started < idleGraceMs) {
        look(false);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // Then stop accepting. Not http.Server#close: since Node 19 it also destroys every idle
      // keep-alive connection at once, resetting a request the client is sending on it.
      if (app.server.listening) net.Server.prototype.close.call(app.server);
      while (connections.size > 0 && Date.now() - started < deadlineMs) {
        look(true);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (const socket of connections.keys()) socket.destroy();
    });
  },
  { name: 'drain' },
);
