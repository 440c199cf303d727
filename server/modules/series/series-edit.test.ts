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
import { balanceCents, player } from '#tests/helpers/matches.ts';
import { adminAuditLog, bookings, courtSeries, courtSeriesDates } from '../../db/schema/index.ts';

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

describe('editing a series from a date on', () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let sofia: Session;
  let lucia: Session;
  let marta: Session;
  let seriesId: string;
  const before = new Map<string, string>();
  let now = NOW;

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    club = await seedClubCourts(t.database.db);
    admin = await userWithSession(t.database.db, { email: 'admin@test.local', role: 'admin' });
    sofia = await player(t.database.db, 'Sofia');
    lucia = await player(t.database.db, 'Lucia');
    marta = await player(t.database.db, 'Marta');
    const res = await call('POST', '/api/admin/series', {
      ...SERIES,
      courtId: club.courts.padel1,
      holderId: sofia.id,
      playerIds: [lucia.id],
    });
    expect(res.statusCode).toBe(201);
    seriesId = res.json().series._id;
    for (const d of res.json().series.dates) before.set(d.date, d.bookingId);
    // Monday 7 December: the edit comes a fortnight into the series.
    now = new Date('2026-12-07T09:00:00Z');
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
  const activeOn = (courtId: string, date: string) =>
    t.database.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.courtId, courtId),
          eq(bookings.dateBooked, date),
          eq(bookings.status, 'active'),
        ),
      );

  it('re-books the dates from `from` on with the new terms, skipping what it cannot', async () => {
    // 8 December paid at the desk by the holder: that share goes back to her wallet.
    const paid = await call(
      'POST',
      `/api/admin/bookings/${before.get('2026-12-08')}/desk-payment`,
      {
        playerIndex: 0,
        method: 'cash',
      },
    );
    expect(paid.statusCode).toBe(200);
    // Marta waits for the old slot of 8 December; someone holds the new one of 22 December.
    const joined = await call(
      'POST',
      '/api/waitlist',
      { courtId: club.courts.padel1, dateBooked: '2026-12-08', timeBooked: ['18:00 - 19:30'] },
      marta,
    );
    expect(joined.statusCode).toBe(201);
    await insertBooking(t.database.db, {
      courtId: club.courts.padel2,
      userId: marta.id,
      date: '2026-12-22',
      startsAt: new Date('2026-12-22T18:30:00Z'),
      minutes: 90,
    });

    const res = await call('PUT', `/api/admin/series/${seriesId}`, {
      from: '2026-12-08',
      courtId: club.courts.padel2,
      startTime: '19:30',
      price: 30,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(
      'Abono cambiado desde el 2026-12-08: 3 fechas reservadas, 1 sin reservar.',
    );
    expect(body.skipped).toEqual([
      expect.objectContaining({ date: '2026-12-22', reason: 'taken', status: 'skipped' }),
    ]);
    expect(body.series).toMatchObject({
      court: { _id: club.courts.padel2 },
      startTime: '19:30',
      price: 30,
    });

    // Before `from`: the same bookings, untouched.
    for (const date of ['2026-11-24', '2026-12-01']) {
      const row = await dateRow(date);
      expect(row.bookingId).toBe(before.get(date));
      expect(await booking(row.bookingId!)).toMatchObject({
        status: 'active',
        courtId: club.courts.padel1,
        totalCents: 2400,
      });
    }
    // From `from` on: the old bookings cancelled, new ones at the new terms.
    for (const date of ['2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29']) {
      expect((await booking(before.get(date)!)).status).toBe('cancelled');
    }
    const moved = await booking((await dateRow('2026-12-15')).bookingId!);
    expect(moved).toMatchObject({
      courtId: club.courts.padel2,
      userId: sofia.id,
      totalCents: 3000,
      slots: ['19:30 - 21:00'],
    });
    expect((await dateRow('2026-12-22')).status).toBe('skipped');
    expect(await balanceCents(t.database.db, sofia.id)).toBe(1200);
    // The freed old slot went to the member waiting for it, in the same commit.
    const old = await activeOn(club.courts.padel1, '2026-12-08');
    expect(old.map((b) => b.userId)).toEqual([marta.id]);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'court_series.edit'));
    expect(audit).toHaveLength(1);
  });

  it('keeps the holder her slot on a price-only change, whoever waits for it', async () => {
    const joined = await call(
      'POST',
      '/api/waitlist',
      { courtId: club.courts.padel2, dateBooked: '2026-12-29', timeBooked: ['19:30 - 21:00'] },
      marta,
    );
    expect(joined.statusCode).toBe(201);
    const res = await call('PUT', `/api/admin/series/${seriesId}`, {
      from: '2026-12-29',
      price: 20,
    });
    expect(res.json()).toMatchObject({ success: true, booked: 1, skipped: [] });
    const rows = await activeOn(club.courts.padel2, '2026-12-29');
    expect(rows.map((b) => [b.userId, b.totalCents])).toEqual([[sofia.id, 2000]]);
    const [series] = await t.database.db
      .select()
      .from(courtSeries)
      .where(eq(courtSeries.id, seriesId));
    expect(series!.priceCents).toBe(2000);
  });

  it('refuses in Spanish what it cannot do', async () => {
    const put = (payload: object, who = admin) =>
      call('PUT', `/api/admin/series/${seriesId}`, payload, who);
    const message = async (payload: object) => (await put(payload)).json().message;
    expect(await message({ from: '2026-12-15' })).toBe(
      'Indica qué cambia: pista, hora, duración, jugadores o precio.',
    );
    expect(await message({ from: '2026-12-07', price: 10 })).toBe(
      'El abono debe empezar a partir de mañana.',
    );
    expect(await message({ from: '2027-01-05', price: 10 })).toBe(
      'La fecha del cambio debe caer dentro del abono.',
    );
    expect(await message({ from: '2026-12-15', minutes: 60 })).toBe(
      'La duración debe ser un múltiplo de la duración de la franja de la pista.',
    );
    expect((await put({ from: '2026-12-15', price: 10 }, sofia)).statusCode).toBe(403);
    const unknown = await call('PUT', '/api/admin/series/00000000-0000-4000-8000-000000000000', {
      from: '2026-12-15',
      price: 10,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a monthly-billed series (decision 061)', async () => {
    now = NOW;
    const created = await call('POST', '/api/admin/series', {
      ...SERIES,
      courtId: club.courts.tennis1,
      startTime: '10:00',
      minutes: 60,
      holderId: sofia.id,
      billing: 'monthly',
      seasonPrice: 150,
      billingDay: 1,
    });
    expect(created.statusCode).toBe(201);
    const res = await call('PUT', `/api/admin/series/${created.json().series._id}`, {
      from: '2026-12-15',
      price: 10,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Un abono de cobro mensual no se puede cambiar desde una fecha: termínalo y crea otro.',
    );
  });
});
