import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { SessionStore } from '@/lib/session.tsx';
import { createAuthFailureHandler } from './auth-failure.ts';

function setup() {
  const session = new SessionStore(async () => ({ kind: 'none' }));
  session.setUser({
    id: 'u1',
    email: 'a@b.es',
    name: 'Ana',
    dni: '',
    dob: null,
    league: false,
    role: 'user',
    image: null,
    universityCard: null,
    isUca: false,
    subscriptions: [],
    language: 'es',
  });
  localStorage.setItem('otra', 'x');
  const queryClient = new QueryClient();
  queryClient.setQueryData(['users', 'wallet'], { balance: 10 });
  const goTo = vi.fn();
  return {
    session,
    queryClient,
    goTo,
    handle: createAuthFailureHandler({ session, queryClient, goTo }),
  };
}

describe('the HTTP auth failure handler', () => {
  it('on 401 clears local storage, the session and the cache, and goes to /', () => {
    const { session, queryClient, goTo, handle } = setup();
    localStorage.setItem('club.language', 'ca');
    handle(401);
    // All of it but the language chosen on this device, which the login then speaks.
    expect({ ...localStorage }).toEqual({ 'club.language': 'ca' });
    expect(session.user).toBeNull();
    expect(queryClient.getQueryData(['users', 'wallet'])).toBeUndefined();
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('on 403 keeps everything and goes to /home', () => {
    const { session, queryClient, goTo, handle } = setup();
    handle(403);
    expect(session.user?.id).toBe('u1');
    expect(localStorage.getItem('otra')).toBe('x');
    expect(queryClient.getQueryData(['users', 'wallet'])).toEqual({ balance: 10 });
    expect(goTo).toHaveBeenCalledWith('/home');
  });
});
