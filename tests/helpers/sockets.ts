import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

/** socket.io clients of a test, with the session cookie a browser would send; closed together. */
export function socketClients() {
  const sockets: Socket[] = [];
  return {
    /** Resolves when the server accepted the socket, rejects with its refusal. */
    connect(app: FastifyInstance, cookie: string): Promise<Socket> {
      const port = (app.server.address() as AddressInfo).port;
      const socket = io(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        extraHeaders: { cookie },
        reconnection: false,
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    closeAll() {
      for (const s of sockets) s.close();
    },
  };
}

export const subscribe = (socket: Socket, room: string) =>
  new Promise<boolean>((resolve) => socket.emit('subscribe', room, resolve));

/** The next payload of an event, or a rejection after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves when the server disconnects the socket, rejects after `ms`. */
export function disconnected(socket: Socket, ms = 5_000): Promise<string> {
  if (!socket.connected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
