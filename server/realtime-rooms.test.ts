import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRoom, courtRoom } from '@/api/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { disconnected, nextEvent, socketClients, subscribe } from '#tests/helpers/sockets.ts';
import { hashToken } from './lib/crypto.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

/** One instance: which rooms a socket may join, and that a socket ends with its session. */
describe('socket rooms and sessions', () => {
  let t: TestApp;
  let club: Club;
  const clients = socketClients();

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    clients.closeAll();
    await t.close();
  });

  it("refuses every room of another member's, under every spelling", async () => {
    const db = t.database.db;
    const owner = await userWithSession(db, { email: 'owner@test.local', role: 'user-adult' });
    const other = await userWithSession(db, { email: 'other@test.local', role: 'user-adult' });
    const bookingId = await insertBooking(db, {
      courtId: club.courts.tennis1,
      userId: owner.id,
      date: '2026-11-22',
      startsAt: new Date('2026-11-22T09:00:00Z'),
    });
    const socket = await clients.connect(t.app, other.cookie);
    const foreign = [
      `user:${owner.id}`,
      `session:${hashToken(tokenOf(owner.cookie))}`,
      bookingRoom(bookingId),
      `${bookingRoom(bookingId)}:x`,
      `BOOKING:${bookingId}`,
      ` booking:${bookingId}`,
      `booking:${bookingId.toUpperCase()}`,
      `booking:`,
      `court:${club.courts.tennis1}:${bookingId}`,
      `court:00000000-0000-4000-8000-000000000000`,
      `admin:all`,
      `/`,
      '',
    ];
    for (const room of foreign) expect(await subscribe(socket, room), room).toBe(false);
    // Rooms that are not strings get the same answer.
    for (const room of [null, 42, { room: bookingRoom(bookingId) }, [bookingRoom(bookingId)]]) {
      const ok = await new Promise((resolve) => socket.emit('subscribe', room, resolve));
      expect(ok).toBe(false);
    }
    // What the member may follow: a court, and bookings they are in.
    expect(await subscribe(socket, courtRoom(club.courts.tennis1))).toBe(true);
    const ownerSocket = await clients.connect(t.app, owner.cookie);
    expect(await subscribe(ownerSocket, bookingRoom(bookingId))).toBe(true);

    // The refused rooms carry nothing to the other member's socket.
    const heard: string[] = [];
    socket.onAny((event: string) => heard.push(event));
    const ownerHeard = nextEvent(ownerSocket, 'ping:owner');
    t.app.realtime.emitToUser(owner.id, 'ping:owner', {});
    t.app.realtime.emitToRoom(bookingRoom(bookingId), 'ping:owner', {});
    await ownerHeard;
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
  });

  it('disconnects the sockets of a session at logout, and keeps the other sessions', async () => {
    const db = t.database.db;
    const ana = await userWithSession(db, { email: 'ana@test.local', role: 'user-adult' });
    const otherDevice = await userWithSession(db, { email: 'ana2@test.local', role: 'guess' });
    const phone = await clients.connect(t.app, ana.cookie);
    const laptop = await clients.connect(t.app, otherDevice.cookie);
    expect(await subscribe(phone, courtRoom(club.courts.padel1))).toBe(true);

    const gone = disconnected(phone);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { cookie: ana.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(laptop.connected).toBe(true);
    // The ended session cannot open a new socket either.
    await expect(clients.connect(t.app, ana.cookie)).rejects.toThrow(/unauthorized/);
  });

  it('a password change disconnects the other sessions, not the one that changed it', async () => {
    const db = t.database.db;
    const beto = await userWithSession(db, { email: 'beto@test.local', role: 'user-adult' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'beto@test.local', password: 'club1234' },
    });
    expect(login.statusCode).toBe(200);
    const stolen = beto.cookie;
    const mine = `club_session=${login.cookies.find((c) => c.name === 'club_session')!.value}`;
    const stolenSocket = await clients.connect(t.app, stolen);
    const mySocket = await clients.connect(t.app, mine);

    const gone = disconnected(stolenSocket);
    const form = new FormData();
    form.append('password', 'otra-clave-9');
    const request = new Request('http://x/', { method: 'PUT', body: form });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, cookie: mine },
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(mySocket.connected).toBe(true);
    expect(await subscribe(mySocket, courtRoom(club.courts.padel2))).toBe(true);
  });
});
