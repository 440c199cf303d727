import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import type { User } from '@/api/users.ts';
import type { SessionStore } from './session.tsx';

/** The club's socket host; same origin as the PWA unless configured (any host of the contract). */
export const SOCKET_URL: string | undefined = import.meta.env.VITE_SOCKET_URL || undefined;

/** The spec's socket defaults. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  withCredentials: true,
  autoConnect: false,
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
  randomizationFactor: 0.5,
} as const;

let socket: Promise<Socket> | null = null;

/**
 * The one socket of the app, connected only while someone is signed in. Its library (11 KB
 * compressed) is loaded the first time it is needed, so a visitor's first screen never downloads
 * or evaluates it. A failed load (a chunk the server no longer has) is tried again next time.
 */
export function loadSocket(): Promise<Socket> {
  socket ??= import('socket.io-client').then(
    ({ io }) => (SOCKET_URL ? io(SOCKET_URL, SOCKET_OPTIONS) : io(SOCKET_OPTIONS)),
    (error: unknown) => {
      socket = null;
      throw error;
    },
  );
  return socket;
}

/**
 * Runs `attach` on the socket once it is loaded (a microtask later when it already is, before any
 * event can arrive); the function returned undoes it, or cancels it if it has not run yet.
 */
function withSocket(attach: (s: Socket) => () => void): () => void {
  let active = true;
  let detach: (() => void) | undefined;
  // Without its library the app works on, without live updates, as it does offline.
  loadSocket().then(
    (s) => {
      if (active) detach = attach(s);
    },
    () => undefined,
  );
  return () => {
    active = false;
    detach?.();
  };
}

/**
 * Ties the socket to the session: connects when a user signs in (the server authenticates the
 * cookie at connect time), disconnects on sign-out, merges `userUpdated:{userId}` into the session
 * user, and invalidates every active query after a reconnect, since events were missed meanwhile.
 * Nothing is loaded until someone is signed in.
 */
export function connectRealtime(session: SessionStore, queryClient: QueryClient): () => void {
  let detach: (() => void) | undefined;
  const attachOnSignIn = () => {
    if (detach || !session.user) return;
    detach = withSocket((s) => followSession(s, session, queryClient));
  };
  attachOnSignIn();
  const unsubscribe = session.subscribe(attachOnSignIn);
  return () => {
    unsubscribe();
    detach?.();
  };
}

function followSession(s: Socket, session: SessionStore, queryClient: QueryClient): () => void {
  let userId: string | null = null;
  let userEvent: string | null = null;
  const onUserUpdated = (payload: Partial<User>) => session.mergeUser(payload);
  const onReconnect = () => void queryClient.invalidateQueries({ type: 'active' });
  s.io.on('reconnect', onReconnect);

  const follow = () => {
    const next = session.user?.id ?? null;
    if (next === userId) return;
    if (userEvent) s.off(userEvent, onUserUpdated);
    s.disconnect();
    userId = next;
    userEvent = next ? `userUpdated:${next}` : null;
    if (userEvent) {
      s.on(userEvent, onUserUpdated);
      s.connect();
    }
  };
  follow();
  const unsubscribe = session.subscribe(follow);
  return () => {
    unsubscribe();
    s.io.off('reconnect', onReconnect);
    if (userEvent) s.off(userEvent, onUserUpdated);
    s.disconnect();
  };
}

/**
 * Listens to one socket event while the component is mounted, e.g.
 * `useSocketEvent(\`walletUpdated:${user.id}\`, (p) => …)`. A null event listens to nothing.
 */
export function useSocketEvent<T>(event: string | null, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!event) return;
    const listener = (payload: T) => latest.current(payload);
    return withSocket((s) => {
      s.on(event, listener);
      return () => void s.off(event, listener);
    });
  }, [event]);
}

/**
 * Joins a server room (e.g. `booking:{id}`, authorized by the module that owns it) while mounted,
 * and again after every reconnect, since the server forgets rooms with the old connection.
 */
export function useSocketRoom(room: string | null): void {
  useEffect(() => {
    if (!room) return;
    return withSocket((s) => {
      const join = () => void s.emit('subscribe', room);
      if (s.connected) join();
      s.on('connect', join);
      return () => {
        s.off('connect', join);
        if (s.connected) s.emit('unsubscribe', room);
      };
    });
  }, [room]);
}
