import { describe, expect, it } from 'vitest';
import { sessionSetCookie, sessionToken } from './sessions.ts';

describe('the session cookie', () => {
  it('finds the token among other cookies, as the cookie package reads it', () => {
    expect(sessionToken(undefined)).toBeUndefined();
    expect(sessionToken('')).toBeUndefined();
    expect(sessionToken('club_session=abc')).toBe('abc');
    expect(sessionToken('theme=dark;  club_session=abc ; lang=es')).toBe('abc');
    // A name that only ends like ours is another cookie; the first of two is the one read.
    expect(sessionToken('old_club_session=x; club_session=y; club_session=z')).toBe('y');
    expect(sessionToken('club_session="quoted"')).toBe('quoted');
    expect(sessionToken('club_session=a%2Bb')).toBe('a+b');
    // Malformed escapes are kept as they came, never thrown.
    expect(sessionToken('club_session=%E0%A4%A')).toBe('%E0%A4%A');
    expect(sessionToken('club_session=')).toBe('');
    expect(sessionToken('club_sessionx=1; lang=es')).toBeUndefined();
  });

  it('is set HttpOnly and SameSite=Lax for 30 days, Secure behind https, and cleared', () => {
    expect(sessionSetCookie('tok', false)).toBe(
      'club_session=tok; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(sessionSetCookie('tok', true)).toBe(
      'club_session=tok; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
    expect(sessionSetCookie('', false)).toBe(
      'club_session=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax',
    );
  });
});
