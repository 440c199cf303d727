import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/users.ts';
import { SessionStore } from './session.tsx';

type Handler = (...args: unknown[]) => void;

/** Just enough of a socket.io client to watch what the wiring does with it. */
class FakeEmitter {
  handlers = new Map<string, Set<Handler>>();
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}
class FakeSocket extends FakeEmitter {
  io = new FakeEmitter();
  connected = false;
  connect = vi.fn(() => {
    this.connected = true;
  });
  disconnect = vi.fn(() => {
    this.connected = false;
  });
  emit = vi.fn();
}

const fake = new FakeSocket();
const ioMock = vi.fn((..._args: unknown[]) => fake);
vi.mock('socket.io-client', () => ({ io: (...args: unknown[]) => ioMock(...args) }));

const { connectRealtime, SOCKET_OPTIONS } = await import('./socket.ts');

function user(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'a@b.es',
    name: 'Ana',
    dni: '',
    dob: null,
    league: false,
    role: 'guess',
    image: null,
    universityCard: null,
    isUca: false,
    subscriptions: [],
    language: 'es',
    ...overrides,
  };
}

describe('connectRealtime', () => {
  it('uses the spec socket settings, follows the session and merges userUpdated', async () => {
    expect(SOCKET_OPTIONS).toMatchObject({
      withCredentials: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
      randomizationFactor: 0.5,
    });
    const session = new SessionStore(async () => ({ kind: 'none' }));
    const queryClient = new QueryClient();
    const stop = connectRealtime(session, queryClient);
    // Nobody signed in: the socket's library is not even loaded.
    await Promise.resolve();
    expect(ioMock).not.toHaveBeenCalled();
    expect(fake.connect).not.toHaveBeenCalled();

    session.setUser(user());
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(1));
    expect(ioMock).toHaveBeenCalledTimes(1);
    expect(ioMock).toHaveBeenCalledWith(expect.objectContaining({ withCredentials: true }));
    fake.fire('userUpdated:u1', { id: 'u1', name: 'Ana Nueva', role: 'user-adult' });
    expect(session.user).toMatchObject({ name: 'Ana Nueva', role: 'user-adult', email: 'a@b.es' });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Ana Nueva' });

    // Every reconnect refetches what is on screen, since events were missed meanwhile.
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fake.io.fire('reconnect');
    expect(invalidate).toHaveBeenCalledWith({ type: 'active' });

    session.clear();
    expect(fake.disconnect).toHaveBeenCalled();
    expect(fake.handlers.get('userUpdated:u1')?.size ?? 0).toBe(0);

    // Signing in again reuses the one socket.
    session.setUser(user({ id: 'u2' }));
    expect(fake.connect).toHaveBeenCalledTimes(2);
    expect(fake.handlers.get('userUpdated:u2')?.size).toBe(1);
    expect(ioMock).toHaveBeenCalledTimes(1);
    stop();
    expect(fake.connected).toBe(false);
    expect(fake.handlers.get('userUpdated:u2')?.size ?? 0).toBe(0);
  });
});
