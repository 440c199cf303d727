import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { Database } from './db/client.ts';
import { hashToken } from './lib/crypto.ts';
import { sessionToken, type SessionUser } from './sessions.ts';
import { createPgBus, type Bus, type BusLogger } from './realtime-bus.ts';

/**
 * Events carry their subject's id in the name, as the spec's contract has it
 * (`userUpdated:{userId}`, `walletUpdated:{userId}`, `bookingUpdated:{bookingId}`), and are sent
 * only to the sockets allowed to see them: every socket joins its user's room on connect, and may
 * ask to join other rooms, each kind guarded by the module that owns it. Several instances pass
 * their events to each other on the PostgreSQL bus (realtime-bus.ts).
 */
export interface Realtime {
  emitToUser(userId: string, event: string, payload: unknown): void;
  emitToRoom(room: string, event: string, payload: unknown): void;
  /** `prefix` is the part before ':' of a room name, e.g. 'court' for 'court:{id}'. */
  allowRooms(prefix: string, authorize: RoomAuthorizer): void;
  /** Disconnects, on every instance, the sockets opened with these sessions (stored ids). */
  endSessions(sessionIds: readonly string[]): void;
  /**
   * Tells every instance (this one included) that cached `topic` entries under these keys are
   * stale. Call it after the change is committed.
   */
  forget(topic: string, keys: readonly string[]): void;
  /**
   * Hears `forget` for a topic from any instance. `null` means "everything": the bus was down and
   * invalidations may have been missed. Ended sessions are heard as topic 'session' (stored ids).
   */
  onForget(topic: string, listener: ForgetListener): void;
  /**
   * For a writer that tells the other instances in its own statement: the pg_notify channel and
   * payload carrying these invalidations (null with one instance, PGlite). The writer then applies
   * them here with `local`, once committed. Both are absent on a test's stand-in, which then hears
   * everything through the methods above.
   */
  notification?(forgets: readonly Forget[]): { channel: string; payload: string } | null;
  /** This instance only: what the other instances learn from a notification (or do themselves). */
  local?: Pick<Realtime, 'emitToUser' | 'emitToRoom' | 'forget'>;
  /** Whether a cache may be trusted: false while invalidations from other instances can be lost. */
  cacheable(): boolean;
  /** 'local' with one instance (PGlite); otherwise whether other instances' events arrive. */
  status(): 'local' | 'connected' | 'reconnecting';
  close(): Promise<void>;
}

export type ForgetListener = (keys: readonly string[] | null) => void;

export interface Forget {
  topic: string;
  keys: readonly string[];
}

export type RoomAuthorizer = (user: SessionUser, id: string) => Promise<boolean> | boolean;

const BUS_CHANNEL = 'club_realtime';
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** What instances tell each other: an event for a room's sockets, or sockets to disconnect. */
const busMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('emit'), room: z.string(), event: z.string(), payload: z.unknown() }),
  z.object({
    kind: z.literal('disconnect'),
    rooms: z.array(z.string()),
    sessions: z.array(z.string()).default([]),
  }),
  z.object({ kind: z.literal('forget'), topic: z.string(), keys: z.array(z.string()) }),
]);
type BusMessage = z.infer<typeof busMessageSchema>;

/** `prefix:id` with exactly one colon: nothing else names a room a socket may ask for. */
const ROOM_PATTERN = /^([a-z]+):([^:]{1,100})$/;

function createIo(httpServer: HttpServer, corsOrigins: string[]): Server {
  return new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    cors: corsOrigins.length ? { origin: corsOrigins, credentials: true } : undefined,
  });
}

/** A message from another instance, or several sent together; anything else is refused. */
function receive(raw: unknown, apply: (message: BusMessage) => void, log: BusLogger): void {
  for (const one of Array.isArray(raw) ? raw : [raw]) {
    const parsed = busMessageSchema.safeParse(one);
    if (parsed.success) apply(parsed.data);
    else log.error({ issues: parsed.error.issues }, 'realtime message refused');
  }
}

/**
 * Messages sent in one turn of the event loop (a booking's invalidation and its events) travel in
 * one notification: one round trip instead of one each. A lone message travels as it is.
 */
function batched(publish: (messages: unknown) => Promise<void>): (message: BusMessage) => void {
  let pending: BusMessage[] | null = null;
  return (message) => {
    if (!pending) {
      const batch: BusMessage[] = (pending = []);
      queueMicrotask(() => {
        pending = null;
        void publish(batch.length === 1 ? batch[0] : batch);
      });
    }
    pending.push(message);
  };
}

/** Who listens to which cache topic's invalidations. */
function forgetRegistry() {
  const listeners = new Map<string, ForgetListener[]>();
  const notify = (topic: string, keys: readonly string[] | null) => {
    for (const listener of listeners.get(topic) ?? []) listener(keys);
  };
  return {
    notify,
    listen: (topic: string, listener: ForgetListener) =>
      void listeners.set(topic, [...(listeners.get(topic) ?? []), listener]),
    forgetAll: () => {
      for (const topic of listeners.keys()) notify(topic, null);
    },
  };
}

/** Invalidations as one bus message (a lone one as it is, as `batched` sends them). */
function forgetBatch(forgets: readonly Forget[]): BusMessage | BusMessage[] {
  const batch: BusMessage[] = forgets.map((f) => ({ kind: 'forget', ...f, keys: [...f.keys] }));
  return batch.length === 1 ? batch[0]! : batch;
}

/** Emits and invalidations applied on this instance only. */
function localAudience(
  apply: (message: BusMessage) => void,
): Pick<Realtime, 'emitToUser' | 'emitToRoom' | 'forget'> {
  return {
    emitToUser: (userId, event, payload) =>
      apply({ kind: 'emit', room: `user:${userId}`, event, payload }),
    emitToRoom: (room, event, payload) => apply({ kind: 'emit', room, event, payload }),
    forget: (topic, keys) => {
      if (keys.length) apply({ kind: 'forget', topic, keys: [...keys] });
    },
  };
}

export interface RealtimeOptions {
  db: Database;
  databaseUrl?: string;
  corsOrigins: string[];
  log: BusLogger;
  /** The token's user, straight from the database (auth's lookup, passed in by app.ts). */
  findSessionUser: (token: string) => Promise<SessionUser | null>;
}

export function createRealtime(httpServer: HttpServer, options: RealtimeOptions): Realtime {
  const io = createIo(httpServer, options.corsOrigins);
  const forgetting = forgetRegistry();
  const notifyForget = forgetting.notify;
  const apply = (message: BusMessage) => {
    // Nobody here in the room (a schedule or a person with no open app): nothing to encode.
    if (message.kind === 'emit' && !io.sockets.adapter.rooms.has(message.room)) return;
    if (message.kind === 'emit') io.to(message.room).emit(message.event, message.payload);
    else if (message.kind === 'forget') notifyForget(message.topic, message.keys);
    else {
      notifyForget('session', message.sessions);
      io.in(message.rooms).disconnectSockets(true);
    }
  };
  // Several instances share events through PostgreSQL; PGlite means one instance.
  const bus: Bus | null = options.databaseUrl
    ? createPgBus({
        url: options.databaseUrl,
        db: options.db,
        channel: BUS_CHANNEL,
        log: options.log,
        onMessage: (raw) => receive(raw, apply, options.log),
        onReconnect: forgetting.forgetAll,
      })
    : null;
  const publish = bus ? batched((messages) => bus.publish(messages)) : () => {};
  const send = (message: BusMessage) => {
    apply(message);
    publish(message);
  };

  const authorizers = new Map<string, RoomAuthorizer>();

  io.use(async (socket, next) => {
    const token = sessionToken(socket.handshake.headers.cookie);
    let user: SessionUser | null = null;
    try {
      user = token ? await options.findSessionUser(token) : null;
    } catch {
      // The database is away. A refusal would be final (the client does not retry one); a
      // dropped transport is retried with the client's backoff, and works once it is back.
      socket.conn.close();
      return;
    }
    if (!user || !token) return next(new Error('unauthorized'));
    socket.data.user = user;
    socket.data.token = token;
    next();
  });

  io.on('connection', (socket: Socket) => {
    const user = socket.data.user as SessionUser;
    const token = socket.data.token as string;
    void socket.join([`user:${user.id}`, sessionRoom(hashToken(token))]);
    socket.on('subscribe', async (room: unknown, ack?: (ok: boolean) => void) => {
      // The session may have ended since the socket opened (on any instance): ask again.
      const current = await options.findSessionUser(token).catch(() => undefined);
      if (current === null) {
        socket.disconnect(true);
        return;
      }
      const ok = current !== undefined && (await canJoin(current, room));
      if (ok) await socket.join(room as string);
      if (typeof ack === 'function') ack(ok);
    });
    socket.on('unsubscribe', (room: unknown) => {
      if (typeof room === 'string') void socket.leave(room);
    });
  });

  async function canJoin(user: SessionUser, room: unknown): Promise<boolean> {
    const match = typeof room === 'string' ? ROOM_PATTERN.exec(room) : null;
    const [, prefix, id] = match ?? [];
    const authorize = prefix ? authorizers.get(prefix) : undefined;
    if (!authorize || !id) return false;
    try {
      return await authorize(user, id);
    } catch {
      return false;
    }
  }

  return {
    emitToUser: (userId, event, payload) =>
      send({ kind: 'emit', room: `user:${userId}`, event, payload }),
    emitToRoom: (room, event, payload) => send({ kind: 'emit', room, event, payload }),
    allowRooms: (prefix, authorize) => void authorizers.set(prefix, authorize),
    endSessions: (sessionIds) => {
      if (!sessionIds.length) return;
      send({ kind: 'disconnect', rooms: sessionIds.map(sessionRoom), sessions: [...sessionIds] });
    },
    forget: (topic, keys) => {
      if (keys.length) send({ kind: 'forget', topic, keys: [...keys] });
    },
    onForget: forgetting.listen,
    notification: (forgets) => (bus ? bus.notification(forgetBatch(forgets)) : null),
    local: localAudience(apply),
    cacheable: () => !bus || bus.connected(),
    status: () => (bus ? (bus.connected() ? 'connected' : 'reconnecting') : 'local'),
    // Not io.close(): that would also close the HTTP server, which Fastify owns.
    close: async () => {
      io.disconnectSockets(true);
      io.engine.close();
      await bus?.close();
    },
  };
}
