import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { mailsTo } from '#tests/helpers/mails.ts';
import { player } from '#tests/helpers/matches.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import {
  bookings,
  courtSeriesCharges,
  courtSeriesDates,
  walletEntries,
} from '../../db/schema/index.ts';
import { nextMonth } from '@/domain/series-billing.ts';
import { runJob } from '../../jobs.ts';
import { creditWallet, getBalanceCents } from '../wallet/index.ts';
import { stored } from '../../stored-text.ts';

type Session = { id: string; cookie: string };

/**
 * Tuesdays 18:00 on Pádel 1 from 24 November 2026 to 26 January 2027, 150 € for the season, paid
 * on the 1st: 8 December is a holiday, so November has 1 date, December 4 and January 4; each
 * month is 50 €, a December or January date 12,50 €.
 */
const SERIES = {
  weekday: 2,
  startTime: '18:00',
  minutes: 90,
  from: '2026-11-24',
  to: '2027-01-26',
  price: 0,
  billing: 'monthly',
  seasonPrice: 150,
  billingDay: 1,
};

describe('series billed by a season price', () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let sofia: Session;
  let seriesId: string;
  let clock = NOW;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    club = await seedClubCourts(t.database.db);
    admin = await userWithSession(t.database.db, { email: 'admin@test.local', role: 'admin' });
    sofia = await player(t.database.db, 'Sofia', { euros: 60 });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = admin) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const bill = () =>
    runJob(
      serviceContext(t, () => clock),
      'series billing',
    );
  const balance = () => getBalanceCents(db(), sofia.id);
  const monthBookings = async (month: string) =>
    db()
      .select({ date: courtSeriesDates.date, booking: bookings })
      .from(courtSeriesDates)
      .innerJoin(bookings, eq(bookings.id, courtSeriesDates.bookingId))
      .where(
        and(
          eq(courtSeriesDates.seriesId, seriesId),
          gte(courtSeriesDates.date, `${month}-01`),
          lt(courtSeriesDates.date, `${nextMonth(month)}-01`),
        ),
      )
      .orderBy(courtSeriesDates.date);
  const charge = async (month: string) =>
    (
      await db()
        .select()
        .from(courtSeriesCharges)
        .where(and(eq(courtSeriesCharges.seriesId, seriesId), eq(courtSeriesCharges.month, month)))
    )[0];

  it('refuses a monthly series without its season price', async () => {
    const { seasonPrice: _, ...noPrice } = SERIES;
    const res = await call('POST', '/api/admin/series', {
      ...noPrice,
      courtId: club.courts.padel1,
      holderId: sofia.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Indica el precio de temporada del abono.',
    });
  });

  it("prices each date at its share of its month's share of the season", async () => {
    await call('PUT', '/api/admin/calendar/days/2026-12-08', {
      name: 'La Inmaculada Concepción',
      source: 'holiday',
      status: 'closed',
    });
    const res = await call('POST', '/api/admin/series', {
      ...SERIES,
      courtId: club.courts.padel1,
      holderId: sofia.id,
    });
    expect(res.statusCode).toBe(201);
    const series = res.json().series;
    seriesId = series._id;
    expect(series).toMatchObject({ billing: 'monthly', seasonPrice: 150, billingDay: 1 });
    expect(series.charges).toEqual([]);
    const nov = await monthBookings('2026-11');
    expect(nov.map((r) => [r.date, r.booking.totalCents, r.booking.paymentStatus])).toEqual([
      ['2026-11-24', 5000, 'C'],
    ]);
    const dec = await monthBookings('2026-12');
    expect(dec.map((r) => r.booking.totalCents)).toEqual([1250, 1250, 1250, 1250]);
  });

  it("charges the month due from the holder's wallet once, however often the job runs", async () => {
    await bill();
    await bill();
    expect(await balance()).toBe(1000);
    const [nov] = await monthBookings('2026-11');
    expect(nov!.booking.paymentStatus).toBe('P');
    expect(await charge('2026-11')).toMatchObject({ status: 'paid', amountCents: 5000 });
    // December's billing day has not come.
    expect(await charge('2026-12')).toBeUndefined();
    const debits = await db()
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.reference, `series:${seriesId}:2026-11`));
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({
      type: 'debit',
      amountCents: 5000,
      description: 'Cobro mensual del abono (noviembre de 2026)',
    });
    const mine = await call('GET', '/api/users/series', undefined, sofia);
    expect(mine.json().series[0].charges).toEqual([
      { month: '2026-11', status: 'paid', amount: 50 },
    ]);
  });

  it('a short balance holds the dates as pending payment and tells the holder once', async () => {
    clock = new Date('2026-12-01T10:00:00Z');
    await bill();
    await bill();
    expect(await balance()).toBe(1000);
    expect(await charge('2026-12')).toMatchObject({
      status: 'failed',
      amountCents: 5000,
      attempts: 2,
    });
    const dec = await monthBookings('2026-12');
    expect(dec.map((r) => [r.booking.status, r.booking.paymentStatus])).toEqual(
      Array(4).fill(['active', 'C']),
    );
    const mails = (await mailsTo(db(), 'sofia@test.local')).filter(
      (m) => m.subject === 'No hemos podido cobrar tu abono',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      'No hemos podido cobrar 50,00 € de tu monedero por las fechas de diciembre de 2026 de tu abono (saldo insuficiente).',
    );
    expect(mails[0]!.text).toContain('pendientes de pago');
  });

  it('once topped up, the next run charges only the dates still held and unpaid', async () => {
    const released = await call(
      'POST',
      `/api/users/series/${seriesId}/dates/2026-12-29/release`,
      undefined,
      sofia,
    );
    expect(released.json()).toMatchObject({ success: true, credited: 0 });
    await db().transaction((tx) =>
      creditWallet(tx, sofia.id, 4000, stored('payments.ledgerTopUp'), 'test-topup-2'),
    );
    await bill();
    expect(await balance()).toBe(5000 - 3750);
    expect(await charge('2026-12')).toMatchObject({ status: 'paid', amountCents: 3750 });
    const dec = await monthBookings('2026-12');
    expect(dec.map((r) => r.booking.paymentStatus)).toEqual(['P', 'P', 'P', 'C']);
    expect(dec[3]!.booking.status).toBe('cancelled');
  });

  it('a charged date released before the window goes back to the wallet', async () => {
    const res = await call(
      'POST',
      `/api/users/series/${seriesId}/dates/2026-12-22/release`,
      undefined,
      sofia,
    );
    expect(res.json()).toMatchObject({ success: true, credited: 12.5 });
    expect(await balance()).toBe(1250 + 1250);
  });

  it('an ended series is not charged again', async () => {
    await call('POST', `/api/admin/series/${seriesId}/end`);
    clock = new Date('2027-01-02T10:00:00Z');
    await bill();
    expect(await charge('2027-01')).toBeUndefined();
  });
});
