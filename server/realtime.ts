import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { Database } from './db/client.ts';
import { SESSION_COOKIE, findSessionUser, type SessionUser } from './modules/auth/session.ts';

/**
 * Events carry their subject's id in the name, as the spec's contract has it
 * (`userUpdated:{userId}`, `walletUpdated:{userId}`, `bookingUpdated:{bookingId}`), and are sent
 * only to the sockets allowed to see them: every socket joins its user's room on connect, and may
 * ask to join other rooms, each kind guarded by the module that owns it.
 */
export interface Realtime {
  emitToUser(userId: string, event: string, payload: unknown): void;
  emitToRoom(room: string, event: string, payload: unknown): void;
  /** `prefix` is the part before ':' of a room name, e.g. 'court' for 'court:{id}'. */
  allowRooms(prefix: string, authorize: RoomAuthorizer): void;
  close(): Promise<void>;
}

export type RoomAuthorizer = (user: SessionUser, id: string) => Promise<boolean> | boolean;

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

/**
 * The pool as the socket.io adapter sees it. The adapter acquires its LISTEN client in the
 * background and releases it on close only if it already holds it; a close during that
 * acquisition (a short-lived app, a busy event loop) would keep the client, and so the pool,
 * forever. This one releases at close whatever the adapter still holds, and hands out nothing
 * after it.
 */
function closablePool(pool: pg.Pool): { pool: pg.Pool; close(): void } {
  const held = new Set<pg.PoolClient>();
  let closed = false;
  const never = () => new Promise<never>(() => {});
  const connect = async (): Promise<pg.PoolClient> => {
    if (closed) return never();
    const client = await pool.connect();
    if (closed) {
      client.release();
      return never();
    }
    held.add(client);
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) => {
      held.delete(client);
      return release(error);
    };
    return client;
  };
  const proxy = new Proxy(pool, {
    get(target, property) {
      if (property === 'connect') return connect;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    pool: proxy,
    close() {
      closed = true;
      for (const client of held) client.release();
    },
  };
}

export function createRealtime(
  httpServer: HttpServer,
  options: { db: Database; pool?: pg.Pool; corsOrigins: string[] },
): Realtime {
  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    cors: options.corsOrigins.length
      ? { origin: options.corsOrigins, credentials: true }
      : undefined,
  });
  // Several instances share events through PostgreSQL; PGlite means one instance.
  const adapterPool = options.pool ? closablePool(options.pool) : null;
  if (adapterPool) io.adapter(createAdapter(adapterPool.pool));

  const authorizers = new Map<string, RoomAuthorizer>();

  io.use(async (socket, next) => {
    const token = parseCookies(socket.handshake.headers.cookie)[SESSION_COOKIE];
    const user = token ? await findSessionUser(options.db, token).catch(() => null) : null;
    if (!user) return next(new Error('unauthorized'));
    socket.data.user = user;
    next();
  });

  io.on('connection', (socket: Socket) => {
    const user = socket.data.user as SessionUser;
    void socket.join(`user:${user.id}`);
    socket.on('subscribe', async (room: unknown, ack?: (ok: boolean) => void) => {
      const ok = await canJoin(user, room);
      if (ok) await socket.join(room as string);
      if (typeof ack === 'function') ack(ok);
    });
    socket.on('unsubscribe', (room: unknown) => {
      if (typeof room === 'string') void socket.leave(room);
    });
  });

  async function canJoin(user: SessionUser, room: unknown): Promise<boolean> {
    if (typeof room !== 'string' || room.length > 200) return false;
    const [prefix, id] = room.split(':', 2);
    const authorize = prefix ? authorizers.get(prefix) : undefined;
    if (!authorize || !id) return false;
    try {
      return await authorize(user, id);
    } catch {
      return false;
    }
  }

  return {
    emitToUser: (userId, event, payload) => void io.to(`user:${userId}`).emit(event, payload),
    emitToRoom: (room, event, payload) => void io.to(room).emit(event, payload),
    allowRooms: (prefix, authorize) => void authorizers.set(prefix, authorize),
    // Not io.close(): that would also close the HTTP server, which Fastify owns.
    close: async () => {
      io.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      adapterPool?.close();
    },
  };
}
