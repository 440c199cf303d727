import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/api/bookings.ts';
import { MY_BOOKINGS_PAST_DAYS } from '@/domain/my-bookings.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { bookingPlayers } from '../../db/schema/index.ts';

type Session = { id: string; cookie: string };

/**
 * 'Mis Reservas' bounded (issue 29): with no dates the member's upcoming bookings and those of the
 * last MY_BOOKINGS_PAST_DAYS days (NOW is 2026-11-21, so from 2026-08-23 on); `from`/`to` ask
 * the database for any range, as booker or as player.
 */
describe("'Mis Reservas': the default window and a range", () => {
  let t: TestApp;
  let club: Club;
  let sofia: Session;
  let ana: Session;
  const ids: Record<string, string> = {};
  const get = (who: Session, query = '', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/bookings${query}`,
      headers: { cookie: who.cookie, ...headers },
    });
  const listed = async (who: Session, query = '') => {
    const res = await get(who, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ bookings: Booking[] }>().bookings.map((b) => b.dateBooked);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    sofia = await userWithSession(db, { email: 'sofia@test.local', role: 'user-adult' });
    ana = await userWithSession(db, { email: 'ana@test.local', role: 'user-adult' });
    const book = (userId: string, date: string) =>
      insertBooking(db, {
        courtId: club.courts.tennis1,
        userId,
        date,
        startsAt: new Date(`${date}T09:00:00Z`),
        paymentStatus: 'P',
      });
    for (const date of ['2025-11-20', '2026-08-22', '2026-08-23', '2026-11-20', '2026-11-23']) {
      ids[date] = await book(sofia.id, date);
    }
    // Sofía plays in Ana's bookings: one old, one recent.
    for (const date of ['2026-03-10', '2026-10-01']) {
      ids[date] = await book(ana.id, date);
      await db
        .insert(bookingPlayers)
        .values({ bookingId: ids[date]!, position: 1, userId: sofia.id, isMember: true });
    }
  });
  afterAll(() => t.close());

  it(`answers upcoming bookings and the last ${MY_BOOKINGS_PAST_DAYS} days, as booker or player`, async () => {
    expect(await listed(sofia)).toEqual(['2026-08-23', '2026-10-01', '2026-11-20', '2026-11-23']);
    expect(await listed(ana)).toEqual(['2026-10-01']);
  });

  it('keeps the default answer cached with its ETag: a repeat is a 304', async () => {
    const first = await get(sofia);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await get(sofia, '', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('answers a range asked for from the database, each bound optional', async () => {
    expect(await listed(sofia, '?from=2026-01-01&to=2026-08-22')).toEqual([
      '2026-03-10',
      '2026-08-22',
    ]);
    expect(await listed(sofia, '?to=2026-03-10')).toEqual(['2025-11-20', '2026-03-10']);
    expect(await listed(sofia, '?from=2026-11-21')).toEqual(['2026-11-23']);
    expect(await listed(ana, '?from=2020-01-01')).toEqual(['2026-03-10', '2026-10-01']);
  });

  it('refuses a date that is not one, and a range that ends before it starts, in Spanish', async () => {
    for (const query of ['?from=2026-02-30', '?to=ayer', '?from=2026-1-01']) {
      const res = await get(sofia, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/Fecha no válida/);
    }
    const reversed = await get(sofia, '?from=2026-11-01&to=2026-10-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('La fecha de fin no puede ser anterior a la de inicio.');
  });

  it('documents the range in the published contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    }>();
    const params = doc.paths['/api/users/bookings']?.get?.parameters ?? [];
    expect(params.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['from', 'to']);
  });
});
