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

export const drainPlugin = fp<DrainOptions>(
  async (app, { idleGraceMs = 1_000, deadlineMs = 7_000 }) => {
    /** Open HTTP connections: requests in flight, and when the last one began or ended. */
    const connections = new Map<Socket, { inFlight: number; lastActive: number }>();
    let draining = false;

    app.server.on('connection', (socket: Socket) => {
      connections.set(socket, { inFlight: 0, lastActive: Date.now() });
      socket.once('close', () => connections.delete(socket));
    });
    // A WebSocket is the realtime hub's to close, not an HTTP connection to drain.
    app.server.on('upgrade', (request: { socket: Socket }) => connections.delete(request.socket));
    // Answers not yet sent: those in flight when closing starts get `Connection: close` then
    // (Fastify adds it only to requests that begin after), without a hook run on every request.
    const unsent = new Set<ServerResponse>();
    app.server.on('request', (request: { socket: Socket }, response: ServerResponse) => {
      if (draining) response.setHeader('connection', 'close');
      else unsent.add(response);
      const state = connections.get(request.socket);
      if (state) {
        state.inFlight += 1;
        state.lastActive = Date.now();
      }
      response.once('close', () => {
        unsent.delete(response);
        if (!state) return;
        state.inFlight = Math.max(0, state.inFlight - 1);
        state.lastActive = Date.now();
      });
    });

    /**
     * Ends (with a FIN) the connections silent for a whole grace period. Never one that just
     * answered: an answer sent without `Connection: close` (begun before closing) lets its
     * client send the next request at once, which a FIN then would cut ('socket hang up').
     */
    const endIdle = () => {
      const now = Date.now();
      for (const [socket, state] of connections) {
        const idle = state.inFlight === 0 && now - state.lastActive >= idleGraceMs;
        if (idle && !socket.writableEnded) socket.end();
      }
    };

    app.addHook('preClose', async () => {
      draining = true;
      for (const response of unsent) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      unsent.clear();
      const started = Date.now();
      // For a moment new connections are still accepted, each answered once with `Connection:
      // close`: closing the listener at once would reset the connections the kernel has already
      // queued for it (clients see ECONNRESET), and a balancer needs a moment to notice anyway.
      await new Promise((resolve) => setTimeout(resolve, idleGraceMs));
      // Then stop accepting. Not http.Server#close: since Node 19 it also destroys every idle
      // keep-alive connection at once, resetting a request the client is sending on it.
      if (app.server.listening) net.Server.prototype.close.call(app.server);
      while (connections.size > 0 && Date.now() - started < deadlineMs) {
        endIdle();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (const socket of connections.keys()) socket.destroy();
    });
  },
  { name: 'drain' },
);
