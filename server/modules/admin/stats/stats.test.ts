import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpanishCsv } from '#tests/helpers/csv.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  accessLogs,
  bookings,
  deskPayments,
  payments,
  schoolPrices,
  subscriptions,
  walletEntries,
} from '../../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };

/** Madrid is UTC+1 in October after the 25th and in November; UTC+2 before. */
const madrid = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe('admin statistics on a seeded data set', () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let ana: Session;
  let luis: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    admin = await userWithSession(db, { email: 'admin@test.local', role: 'admin' });
    ana = await userWithSession(db, { email: 'ana@test.local', name: 'Ana', role: 'user-adult' });
    luis = await userWithSession(db, {
      email: 'luis@test.local',
      name: 'Luis',
      role: 'user-youth',
    });

    // Three bookings on Tuesdays at 18:00 on Tenis 1, one on a Wednesday at 10:00 on Pádel 1
    // (90 minutes), and a cancelled Tuesday 18:00 that counts nowhere.
    const tuesdays = ['2026-11-03', '2026-11-10', '2026-11-17'];
    const ids: string[] = [];
    for (const date of tuesdays) {
      ids.push(
        await insertBooking(db, {
          courtId: club.courts.tennis1,
          userId: ana.id,
          date,
          startsAt: madrid(date, '18:00'),
          paymentStatus: date === '2026-11-10' ? 'P' : 'C',
        }),
      );
    }
    await insertBooking(db, {
      courtId: club.courts.padel1,
      userId: luis.id,
      date: '2026-11-04',
      startsAt: madrid('2026-11-04', '10:00'),
      minutes: 90,
      paymentStatus: 'P',
    });
    const cancelled = await insertBooking(db, {
      courtId: club.courts.tennis2,
      userId: luis.id,
      date: '2026-11-17',
      startsAt: madrid('2026-11-17', '18:00'),
    });
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled));

    // Memberships: adult 55 € from 5 November; youth 30 € from 6 October (renewed on 6
    // November); a padel one that ended on 1 October.
    await db.insert(subscriptions).values([
      {
        userId: ana.id,
        gatewayId: 'sub_adult',
        type: 'adult',
        status: 'active',
        gatewayStatus: 'active',
        currentPeriodEnd: madrid('2026-12-05', '12:00'),
        createdAt: madrid('2026-11-05', '12:00'),
      },
      {
        userId: luis.id,
        gatewayId: 'sub_youth',
        type: 'youth',
        status: 'active',
        gatewayStatus: 'active',
        currentPeriodEnd: madrid('2026-12-06', '12:00'),
        createdAt: new Date('2026-10-06T10:00:00Z'),
      },
      {
        userId: admin.id,
        gatewayId: 'sub_padel',
        type: 'padel',
        status: 'canceled',
        gatewayStatus: 'canceled',
        currentPeriodEnd: new Date('2026-10-01T10:00:00Z'),
        createdAt: new Date('2026-09-01T10:00:00Z'),
      },
    ]);
    // A school plan, 60 € a month at the admin's price (not the seeded 55 €), from 10 November:
    // a monthly fee like a membership, though it is not one.
    await db.insert(schoolPrices).values({ type: 'socio_4p_4h', priceCents: 6_000 });
    await db.insert(subscriptions).values({
      userId: luis.id,
      gatewayId: 'sub_school',
      type: 'socio_4p_4h',
      status: 'active',
      gatewayStatus: 'active',
      currentPeriodEnd: madrid('2026-12-10', '12:00'),
      createdAt: madrid('2026-11-10', '12:00'),
    });
    await db.insert(payments).values([
      {
        userId: ana.id,
        gatewayId: 'pi_topup',
        kind: 'payment_intent',
        purpose: 'wallet_topup',
        amountCents: 2000,
        status: 'succeeded',
        updatedAt: madrid('2026-11-12', '12:00'),
      },
      {
        userId: ana.id,
        gatewayId: 'pi_topup_failed',
        kind: 'payment_intent',
        purpose: 'wallet_topup',
        amountCents: 5000,
        status: 'failed',
        updatedAt: madrid('2026-11-12', '12:00'),
      },
      {
        userId: luis.id,
        gatewayId: 'pi_guest',
        kind: 'payment_intent',
        purpose: 'guest_booking',
        amountCents: 2400,
        status: 'succeeded',
        updatedAt: madrid('2026-11-13', '12:00'),
      },
    ]);
    await db.insert(walletEntries).values([
      {
        userId: ana.id,
        type: 'debit',
        amountCents: 800,
        description: 'Pago de reserva',
        reference: 'booking-wallet:1',
        createdAt: madrid('2026-11-14', '12:00'),
      },
      {
        userId: ana.id,
        type: 'debit',
        amountCents: 500,
        description: 'Ajuste del club: error',
        reference: 'admin-adjustment:1',
        createdAt: madrid('2026-11-14', '12:00'),
      },
    ]);
    await db.insert(deskPayments).values({
      bookingId: ids[1]!,
      playerPosition: 0,
      method: 'cash',
      amountCents: 1200,
      recordedBy: admin.id,
      createdAt: madrid('2026-11-15', '12:00'),
    });
    const door = (result: 'opened' | 'refused', at: Date) => ({
      userId: ana.id,
      userName: 'Ana',
      userEmail: 'ana@test.local',
      userRole: 'user-adult',
      doorId: 'main',
      result,
      reason: '',
      createdAt: at,
    });
    await db
      .insert(accessLogs)
      .values([
        door('opened', madrid('2026-11-20', '09:00')),
        door('opened', madrid('2026-11-20', '19:00')),
        door('refused', madrid('2026-11-20', '23:30')),
        door('opened', madrid('2026-11-21', '08:00')),
      ]);
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

  it('answers the known figures', async () => {
    const res = await get('/api/admin/stats?from=2026-10-01&to=2026-11-30');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.occupancyByHour).toEqual([
      { weekday: 2, hour: 18, bookings: 3 },
      { weekday: 3, hour: 10, bookings: 1 },
    ]);
    expect(body.revenueByMonth).toEqual([
      {
        month: '2026-10',
        bookings: 0,
        wallet: 0,
        card: 0,
        desk: 0,
        memberships: 30,
        topUps: 0,
        total: 30,
      },
      {
        month: '2026-11',
        bookings: 4,
        wallet: 8,
        card: 24,
        desk: 12,
        memberships: 145,
        topUps: 20,
        total: 201,
      },
    ]);
    expect(body.membersByPlan).toEqual([
      { month: '2026-10', plan: 'adult', members: 0 },
      { month: '2026-10', plan: 'padel', members: 1 },
      { month: '2026-10', plan: 'youth', members: 1 },
      { month: '2026-11', plan: 'adult', members: 1 },
      { month: '2026-11', plan: 'padel', members: 0 },
      { month: '2026-11', plan: 'youth', members: 1 },
    ]);
    expect(body.unpaidBookings.map((b: { dateBooked: string }) => b.dateBooked)).toEqual([
      '2026-11-03',
      '2026-11-17',
    ]);
    expect(body.unpaidBookings[0]).toMatchObject({ userName: 'Ana', due: 10, paymentStatus: 'C' });
    expect(body.doorOpenings).toEqual([
      { date: '2026-11-20', opened: 2, refused: 1 },
      { date: '2026-11-21', opened: 1, refused: 0 },
    ]);
  });

  it('measures occupancy against the opening hours', async () => {
    const res = await get('/api/admin/stats?from=2026-11-01&to=2026-11-30');
    const tennis = res
      .json()
      .occupancyByCourt.find((c: { courtId: string }) => c.courtId === club.courts.tennis1);
    // Tenis 1 opens 08:00-22:00: 840 minutes a day, 30 days.
    expect(tennis).toMatchObject({ bookings: 3, bookedMinutes: 180, openMinutes: 25_200 });
    expect(tennis.rate).toBeCloseTo(0.007, 3);
    const padel = res
      .json()
      .occupancyByCourt.find((c: { courtId: string }) => c.courtId === club.courts.padel1);
    expect(padel).toMatchObject({ bookings: 1, bookedMinutes: 90 });
  });

  it('exports each table as a CSV a Spanish Excel opens as written', async () => {
    const res = await get('/api/admin/stats/revenue-by-month.csv?from=2026-10-01&to=2026-11-30');
    expect(res.headers['content-disposition']).toContain('revenue-by-month_2026-10-01_2026-11-30');
    expect(readSpanishCsv(res)).toEqual([
      [
        'Mes',
        'Reservas',
        'Reservas pagadas con monedero (€)',
        'Tarjeta (€)',
        'Recepción (€)',
        'Cuotas (€)',
        'Recargas de monedero (€)',
        'Ingresos (€)',
      ],
      ['octubre 2026', '0', '0,00', '0,00', '0,00', '30,00', '0,00', '30,00'],
      ['noviembre 2026', '4', '8,00', '24,00', '12,00', '145,00', '20,00', '201,00'],
    ]);
    const hours = await get('/api/admin/stats/occupancy-by-hour.csv?from=2026-11-01&to=2026-11-30');
    expect(readSpanishCsv(hours)).toEqual([
      ['Día', 'Hora', 'Reservas'],
      ['Martes', '18:00', '3'],
      ['Miércoles', '10:00', '1'],
    ]);
    const courts = await get(
      '/api/admin/stats/occupancy-by-court.csv?from=2026-11-01&to=2026-11-30',
    );
    const [header, ...rows] = readSpanishCsv(courts);
    expect(header).toEqual([
      'Pista',
      'Reservas',
      'Minutos reservados',
      'Minutos de apertura',
      'Ocupación (%)',
    ]);
    // 180 of 25,200 minutes: 0,7 %.
    expect(rows).toContainEqual(['Tenis 1', '3', '180', '25200', '0,7']);
  });

  it('exports unpaid bookings with dd/mm/aaaa dates, the state in words and euros', async () => {
    const res = await get('/api/admin/stats/unpaid-bookings.csv?from=2026-11-01&to=2026-11-30');
    // 'Horario' is the booking's slots as written (the fixture's are all 00:00 - 01:00).
    expect(readSpanishCsv(res)).toEqual([
      [
        'Fecha',
        'Horario',
        'Pista',
        'Socio',
        'Correo electrónico',
        'Estado del pago',
        'Pendiente (€)',
      ],
      ['03/11/2026', '00:00 - 01:00', 'Tenis 1', 'Ana', 'ana@test.local', 'Pendiente', '10,00'],
      ['17/11/2026', '00:00 - 01:00', 'Tenis 1', 'Ana', 'ana@test.local', 'Pendiente', '10,00'],
    ]);
    const plans = await get('/api/admin/stats/members-by-plan.csv?from=2026-11-01&to=2026-11-30');
    expect(readSpanishCsv(plans)).toEqual([
      ['Mes', 'Plan', 'Socios'],
      ['noviembre 2026', 'Socio', '1'],
      ['noviembre 2026', 'Socio Padel', '0'],
      ['noviembre 2026', 'Socio Joven', '1'],
    ]);
    const door = await get('/api/admin/stats/door-openings.csv?from=2026-11-01&to=2026-11-30');
    expect(readSpanishCsv(door)).toEqual([
      ['Fecha', 'Aperturas', 'Denegadas'],
      ['20/11/2026', '2', '1'],
      ['21/11/2026', '1', '0'],
    ]);
  });

  it('refuses a bad range or table with 400', async () => {
    expect((await get('/api/admin/stats?from=2026-11-30&to=2026-11-01')).statusCode).toBe(400);
    expect((await get('/api/admin/stats?from=2020-01-01&to=2026-11-01')).statusCode).toBe(400);
    expect((await get('/api/admin/stats?from=2026-02-31')).statusCode).toBe(400);
    expect((await get('/api/admin/stats/users.csv')).statusCode).toBe(400);
  });

  it('shows today at a glance on the dashboard', async () => {
    const res = await get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      today: '2026-11-21',
      revenueThisMonth: 201,
      // The youth membership's charge of 6 October: within 1–21 October, the same days.
      revenueSameDaysLastMonth: 30,
      comparedWith: { from: '2026-10-01', to: '2026-10-21' },
      doorOpeningsToday: 1,
      pendingUcaRequests: 0,
    });
    expect(body.courts).toHaveLength(4);
    expect(body.membersByPlan).toEqual(
      expect.arrayContaining([
        { plan: 'adult', members: 1 },
        { plan: 'youth', members: 1 },
      ]),
    );
  });

  it('filters the access log and exports it as CSV', async () => {
    const day = await get('/api/admin/access?from=2026-11-20&to=2026-11-20&result=opened');
    expect(day.statusCode).toBe(200);
    expect(day.json()).toMatchObject({ total: 2, page: 1 });
    expect(day.json().logs.map((l: { createdAt: string }) => l.createdAt)).toEqual([
      madrid('2026-11-20', '19:00').toISOString(),
      madrid('2026-11-20', '09:00').toISOString(),
    ]);
    expect((await get('/api/admin/access?q=ANA')).json().total).toBe(4);
    expect((await get('/api/admin/access?q=nadie')).json().total).toBe(0);
    expect((await get('/api/admin/access?result=open')).statusCode).toBe(400);
    const csv = await get('/api/admin/access.csv?result=refused');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="accesos.csv"');
    // The club's date and time (22:30 UTC is 23:30 in Madrid), not the database's UTC.
    expect(readSpanishCsv(csv)).toEqual([
      ['Fecha', 'Hora', 'Nombre', 'Correo electrónico', 'Rol', 'Puerta', 'Resultado', 'Motivo'],
      ['20/11/2026', '23:30', 'Ana', 'ana@test.local', 'Socio', 'main', 'Denegado', ''],
    ]);
  });
});
