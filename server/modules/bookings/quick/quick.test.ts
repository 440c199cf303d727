import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_MESSAGES } from '@/domain/quick-booking.ts';
import { translator } from '../../../i18n.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';

/** The rules' messages as a Spanish asker reads them. */
const es = translator('es');

type Session = { id: string; cookie: string };
const DAY = '2026-11-23';

describe('the quick booking', () => {
  let t: TestApp;
  let club: Club;
  let ana: Session;
  let bea: Session;
  let carla: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    const member = (email: string, name: string) =>
      userWithSession(db, { email, name, role: 'user-adult' });
    ana = await member('ana@test.local', 'Ana');
    bea = await member('bea@test.local', 'Bea');
    carla = await member('carla@test.local', 'Carla');
    // Pádel 1 was used more in the last weeks: the least used court goes first.
    const other = await member('old@test.local', 'Old');
    await insertBooking(db, {
      courtId: club.courts.padel1,
      userId: other.id,
      date: '2026-11-10',
      startsAt: new Date('2026-11-10T09:00:00Z'),
      paymentStatus: 'P',
    });
  });
  afterAll(() => t.close());

  const quick = (who: Session, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings/quick',
      headers: { cookie: who.cookie },
      payload: { sport: 'padel', dateBooked: DAY, time: '19:30', minutes: 90, ...payload },
    });

  it('books the least used free court in one request', async () => {
    const res = await quick(ana, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Reserva confirmada en Pádel 2.',
      booking: { courtId: { _id: club.courts.padel2 }, slots: ['19:30 - 21:00'] },
      alternatives: [],
      waitlist: null,
    });
  });

  it('takes the next court when the first is taken', async () => {
    const res = await quick(bea, {});
    expect(res.json().booking.courtId._id).toBe(club.courts.padel1);
  });

  it('offers the nearest free times and the waitlist when none is free', async () => {
    const res = await quick(carla, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      booking: null,
      message: es(QUICK_MESSAGES.none),
      alternatives: ['18:00', '21:00', '16:30'],
      waitlist: {
        courtId: club.courts.padel2,
        courtName: 'Pádel 2',
        timeBooked: ['19:30 - 21:00'],
      },
    });
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { cookie: carla.cookie },
      payload: { courtId: club.courts.padel2, dateBooked: DAY, timeBooked: ['19:30 - 21:00'] },
    });
    expect(join.statusCode).toBe(201);
  });

  it('names the free court a non-member pays for first, booking nothing', async () => {
    const guest = await userWithSession(t.database.db, {
      email: 'nosocio@test.local',
      name: 'Nora',
      role: 'guess',
    });
    const res = await quick(guest, { time: '21:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      booking: null,
      message: 'Como invitado, debes pagar la totalidad de la pista para confirmar tu reserva.',
      payFirst: { courtName: 'Pádel 2', timeBooked: ['21:00 - 22:30'] },
    });
  });

  it('knows the covered courts: the admin’s court list says which (Pádel 2 in the demo)', async () => {
    const admin = await userWithSession(t.database.db, {
      email: 'admin@test.local',
      role: 'admin',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/courts',
      headers: { cookie: admin.cookie },
    });
    const courts = res.json().courts as { name: string; indoor: boolean }[];
    expect(courts.map((c) => [c.name, c.indoor])).toEqual([
      ['Pádel 1', false],
      ['Pádel 2', true],
      ['Tenis 1', false],
      ['Tenis 2', false],
    ]);
  });

  it('refuses a length no court’s slots line up with, and the booking rules still apply', async () => {
    const odd = await quick(carla, { minutes: 60 });
    expect([odd.statusCode, odd.json().message]).toEqual([400, es(QUICK_MESSAGES.length)]);
    const far = await quick(carla, { dateBooked: '2026-12-20', time: '09:00' });
    expect([far.statusCode, far.json().message]).toEqual([
      400,
      'Ese día no se puede reservar todavía.',
    ]);
  });
});
