import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';
import { player } from '#tests/helpers/matches.ts';
import { bookings, courtSeriesDates } from '../../db/schema/index.ts';

type Session = { id: string; cookie: string };

/** Tuesdays 18:00 (17:00 UTC in winter), 90 minutes, on Pádel 1, 24 November to 29 December. */
const SERIES = {
  weekday: 2,
  startTime: '18:00',
  minutes: 90,
  from: '2026-11-24',
  to: '2026-12-29',
  price: 24,
};

describe('series (abonos)', () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let sofia: Session;
  let lucia: Session;
  let seriesId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
    admin = await userWithSession(t.database.db, { email: 'admin@test.local', role: 'admin' });
    sofia = await player(t.database.db, 'Sofia', { euros: 100 });
    lucia = await player(t.database.db, 'Lucia');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = admin) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const dateRow = async (date: string) =>
    (
      await t.database.db
        .select()
        .from(courtSeriesDates)
        .where(and(eq(courtSeriesDates.seriesId, seriesId), eq(courtSeriesDates.date, date)))
    )[0]!;
  const booking = async (id: string) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  it('books every date it can in one go and says why it skipped the others', async () => {
    await call('PUT', '/api/admin/calendar/days/2026-12-08', {
      name: 'La Inmaculada Concepción',
      source: 'holiday',
      status: 'closed',
    });
    await insertBooking(t.database.db, {
      courtId: club.courts.padel1,
      userId: lucia.id,
      date: '2026-12-15',
      startsAt: new Date('2026-12-15T17:00:00Z'),
      minutes: 90,
    });
    const res = await call('POST', '/api/admin/series', {
      ...SERIES,
      courtId: club.courts.padel1,
      holderId: sofia.id,
      playerIds: [lucia.id],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    seriesId = body.series._id;
    expect(body.message).toBe('Abono creado: 4 fechas reservadas, 2 sin reservar.');
    expect(body.skipped).toEqual([
      expect.objectContaining({
        date: '2026-12-08',
        reason: 'holiday',
        detail: 'Club cerrado: La Inmaculada Concepción',
      }),
      expect.objectContaining({ date: '2026-12-15', reason: 'taken', detail: 'Ya está reservada' }),
    ]);
    // The server's own words for a skip are read in the reader's language.
    const inEnglish = await t.app.inject({
      method: 'GET',
      url: '/api/admin/series',
      headers: { cookie: admin.cookie, 'accept-language': 'en' },
    });
    const skips = (inEnglish.json().series as Array<{ _id: string; dates: object[] }>)
      .find((x) => x._id === seriesId)!
      .dates.filter((d) => (d as { status: string }).status === 'skipped');
    expect(skips).toContainEqual(
      expect.objectContaining({ date: '2026-12-15', detail: 'Already booked' }),
    );
    const booked = body.series.dates.filter((d: { status: string }) => d.status === 'booked');
    expect(booked.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-24',
      '2026-12-01',
      '2026-12-22',
      '2026-12-29',
    ]);
    const first = await booking(booked[0].bookingId);
    expect(first).toMatchObject({
      userId: sofia.id,
      totalCents: 2400,
      paymentStatus: 'C',
      slots: ['18:00 - 19:30'],
    });
    expect(first.startsAt.toISOString()).toBe('2026-11-24T17:00:00.000Z');
  });

  it('refuses a length that is not whole slots, a start in the past and an unknown holder', async () => {
    const base = { ...SERIES, courtId: club.courts.padel1, holderId: sofia.id };
    const odd = await call('POST', '/api/admin/series', { ...base, minutes: 60 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe(
      'La duración debe ser un múltiplo de la duración de la franja de la pista.',
    );
    const past = await call('POST', '/api/admin/series', { ...base, from: '2026-11-21' });
    expect(past.json().message).toBe('El abono debe empezar a partir de mañana.');
    const holder = await call('POST', '/api/admin/series', {
      ...base,
      holderId: '00000000-0000-4000-8000-000000000000',
    });
    expect(holder.json().message).toBe('Selecciona el titular del abono.');
  });

  it('shows the holder their series; a member may not create one', async () => {
    const mine = (await call('GET', '/api/users/series', undefined, sofia)).json();
    expect(mine.series).toHaveLength(1);
    expect(mine.series[0]).toMatchObject({
      holder: { _id: sofia.id },
      price: 24,
      status: 'active',
    });
    expect((await call('GET', '/api/users/series', undefined, lucia)).json().series).toEqual([]);
    const refused = await call('POST', '/api/admin/series', { ...SERIES }, sofia);
    expect(refused.statusCode).toBe(403);
  });

  it('releases one date to the waitlist, crediting what was paid', async () => {
    const joined = await call(
      'POST',
      '/api/waitlist',
      { courtId: club.courts.padel1, dateBooked: '2026-11-24', timeBooked: ['18:00 - 19:30'] },
      lucia,
    );
    expect(joined.statusCode).toBe(201);
    const { bookingId } = await dateRow('2026-11-24');
    // Her share paid at the desk (members pay a booking online from its start only).
    const pay = await call('POST', `/api/admin/bookings/${bookingId}/desk-payment`, {
      playerIndex: 0,
      method: 'cash',
    });
    expect(pay.statusCode).toBe(200);
    const res = await call(
      'POST',
      `/api/users/series/${seriesId}/dates/2026-11-24/release`,
      undefined,
      sofia,
    );
    expect(res.json()).toMatchObject({ success: true, message: 'Fecha liberada.', credited: 12 });
    expect((await dateRow('2026-11-24')).status).toBe('released');
    expect((await booking(bookingId!)).status).toBe('cancelled');
    const taken = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.dateBooked, '2026-11-24'), eq(bookings.status, 'active')));
    expect(taken.map((b) => b.userId)).toEqual([lucia.id]);
    const again = await call(
      'POST',
      `/api/users/series/${seriesId}/dates/2026-11-24/release`,
      undefined,
      sofia,
    );
    expect(again.statusCode).toBe(404);
    const other = await call(
      'POST',
      `/api/users/series/${seriesId}/dates/2026-12-01/release`,
      undefined,
      lucia,
    );
    expect(other.statusCode).toBe(404);
  });

  it('ends the rest of the series', async () => {
    const res = await call('POST', `/api/users/series/${seriesId}/end`, undefined, sofia);
    // 1 December, 22 and 29 December; 15 December was never the series'.
    expect(res.json()).toMatchObject({ success: true, released: 3 });
    expect((await dateRow('2026-12-29')).status).toBe('ended');
    const list = (await call('GET', '/api/admin/series')).json().series;
    expect(list[0]).toMatchObject({ _id: seriesId, status: 'ended' });
    const again = await call('POST', `/api/users/series/${seriesId}/end`, undefined, sofia);
    expect(again.json().message).toBe('El abono ya ha terminado.');
  });
});
