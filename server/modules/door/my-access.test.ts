import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { BOOKING_ACCESS_BEFORE_MS } from '@/domain/door-access.ts';
import type { Database } from '../../db/client.ts';
import { accessLogs, bookingPlayers, bookings, courts, users } from '../../db/schema/index.ts';
import { createSession } from '../auth/index.ts';

/** The spec's refusal at the door, in Spanish (the tests' language). */
const DOOR_NOT_ALLOWED_MESSAGE =
  'No tienes acceso: necesitas una membresía activa o una reserva en curso o que empiece en los próximos 30 minutos.';

const START = new Date('2026-03-02T10:00:00Z');
/** Moves 5 s on each press so the door's 3-second pulse is always over for the next one. */
let clock = START;
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

async function addUser(db: Database, role: string) {
  const [user] = await db
    .insert(users)
    .values({
      email: `${role}-${Math.random()}@club.local`,
      name: `Persona ${role}`,
      role,
      passwordHash: 'x',
    })
    .returning();
  return { id: user!.id, cookie: `club_session=${await createSession(db, user!.id)}` };
}

describe('GET /api/access/me: may I open now, why, and when next', () => {
  let t: TestApp;
  let courtId = '';

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    const [court] = await t.database.db
      .insert(courts)
      .values({
        name: 'Pista Central',
        type: 'tennis',
        costNonMemberCents: 500,
        costUcaCents: 300,
        maxDaysInAdvance: { member: 7, nonMember: 2 },
        maxBookingsPerWeek: { member: 7, nonMember: 1 },
        openingTime: '08:00',
        closingTime: '22:00',
        slotMinutes: 60,
      })
      .returning();
    courtId = court!.id;
  });
  afterAll(() => t.close());

  async function book(userId: string, startsIn: number, status: 'active' | 'cancelled' = 'active') {
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        courtId,
        userId,
        dateBooked: '2026-03-02',
        startsAt: minutes(startsIn),
        endsAt: minutes(startsIn + 60),
        slots: ['x'],
        status,
        totalCents: 1000,
      })
      .returning();
    return row!;
  }

  function press(cookie: string) {
    clock = new Date(clock.getTime() + 5_000);
    return t.app.inject({
      method: 'POST',
      url: '/api/access/doors/unlock',
      headers: { cookie },
      payload: { doorId: 'main' },
    });
  }

  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/access/me', headers: cookie ? { cookie } : {} });

  it('needs a session', async () => {
    expect((await me()).statusCode).toBe(401);
  });

  it('tells a member they may open, and why, with their own presses newest first', async () => {
    const member = await addUser(t.database.db, 'user-adult');
    const other = await addUser(t.database.db, 'user-adult');
    for (const who of [member, other]) {
      expect((await press(who.cookie)).statusCode).toBe(200);
    }
    const res = await me(member.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      allowed: true,
      reason: 'Socio activo.',
      window: null,
      nextWindow: null,
    });
    expect(body.history).toHaveLength(1);
    expect(body.history[0]).toMatchObject({ doorId: 'main', result: 'opened' });
    expect(body.history[0]).not.toHaveProperty('user');
  });

  it('tells a non-member with no booking why not, and that nothing opens', async () => {
    const guest = await addUser(t.database.db, 'guess');
    expect((await me(guest.cookie)).json()).toEqual({
      success: true,
      allowed: false,
      reason: DOOR_NOT_ALLOWED_MESSAGE,
      window: null,
      nextWindow: null,
      history: [],
    });
  });

  it('words a logged refusal in each reader’s language: the member’s Catalan, the admin’s English', async () => {
    const guest = await addUser(t.database.db, 'guess');
    await t.database.db.update(users).set({ language: 'ca' }).where(eq(users.id, guest.id));
    expect((await press(guest.cookie)).statusCode).toBe(409);
    const mine = (await me(guest.cookie)).json() as { history: { reason: string }[] };
    expect(mine.history.map((h) => h.reason)).toEqual([
      'No hi tens accés: necessites una quota activa o una reserva en curs o que comenci en els propers 30 minuts.',
    ]);
    const admin = await addUser(t.database.db, 'admin');
    const logs = await t.app.inject({
      method: 'GET',
      url: `/api/admin/access?userId=${guest.id}`,
      headers: { cookie: admin.cookie, 'accept-language': 'en-GB' },
    });
    expect(logs.statusCode).toBe(200);
    expect((logs.json() as { logs: { reason: string }[] }).logs.map((l) => l.reason)).toEqual([
      'You have no access: you need an active membership or a booking under way or starting in the next 30 minutes.',
    ]);
    // The club's record keeps the Spanish words beside the message.
    const [row] = await t.database.db
      .select()
      .from(accessLogs)
      .where(eq(accessLogs.userId, guest.id));
    expect(row).toMatchObject({
      reason: DOOR_NOT_ALLOWED_MESSAGE,
      reasonMessage: { id: 'rules.doorNotAllowed' },
    });
  });

  it('names the next window of a booking, also as a player, and ignores cancelled ones', async () => {
    const booker = await addUser(t.database.db, 'guess');
    const player = await addUser(t.database.db, 'uca');
    await book(booker.id, 60, 'cancelled');
    const coming = await book(booker.id, 180);
    await t.database.db
      .insert(bookingPlayers)
      .values({ bookingId: coming.id, position: 1, userId: player.id, isMember: false });
    const opensAt = new Date(coming.startsAt.getTime() - BOOKING_ACCESS_BEFORE_MS).toISOString();
    for (const who of [booker, player]) {
      expect((await me(who.cookie)).json()).toMatchObject({
        allowed: false,
        reason: DOOR_NOT_ALLOWED_MESSAGE,
        nextWindow: {
          bookingId: coming.id,
          courtName: 'Pista Central',
          opensAt,
          closesAt: coming.endsAt.toISOString(),
        },
      });
    }
  });

  it('says the door opens now inside a booking window, and the door agrees', async () => {
    const guest = await addUser(t.database.db, 'guess');
    const now = await book(guest.id, 20);
    expect((await me(guest.cookie)).json()).toMatchObject({
      allowed: true,
      reason: 'Reserva en curso.',
      window: { bookingId: now.id, courtName: 'Pista Central' },
      nextWindow: null,
    });
    expect((await press(guest.cookie)).statusCode).toBe(200);
  });
});
