import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
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

let socket: Socket | null = null;

/** The one socket of the app (created lazily, connected only while someone is signed in). */
export function getSocket(): Socket {
  socket ??= SOCKET_URL ? io(SOCKET_URL, SOCKET_OPTIONS) : io(SOCKET_OPTIONS);
  return socket;
}

/**
 * Ties the socket to the session: connects when a user signs in (the server authenticates the
 * cookie at connect time), disconnects on sign-out, merges `userUpdated:{userId}` into the session
 * user, and invalidates every active query after a reconnect, since events were missed meanwhile.
 */
export function connectRealtime(session: SessionStore, queryClient: QueryClient): () => void {
  const s = getSocket();
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
    const s = getSocket();
    const listener = (payload: T) => latest.current(payload);
    s.on(event, listener);
    return () => {
      s.off(event, listener);
    };
  }, [event]);
}

/**
 * Joins a server room (e.g. `booking:{id}`, authorized by the module that owns it) while mounted,
 * and again after every reconnect, since the server forgets rooms with the old connection.
 */
export function useSocketRoom(room: string | null): void {
  useEffect(() => {
    if (!room) return;
    const s = getSocket();
    const join = () => void s.emit('subscribe', room);
    if (s.connected) join();
    s.on('connect', join);
    return () => {
      s.off('connect', join);
      if (s.connected) s.emit('unsubscribe', room);
    };
  }, [room]);
}
