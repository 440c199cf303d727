import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpanishCsv } from '#tests/helpers/csv.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  courtSeries,
  courtSeriesDates,
  memberPacks,
  packTypes,
  packUses,
} from '../../../db/schema/index.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };

/** Noon UTC: the same club-local day in summer and winter time. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const madrid = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe('statistics of abonos and packs', () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    admin = await userWithSession(db, { email: 'admin@test.local', role: 'admin' });
    const ana = await userWithSession(db, { email: 'ana@test.local', role: 'user-adult' });

    // An abono on Tenis 1, Tuesdays 18:00 for an hour: two dates booked, one released (its
    // booking gone), besides a 90-minute ordinary booking on the same court and an October one
    // on Pádel 1.
    const book = (courtId: string, date: string, minutes = 60) =>
      insertBooking(db, {
        courtId,
        userId: ana.id,
        date,
        startsAt: madrid(date, '18:00'),
        minutes,
      });
    const first = await book(club.courts.tennis1, '2026-11-03');
    const second = await book(club.courts.tennis1, '2026-11-10');
    const ordinary = await book(club.courts.tennis1, '2026-11-12', 90);
    await book(club.courts.padel1, '2026-10-20');
    const [series] = await db
      .insert(courtSeries)
      .values({
        courtId: club.courts.tennis1,
        holderId: ana.id,
        weekday: 2,
        startTime: '18:00',
        minutes: 60,
        fromDate: '2026-11-03',
        toDate: '2026-11-17',
        priceCents: 3000,
      })
      .returning({ id: courtSeries.id });
    await db.insert(courtSeriesDates).values([
      { seriesId: series!.id, date: '2026-11-03', status: 'booked', bookingId: first },
      { seriesId: series!.id, date: '2026-11-10', status: 'booked', bookingId: second },
      { seriesId: series!.id, date: '2026-11-17', status: 'released' },
    ]);

    const [type] = await db
      .insert(packTypes)
      .values({
        name: 'Bono 10 tenis',
        sport: 'tennis',
        minutes: 60,
        covers: 'part',
        uses: 10,
        priceCents: 4000,
        validityDays: 90,
      })
      .returning({ id: packTypes.id });
    const pack = (fields: {
      uses: number;
      usesLeft: number;
      priceCents: number;
      status: 'active' | 'expired' | 'refunded' | 'pending';
      purchasedAt: Date | null;
      expiresAt: Date | null;
      unusedAtEnd?: number;
    }) => ({
      userId: ana.id,
      packTypeId: type!.id,
      name: 'Bono tenis',
      sport: 'tennis' as const,
      minutes: 60,
      covers: 'part' as const,
      validityDays: 90,
      method: 'wallet' as const,
      ...fields,
    });
    const packs = await db
      .insert(memberPacks)
      .values([
        pack({
          uses: 10,
          usesLeft: 8,
          priceCents: 4000,
          status: 'active',
          purchasedAt: noon('2026-10-15'),
          expiresAt: noon('2027-01-13'),
        }),
        pack({
          uses: 5,
          usesLeft: 0,
          priceCents: 2500,
          status: 'expired',
          purchasedAt: noon('2026-10-01'),
          expiresAt: noon('2026-11-15'),
          unusedAtEnd: 3,
        }),
        pack({
          uses: 5,
          usesLeft: 0,
          priceCents: 3000,
          status: 'refunded',
          purchasedAt: noon('2026-11-02'),
          expiresAt: noon('2027-01-31'),
          unusedAtEnd: 5,
        }),
        // A card purchase never paid: neither sold nor revenue.
        pack({
          uses: 5,
          usesLeft: 5,
          priceCents: 2000,
          status: 'pending',
          purchasedAt: null,
          expiresAt: null,
        }),
      ])
      .returning({ id: memberPacks.id });
    const [active, expired] = packs.map((p) => p.id);
    const use = (memberPackId: string, date: string, returned?: string) => ({
      memberPackId,
      bookingId: ordinary,
      positions: [0],
      valueCents: 400,
      usedAt: noon(date),
      returnedAt: returned ? noon(returned) : null,
    });
    await db
      .insert(packUses)
      .values([
        use(expired!, '2026-10-10'),
        use(expired!, '2026-10-11'),
        use(active!, '2026-10-20'),
        use(active!, '2026-11-05'),
        use(active!, '2026-11-06', '2026-11-07'),
      ]);
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

  it('shows the hours abonos hold against every hour booked, per court and month', async () => {
    const res = await get('/api/admin/stats?from=2026-10-01&to=2026-11-30');
    expect(res.statusCode).toBe(200);
    expect(res.json().seriesOccupancy).toEqual([
      {
        month: '2026-10',
        courtId: club.courts.padel1,
        courtName: 'Pádel 1',
        seriesMinutes: 0,
        bookedMinutes: 60,
        share: 0,
      },
      {
        month: '2026-11',
        courtId: club.courts.tennis1,
        courtName: 'Tenis 1',
        seriesMinutes: 120,
        bookedMinutes: 210,
        share: 0.571,
      },
    ]);
  });

  it('counts packs sold, their revenue in cents, uses spent and uses that expired unspent', async () => {
    const res = await get('/api/admin/stats?from=2026-10-01&to=2026-11-30');
    expect(res.json().packSales).toEqual([
      { month: '2026-10', sold: 2, revenueCents: 6500, usesConsumed: 3, usesExpiredUnused: 0 },
      { month: '2026-11', sold: 1, revenueCents: 3000, usesConsumed: 1, usesExpiredUnused: 3 },
    ]);
    const november = await get('/api/admin/stats?from=2026-11-01&to=2026-11-30');
    expect(november.json().packSales).toEqual([
      { month: '2026-11', sold: 1, revenueCents: 3000, usesConsumed: 1, usesExpiredUnused: 3 },
    ]);
  });

  it('exports both as CSV', async () => {
    const packs = await get('/api/admin/stats/pack-sales.csv?from=2026-10-01&to=2026-11-30');
    expect(packs.headers['content-disposition']).toContain('pack-sales_2026-10-01_2026-11-30.csv');
    expect(readSpanishCsv(packs)).toEqual([
      ['Mes', 'Bonos vendidos', 'Ingresos (€)', 'Usos consumidos', 'Usos caducados sin usar'],
      ['octubre 2026', '2', '65,00', '3', '0'],
      ['noviembre 2026', '1', '30,00', '1', '3'],
    ]);
    const series = await get('/api/admin/stats/series-occupancy.csv?from=2026-11-01&to=2026-11-30');
    // 120 of 210 minutes are abonos' (0.571): 57,1 %.
    expect(readSpanishCsv(series)).toEqual([
      ['Mes', 'Pista', 'Minutos de abonos', 'Minutos reservados', 'Abonos (%)'],
      ['noviembre 2026', 'Tenis 1', '120', '210', '57,1'],
    ]);
  });

  it('is for admins only', async () => {
    const ana = await userWithSession(t.database.db, { email: 'eva@test.local' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats/pack-sales.csv',
      headers: { cookie: ana.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
