/**
 * A charge the gateway took while this server never heard of it (it "died" between the charge and
 * the credit: the card was confirmed at the gateway, the local confirmation never ran) is found by
 * the reconcile job and applied once, whatever the number of runs, instances and reports.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { bookings, payments, subscriptions, users, walletEntries } from '../../db/schema/index.ts';
import { runJob } from '../../jobs.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { call, GOOD_CARD, DECLINED_CARD, serviceContext } from '#tests/helpers/payments.ts';

const JOB = 'payments reconcile';

describe('the server reconciles payments nobody reported', () => {
  let t: TestApp;
  let club: Club;
  const clock = () => NOW;

  beforeAll(async () => {
    t = await createTestApp({ now: clock, jobs: false });
    club = await seedClubCourts(t.database.db);
  });
  afterAll(() => t.close());

  const ctx = () => serviceContext(t, clock);
  /** The card is charged at the gateway; the server's own confirmation never runs. */
  const chargeBehindTheServersBack = async (clientSecret: string, card = GOOD_CARD) => {
    const result = await ctx().payments.sandbox!.confirm({ clientSecret, card, now: NOW });
    return result.ok;
  };
  /** Makes every pending payment as old as if the server had been down for `minutes`. */
  const age = (minutes: number) =>
    t.database.db.execute(
      sql`update payments set created_at = created_at - make_interval(mins => ${minutes})`,
    );
  const ledger = async (userId: string) => {
    const rows = await t.database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId));
    return rows.map((r) => (r.type === 'credit' ? r.amountCents : -r.amountCents));
  };
  const balance = async (cookie: string) =>
    (await call(t.app, cookie, 'GET', '/users/wallet')).json().balance as number;

  it('credits a charged top-up once: at start-up, then on any number of runs at once', async () => {
    const ana = await userWithSession(t.database.db, { email: 'ana@test.local' });
    const intent = await call(t.app, ana.cookie, 'POST', '/users/wallet/createPaymentIntent', {
      amount: 25,
    });
    expect(await chargeBehindTheServersBack(intent.json().clientSecret)).toBe(true);
    expect(await balance(ana.cookie)).toBe(0);

    // Too young to be anyone's but the payer's business: left alone.
    expect(await runJob(ctx(), JOB)).toEqual({ checked: 0, settled: 0, failed: 0 });
    expect(await balance(ana.cookie)).toBe(0);

    await age(10);
    // The server comes back: the start-up run credits it without anyone asking.
    const restarted = await createTestApp({ database: t.database, now: clock, jobs: true });
    try {
      await expect.poll(() => balance(ana.cookie), { timeout: 10_000 }).toBe(25);
    } finally {
      await restarted.close();
    }

    // Every instance's job, the browser's late report: nothing more.
    await Promise.all([runJob(ctx(), JOB), runJob(ctx(), JOB), runJob(ctx(), JOB)]);
    const report = await call(t.app, ana.cookie, 'POST', '/payments/reconcile', {
      clientSecret: intent.json().clientSecret,
    });
    expect(report.json()).toEqual({ status: 'succeeded' });
    expect(await balance(ana.cookie)).toBe(25);
    expect(await ledger(ana.id)).toEqual([2500]);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, ana.id));
    expect(row!.status).toBe('succeeded');
    // Settled payments are not asked about again.
    expect(await runJob(ctx(), JOB)).toMatchObject({ checked: 0 });
  });

  it('leaves an unpaid or declined intent pending and credits nothing', async () => {
    const ben = await userWithSession(t.database.db, { email: 'ben@test.local' });
    await call(t.app, ben.cookie, 'POST', '/users/wallet/createPaymentIntent', { amount: 10 });
    const declined = await call(t.app, ben.cookie, 'POST', '/users/wallet/createPaymentIntent', {
      amount: 20,
    });
    expect(await chargeBehindTheServersBack(declined.json().clientSecret, DECLINED_CARD)).toBe(
      false,
    );
    await age(10);
    expect(await runJob(ctx(), JOB)).toEqual({ checked: 2, settled: 0, failed: 0 });
    expect(await balance(ben.cookie)).toBe(0);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, ben.id));
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
  });

  it("turns a guest's charged hold into the paid booking, once", async () => {
    const gema = await userWithSession(t.database.db, { email: 'gema@test.local', role: 'guess' });
    const res = await call(t.app, gema.cookie, 'POST', '/users/booking/createPaymentIntent', {
      courtBooked: { _id: club.courts.padel1, type: 'padel', name: 'Pádel 1' },
      timeBooked: ['12:00 - 13:30'],
      dateBooked: '2026-11-22',
      userBooked: gema.id,
      players: [{ memberId: gema.id, isMember: false, amount: 24 }],
      paymentStatus: 'C',
    });
    expect(res.statusCode).toBe(200);
    expect(await chargeBehindTheServersBack(res.json().clientSecret)).toBe(true);
    await age(10);
    await Promise.all([runJob(ctx(), JOB), runJob(ctx(), JOB)]);
    const booked = await t.database.db.select().from(bookings).where(eq(bookings.userId, gema.id));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ paymentStatus: 'P', totalCents: 2400 });
    expect(await ledger(gema.id)).toEqual([]);
  });

  it('starts a membership whose first payment the gateway took', async () => {
    const sara = await userWithSession(t.database.db, { email: 'sara@test.local', role: 'guess' });
    const res = await call(t.app, sara.cookie, 'POST', '/users/create-subscription', {
      priceType: 'adult',
    });
    expect(await chargeBehindTheServersBack(res.json().clientSecret)).toBe(true);
    const roleOf = async () =>
      (await t.database.db.select().from(users).where(eq(users.id, sara.id)))[0]!.role;
    expect(await roleOf()).toBe('guess');
    await age(10);
    await Promise.all([runJob(ctx(), JOB), runJob(ctx(), JOB)]);
    expect(await roleOf()).toBe('user-adult');
    const subs = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, sara.id));
    expect(subs.map((s) => [s.type, s.status])).toEqual([['adult', 'active']]);
  });
});
