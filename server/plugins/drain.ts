/**
 * Closing without resetting anyone: when the app closes (SIGTERM, SIGINT) every request it has
 * or still receives is answered, each with `Connection: close` so the client opens its next
 * connection elsewhere; after a moment (`idleGraceMs`, in which an idle keep-alive connection
 * may still send its next request) the server stops accepting and ends the connections left idle
 * with a FIN (never a reset). Only then does the app close its sockets and, last, its database.
 */
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
    /** Open HTTP connections and how many requests each has in flight. */
    const inFlight = new Map<Socket, number>();
    let draining = false;

    const endIfIdle = (socket: Socket) => {
      if (inFlight.get(socket) === 0 && !socket.writableEnded) socket.end();
    };
    app.server.on('connection', (socket: Socket) => {
      inFlight.set(socket, 0);
      socket.once('close', () => inFlight.delete(socket));
    });
    // A WebSocket is the realtime hub's to close, not an HTTP connection to drain.
    app.server.on('upgrade', (request: { socket: Socket }) => inFlight.delete(request.socket));
    app.server.on('request', (request: { socket: Socket }, response: NodeJS.EventEmitter) => {
      const socket = request.socket;
      if (!inFlight.has(socket)) return;
      inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
      response.once('close', () => {
        if (!inFlight.has(socket)) return;
        inFlight.set(socket, Math.max(0, (inFlight.get(socket) ?? 1) - 1));
        if (draining) endIfIdle(socket);
      });
    });
    // Requests that began before closing did not get Fastify's `Connection: close`; add it.
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    app.addHook('preClose', async () => {
      draining = true;
      const started = Date.now();
      // For a moment new connections are still accepted, each answered once with `Connection:
      // close`: closing the listener at once would reset the connections the kernel has already
      // queued for it (clients see ECONNRESET), and a balancer needs a moment to notice anyway.
      await new Promise((resolve) => setTimeout(resolve, idleGraceMs));
      // Then stop accepting. Not http.Server#close: since Node 19 it also destroys every idle
      // keep-alive connection at once, resetting a request the client is sending on it.
      if (app.server.listening) net.Server.prototype.close.call(app.server);
      while (inFlight.size > 0 && Date.now() - started < deadlineMs) {
        for (const socket of inFlight.keys()) endIfIdle(socket);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (const socket of inFlight.keys()) socket.destroy();
    });
  },
  { name: 'drain' },
);
