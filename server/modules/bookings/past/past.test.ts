import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PastBookingsResponse } from '@/api/bookings.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { bookingPlayers, bookings } from '../../../db/schema/index.ts';

type Session = { id: string; cookie: string };

/**
 * 'Reservas pasadas' (issue 41): the bookings that have ended (NOW is Saturday 21/11/2026 at
 * 10:00 in Madrid), latest first, a page at a time, with the filters of 'Mis Reservas'.
 */
describe("'Reservas pasadas': paged from the server", () => {
  let t: TestApp;
  let club: Club;
  let sofia: Session;
  let ana: Session;
  const names = new Map<string, string>();
  const get = (who: Session | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/bookings/past${query}`,
      headers: who ? { cookie: who.cookie } : {},
    });
  const page = async (who: Session, query = '') => {
    const res = await get(who, query);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PastBookingsResponse>();
    return { names: body.bookings.map((b) => names.get(b._id)), next: body.next };
  };
  /** Every page, following `next`, as the list of each page's names. */
  const allPages = async (who: Session, query: string) => {
    const pages: (string | undefined)[][] = [];
    let next: string | null = null;
    do {
      const cursor: string = next ? `&before=${next}` : '';
      const got = await page(who, `${query}${cursor}`);
      pages.push(got.names);
      next = got.next;
    } while (next && pages.length < 20);
    return pages;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    sofia = await userWithSession(db, { email: 'sofia@test.local', role: 'user-adult' });
    ana = await userWithSession(db, { email: 'ana@test.local', role: 'user-adult' });
    const book = async (
      name: string,
      at: string,
      more: { userId?: string; court?: string; paid?: boolean; minutes?: number } = {},
    ) => {
      const id = await insertBooking(db, {
        courtId: more.court ?? club.courts.tennis1,
        userId: more.userId ?? sofia.id,
        date: at.slice(0, 10),
        startsAt: new Date(at),
        minutes: more.minutes,
        paymentStatus: more.paid === false ? 'C' : 'P',
      });
      names.set(id, name);
      return id;
    };
    await book('ago-2025', '2025-06-01T08:00:00Z', { paid: false });
    await book('march', '2026-03-10T17:00:00Z', { court: club.courts.padel1 });
    // Two at the same hour on different courts: the id breaks the tie, across a page boundary.
    await book('oct-tennis', '2026-10-03T08:00:00Z');
    await book('oct-padel', '2026-10-03T08:00:00Z', { court: club.courts.padel1, paid: false });
    await book('nov-14', '2026-11-14T17:00:00Z');
    await book('yesterday', '2026-11-20T18:00:00Z', { paid: false });
    await book('ended-now', '2026-11-21T08:00:00Z'); // 09:00–10:00 in Madrid
    // Not past: under way, or still to come.
    await book('under-way', '2026-11-21T08:30:00Z');
    await book('tomorrow', '2026-11-22T08:00:00Z');
    // Cancelled: never listed.
    const cancelled = await book('cancelled', '2026-11-18T08:00:00Z');
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled));
    // Sofía plays in Ana's booking; Ana's own other booking is not hers.
    const asPlayer = await book('as-player', '2026-11-07T09:00:00Z', { userId: ana.id });
    await db
      .insert(bookingPlayers)
      .values({ bookingId: asPlayer, position: 1, userId: sofia.id, isMember: true });
    await book('ana-only', '2026-11-08T09:00:00Z', { userId: ana.id });
  });
  afterAll(() => t.close());

  const ORDER = ['ended-now', 'yesterday', 'nov-14', 'as-player', 'oct-padel', 'oct-tennis'];

  it('answers the bookings that have ended, latest first, as booker or player, 12 to a page', async () => {
    const first = await page(sofia);
    expect(first.names.slice(0, 6).sort()).toEqual([...ORDER].sort());
    expect(first.names.slice(0, 3)).toEqual(['ended-now', 'yesterday', 'nov-14']);
    expect(first.names.slice(-2)).toEqual(['march', 'ago-2025']);
    expect(first.names).toHaveLength(8);
    expect(first.next).toBeNull();
    expect((await page(ana)).names).toEqual(['ana-only', 'as-player']);
  });

  it('pages without skipping or repeating, even across two bookings that start together', async () => {
    const pages = await allPages(sofia, '?limit=2');
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 2]);
    const flat = pages.flat();
    expect(new Set(flat).size).toBe(8);
    expect(flat.slice(0, 4)).toEqual(['ended-now', 'yesterday', 'nov-14', 'as-player']);
    expect(flat.slice(4, 6).sort()).toEqual(['oct-padel', 'oct-tennis']);
    expect(flat.slice(6)).toEqual(['march', 'ago-2025']);
    // A page that exactly ends the list says so: no empty page after it.
    const last = await page(sofia, '?limit=8');
    expect(last.names).toHaveLength(8);
    expect(last.next).toBeNull();
    const seven = await page(sofia, '?limit=7');
    expect(seven.next).not.toBeNull();
    expect((await page(sofia, `?limit=7&before=${seven.next}`)).names).toEqual(['ago-2025']);
  });

  it("applies the filters ('Desde', 'Hasta', 'Estado', 'Tipo de Pista') before paging", async () => {
    expect(await allPages(sofia, '?limit=1&status=pending')).toEqual([
      ['yesterday'],
      ['oct-padel'],
      ['ago-2025'],
    ]);
    expect(await allPages(sofia, `?limit=1&court=${club.courts.padel1}`)).toEqual([
      ['oct-padel'],
      ['march'],
    ]);
    expect(
      await allPages(
        sofia,
        `?limit=2&status=P&from=2026-10-01&to=2026-11-14&court=${club.courts.tennis1}`,
      ),
    ).toEqual([['nov-14', 'as-player'], ['oct-tennis']]);
    expect(await allPages(sofia, '?limit=3&from=2026-11-20')).toEqual([['ended-now', 'yesterday']]);
    expect(await allPages(sofia, '?to=2025-12-31')).toEqual([['ago-2025']]);
    expect((await page(sofia, '?from=2030-01-01')).names).toEqual([]);
  });

  it('refuses a bad page, size or filter with a 400 and a Spanish message', async () => {
    const refusals: [string, string | RegExp][] = [
      ['?limit=0', 'Tamaño de página no válido.'],
      ['?limit=51', 'Como mucho 50 reservas por página.'],
      ['?limit=abc', 'Tamaño de página no válido.'],
      ['?limit=', 'Tamaño de página no válido.'],
      ['?limit=2.5', 'Tamaño de página no válido.'],
      ['?before=ayer', 'Página no válida.'],
      ['?before=1700000000000_no-es-un-id', 'Página no válida.'],
      ['?status=X', 'Estado no válido.'],
      ['?court=pista-1', 'Pista no válida.'],
      ['?from=2026-02-30', /Fecha no válida/],
      ['?to=ayer', /Fecha no válida/],
      ['?from=2026-11-01&to=2026-10-01', 'La fecha de fin no puede ser anterior a la de inicio.'],
    ];
    for (const [query, message] of refusals) {
      const res = await get(sofia, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false });
      expect(res.json().message, query).toMatch(message);
    }
    expect((await get(null)).statusCode).toBe(401);
  });

  it('documents the paging and the filters in the published contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    }>();
    const params = doc.paths['/api/users/bookings/past']?.get?.parameters ?? [];
    expect(params.filter((p) => p.in === 'query').map((p) => p.name)).toEqual([
      'before',
      'limit',
      'from',
      'to',
      'status',
      'court',
    ]);
  });
});
