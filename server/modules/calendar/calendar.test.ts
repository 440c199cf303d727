import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';
import { adminAuditLog, bookings } from '../../db/schema/index.ts';

type Session = { id: string; cookie: string };

describe("admin: the club's calendar", () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let sofia: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
    admin = await userWithSession(t.database.db, { email: 'admin@test.local', role: 'admin' });
    sofia = await userWithSession(t.database.db, { email: 'sofia@test.local', role: 'user-adult' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
    who = admin,
  ) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const book = (date: string) =>
    call(
      'POST',
      '/api/users/booking',
      {
        courtId: club.courts.padel1,
        timeBooked: ['12:00 - 13:30'],
        dateBooked: date,
        userBooked: sofia.id,
        players: [],
        isLeagueMatch: false,
        paymentStatus: 'C',
      },
      sofia,
    );

  it("suggests the region's public holidays, Madrid by default, and no observances", async () => {
    const res = await call('GET', '/api/admin/calendar?year=2026');
    expect(res.statusCode).toBe(200);
    expect(res.json().region).toBe('ES-MD');
    const days = res.json().days as Array<{ date: string; status: string; name: string }>;
    expect(days.find((d) => d.date === '2026-05-02')).toMatchObject({
      status: 'suggested',
      name: 'Día de la Comunidad de Madrid',
    });
    expect(days.some((d) => d.date === '2026-05-03')).toBe(false); // Día de la Madre
  });

  it('follows the region set in Ajustes', async () => {
    const patch = await call('PATCH', '/api/admin/settings', { calendar: { region: 'ES-CT' } });
    expect(patch.statusCode).toBe(200);
    const days = (await call('GET', '/api/admin/calendar?year=2026')).json().days;
    expect(days.some((d: { date: string }) => d.date === '2026-09-11')).toBe(true);
    expect(days.some((d: { date: string }) => d.date === '2026-05-02')).toBe(false);
    const bad = await call('PATCH', '/api/admin/settings', { calendar: { region: 'ES-XX' } });
    expect(bad.statusCode).toBe(400);
    await call('PATCH', '/api/admin/settings', { calendar: { region: 'ES-MD' } });
  });

  it('asks before closing a day with bookings, and keeps them when told to', async () => {
    const kept = await insertBooking(t.database.db, {
      courtId: club.courts.padel2,
      userId: sofia.id,
      date: '2026-11-25',
      startsAt: new Date('2026-11-25T17:00:00Z'),
    });
    const body = { name: 'Torneo social', source: 'club', status: 'closed' };
    const asked = await call('PUT', '/api/admin/calendar/days/2026-11-25', body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      success: false,
      code: 'CLOSURE_COVERS_BOOKINGS',
      message: 'Hay 1 reserva ese día. ¿Quieres cancelarla con reembolso o mantenerla?',
    });
    const coverage = await call('POST', '/api/admin/calendar/coverage', { date: '2026-11-25' });
    expect(coverage.json().bookings.map((b: { _id: string }) => b._id)).toEqual([kept]);
    const saved = await call('PUT', '/api/admin/calendar/days/2026-11-25', {
      ...body,
      coveredBookings: 'keep',
    });
    expect(saved.json()).toMatchObject({ success: true, cancelledBookings: 0 });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, kept));
    expect(row!.status).toBe('active');
  });

  it('shows a closed day on the schedule and refuses bookings on it in Spanish', async () => {
    const courts = (await call('GET', '/api/courts', undefined, sofia)).json().courts;
    const padel = courts.find((c: { _id: string }) => c._id === club.courts.padel1);
    expect(padel.blockedTimes).toContainEqual(
      expect.objectContaining({
        startDate: '2026-11-25',
        reason: 'Torneo social',
        kind: 'closure',
      }),
    );
    const refused = await book('2026-11-25');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Club cerrado: Torneo social',
    });
  });

  it('cancels the bookings under a closure with refunds when told to', async () => {
    const id = await insertBooking(t.database.db, {
      courtId: club.courts.tennis2,
      userId: sofia.id,
      date: '2026-11-26',
      startsAt: new Date('2026-11-26T10:00:00Z'),
    });
    const saved = await call('PUT', '/api/admin/calendar/days/2026-11-26', {
      name: 'Obras',
      source: 'club',
      status: 'closed',
      coveredBookings: 'cancel',
    });
    expect(saved.json()).toMatchObject({ success: true, cancelledBookings: 1 });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe('cancelled');
  });

  it('drops a holiday, opens a closed day again, and audits each change', async () => {
    const dropped = await call('PUT', '/api/admin/calendar/days/2026-12-08', {
      name: 'La inmaculada concepción',
      source: 'holiday',
      status: 'dropped',
    });
    expect(dropped.statusCode).toBe(200);
    const days = (await call('GET', '/api/admin/calendar?year=2026')).json().days;
    expect(days.find((d: { date: string }) => d.date === '2026-12-08').status).toBe('dropped');
    expect((await call('DELETE', '/api/admin/calendar/days/2026-11-25')).statusCode).toBe(200);
    expect((await book('2026-11-25')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/admin/calendar/days/2026-11-25')).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityType, 'calendar_day'));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'calendar_day.remove',
      'calendar_day.save',
      'calendar_day.save',
      'calendar_day.save',
    ]);
  });

  it('is for admins only, and refuses a bad day in Spanish', async () => {
    expect((await call('GET', '/api/admin/calendar?year=2026', undefined, sofia)).statusCode).toBe(
      403,
    );
    const bad = await call('PUT', '/api/admin/calendar/days/2026-02-30', {
      name: 'X',
      source: 'club',
      status: 'closed',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Fecha no válida');
    const unnamed = await call('PUT', '/api/admin/calendar/days/2026-12-31', {
      name: ' ',
      source: 'club',
      status: 'closed',
    });
    expect(unnamed.json().message).toContain('Indica el motivo del cierre.');
  });
});
