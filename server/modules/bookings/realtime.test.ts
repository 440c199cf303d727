import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRoom,
  bookingUpdatedEvent,
  courtRoom,
  scheduleUpdatedEvent,
  type BookingUpdatedPayload,
  type ScheduleUpdatedPayload,
} from '@/api/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';

/** Two members on the same schedule: the second hears the first's booking at once. */
describe('schedule and booking events over socket.io', () => {
  let t: TestApp;
  let url: string;
  let club: Club;
  const sockets: Socket[] = [];

  function connect(cookie: string): Promise<Socket> {
    const socket = io(url, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  const subscribe = (socket: Socket, room: string) =>
    new Promise<boolean>((resolve) => socket.emit('subscribe', room, resolve));

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('tells every open schedule of the court about a new booking and its cancellation', async () => {
    const db = t.database.db;
    const ana = await userWithSession(db, { email: 'ana@test.local', role: 'user-adult' });
    const beto = await userWithSession(db, { email: 'beto@test.local', role: 'vip' });
    const carla = await userWithSession(db, { email: 'carla@test.local', role: 'vip' });
    const betoSocket = await connect(beto.cookie);
    const carlaSocket = await connect(carla.cookie);
    const courtId = club.courts.tennis2;
    expect(await subscribe(betoSocket, courtRoom(courtId))).toBe(true);
    expect(await subscribe(betoSocket, courtRoom('00000000-0000-4000-8000-000000000000'))).toBe(
      false,
    );

    const heard = new Promise<ScheduleUpdatedPayload>((resolve) =>
      betoSocket.once(scheduleUpdatedEvent(courtId), resolve),
    );
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: ana.cookie },
      payload: { courtId, dateBooked: '2026-11-22', timeBooked: ['10:00 - 11:00'] },
    });
    expect(res.statusCode).toBe(200);
    const bookingId = res.json().booking._id as string;
    expect(await heard).toEqual({
      courtId,
      dateBooked: '2026-11-22',
      bookingId,
      action: 'created',
    });
    expect(Date.now() - started).toBeLessThan(1000);

    // Only the people in a booking (and admins) may follow it.
    expect(await subscribe(carlaSocket, bookingRoom(bookingId))).toBe(false);
    const anaSocket = await connect(ana.cookie);
    expect(await subscribe(anaSocket, bookingRoom(bookingId))).toBe(true);

    const cancelled = new Promise<ScheduleUpdatedPayload>((resolve) =>
      betoSocket.once(scheduleUpdatedEvent(courtId), resolve),
    );
    const update = new Promise<BookingUpdatedPayload>((resolve) =>
      anaSocket.once(bookingUpdatedEvent(bookingId), resolve),
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/booking/${bookingId}/delete`,
      headers: { cookie: ana.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect((await cancelled).action).toBe('cancelled');
    expect(await update).toMatchObject({ bookingId, action: 'cancelled', booking: null });
  });
});
