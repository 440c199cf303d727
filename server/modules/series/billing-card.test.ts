import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { mailsTo } from '#tests/helpers/mails.ts';
import { player } from '#tests/helpers/matches.ts';
import { DECLINED_CARD, GOOD_CARD, serviceContext } from '#tests/helpers/payments.ts';
import { nextMonth } from '@/domain/series-billing.ts';
import { saveCard } from '../../adapters/payments/sandbox/cards.ts';
import {
  bookings,
  courtSeriesCharges,
  courtSeriesDates,
  payments,
  sandboxObjects,
  walletEntries,
} from '../../db/schema/index.ts';
import { runJob } from '../../jobs.ts';
import {
  chargeSavedCard,
  ensureCustomer,
  fulfil,
  reconcilePendingPayments,
} from '../payments/index.ts';
import { getBalanceCents } from '../wallet/index.ts';

type Session = { id: string; cookie: string };

/**
 * Tuesdays 18:00 on Pádel 1 from 24 November 2026 to 26 January 2027, 150 € for the season paid on
 * the 1st: 50 € a month (November has one date, December and January five and four).
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

describe("a series' monthly charge to the holder's saved card", () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let sofia: Session;
  let seriesId: string;
  const cards = { good: '', declined: '', someoneElses: '' };
  let clock = NOW;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    club = await seedClubCourts(t.database.db);
    admin = await userWithSession(t.database.db, { email: 'admin@test.local', role: 'admin' });
    sofia = await player(t.database.db, 'Sofia');
    const other = await player(t.database.db, 'Otro');
    const ctx = serviceContext(t);
    // Saved straight into the sandbox: a declining card can be kept on a customer (Stripe's 0341
    // attaches and then declines) although the card form would refuse to save it.
    const customer = await ensureCustomer(ctx, sofia.id);
    cards.good = await saveCard(t.database.db, customer, GOOD_CARD);
    cards.declined = await saveCard(t.database.db, customer, DECLINED_CARD);
    cards.someoneElses = await saveCard(
      t.database.db,
      await ensureCustomer(ctx, other.id),
      GOOD_CARD,
    );
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = admin) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const pay = (payload: object) =>
    call('PUT', `/api/users/series/${seriesId}/payment`, payload, sofia);
  const bill = () =>
    runJob(
      serviceContext(t, () => clock),
      'series billing',
    );
  const monthStatuses = async (month: string) =>
    (
      await db()
        .select({ status: bookings.status, paid: bookings.paymentStatus })
        .from(courtSeriesDates)
        .innerJoin(bookings, eq(bookings.id, courtSeriesDates.bookingId))
        .where(
          and(
            eq(courtSeriesDates.seriesId, seriesId),
            gte(courtSeriesDates.date, `${month}-01`),
            lt(courtSeriesDates.date, `${nextMonth(month)}-01`),
          ),
        )
    ).map((r) => [r.status, r.paid]);
  const charge = async (month: string) =>
    (
      await db()
        .select()
        .from(courtSeriesCharges)
        .where(and(eq(courtSeriesCharges.seriesId, seriesId), eq(courtSeriesCharges.month, month)))
    )[0];
  const seriesPayments = () => db().select().from(payments).where(eq(payments.userId, sofia.id));

  it('the holder chooses one of their own saved cards', async () => {
    const res = await call('POST', '/api/admin/series', {
      ...SERIES,
      courtId: club.courts.padel1,
      holderId: sofia.id,
    });
    expect(res.statusCode).toBe(201);
    seriesId = res.json().series._id;
    expect(res.json().series).toMatchObject({ monthlyPayment: 'wallet', paymentMethodId: null });

    const theirs = await pay({ monthlyPayment: 'card', paymentMethodId: cards.someoneElses });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({
      success: false,
      message: 'Elige una de tus tarjetas guardadas.',
    });
    const byAnother = await call('PUT', `/api/users/series/${seriesId}/payment`, {
      monthlyPayment: 'wallet',
    });
    expect(byAnother.statusCode).toBe(404);

    const mine = await pay({ monthlyPayment: 'card', paymentMethodId: cards.good });
    expect(mine.json()).toEqual({
      success: true,
      message: 'Forma de cobro del abono actualizada.',
      monthlyPayment: 'card',
      paymentMethodId: cards.good,
    });
    const listed = await call('GET', '/api/users/series', undefined, sofia);
    expect(listed.json().series[0]).toMatchObject({
      monthlyPayment: 'card',
      paymentMethodId: cards.good,
    });
  });

  it('charges the card once however often the job runs, and not the wallet', async () => {
    await bill();
    await bill();
    expect(await charge('2026-11')).toMatchObject({ status: 'paid', amountCents: 5000 });
    expect(await monthStatuses('2026-11')).toEqual([['active', 'P']]);
    const rows = await seriesPayments();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      purpose: 'series_month',
      status: 'succeeded',
      amountCents: 5000,
      gatewayId: (await charge('2026-11'))!.gatewayId,
    });
    expect(rows[0]!.metadata).toMatchObject({ seriesId, month: '2026-11' });
    const intents = await db()
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.kind, 'payment_intent'));
    expect(intents).toHaveLength(1);
    expect(await getBalanceCents(db(), sofia.id)).toBe(0);
    expect(await charge('2026-12')).toBeUndefined();
  });

  it('the same charge reported again (webhook, reconcile job) is applied once', async () => {
    const gatewayId = (await charge('2026-11'))!.gatewayId!;
    const ctx = serviceContext(t, () => clock);
    const payment = await ctx.payments.retrievePaymentIntent(gatewayId);
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 5000 });
    await fulfil(ctx, { id: 'evt_webhook_1', type: 'payment_intent.succeeded', payment });
    await fulfil(ctx, { id: 'evt_webhook_2', type: 'payment_intent.succeeded', payment });
    await fulfil(ctx, { id: `reconcile_${gatewayId}`, type: 'payment_intent.succeeded', payment });
    await reconcilePendingPayments(ctx);
    expect(await charge('2026-11')).toMatchObject({ status: 'paid', amountCents: 5000 });
    expect(await monthStatuses('2026-11')).toEqual([['active', 'P']]);
    const credits = await db()
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, sofia.id));
    expect(credits).toEqual([]);
  });

  it('a declined card fails the month, holds its dates and tells the holder once', async () => {
    await pay({ monthlyPayment: 'card', paymentMethodId: cards.declined });
    clock = new Date('2026-12-01T10:00:00Z');
    await bill();
    await bill();
    expect(await charge('2026-12')).toMatchObject({
      status: 'failed',
      amountCents: 5000,
      attempts: 2,
    });
    expect(await monthStatuses('2026-12')).toEqual(Array(5).fill(['active', 'C']));
    const failed = (await seriesPayments()).filter((p) => p.status === 'failed');
    // Each run is a new attempt, under its own idempotency key.
    expect(failed).toHaveLength(2);
    const mails = (await mailsTo(db(), 'sofia@test.local')).filter(
      (m) => m.subject === 'No hemos podido cobrar tu abono',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      'No hemos podido cobrar 50,00 € en tu tarjeta guardada por las fechas de diciembre de 2026 de tu abono',
    );
    expect(mails[0]!.text).toContain('pendientes de pago');
  });

  it('with a good card the next run pays the month', async () => {
    await pay({ monthlyPayment: 'card', paymentMethodId: cards.good });
    await bill();
    await bill();
    expect(await charge('2026-12')).toMatchObject({ status: 'paid', amountCents: 5000 });
    expect(await monthStatuses('2026-12')).toEqual(Array(5).fill(['active', 'P']));
    const paid = (await seriesPayments()).filter((p) => p.status === 'succeeded');
    expect(paid.map((p) => p.amountCents)).toEqual([5000, 5000]);
    const mails = (await mailsTo(db(), 'sofia@test.local')).filter(
      (m) => m.subject === 'No hemos podido cobrar tu abono',
    );
    expect(mails).toHaveLength(1);
  });

  it('back to the wallet: a short balance fails as before, the card is not charged', async () => {
    await pay({ monthlyPayment: 'wallet' });
    clock = new Date('2027-01-01T10:00:00Z');
    await bill();
    expect(await charge('2027-01')).toMatchObject({ status: 'failed', amountCents: 5000 });
    expect((await seriesPayments()).filter((p) => p.status === 'succeeded')).toHaveLength(2);
  });

  it("a card charge for a month already paid goes to the holder's wallet, once", async () => {
    const before = (await charge('2026-11'))!;
    const ctx = serviceContext(t, () => clock);
    const input = {
      userId: sofia.id,
      paymentMethodId: cards.good,
      amountCents: 5000,
      purpose: 'series_month',
      description: 'Cobro mensual del abono (noviembre de 2026)',
      metadata: { seriesId, month: '2026-11' },
      idempotencyKey: 'test:a-stray-second-charge',
    };
    await chargeSavedCard(ctx, input);
    await chargeSavedCard(ctx, input);
    expect(await charge('2026-11')).toEqual(before);
    expect(await getBalanceCents(db(), sofia.id)).toBe(5000);
    const credits = await db()
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, sofia.id));
    expect(credits.map((e) => [e.type, e.amountCents])).toEqual([['credit', 5000]]);
  });
});
