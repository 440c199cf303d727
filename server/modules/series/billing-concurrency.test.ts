import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import { bookings, courtSeriesCharges, walletEntries } from '../../db/schema/index.ts';
import { runJob } from '../../jobs.ts';
import { creditWallet, getBalanceCents } from '../wallet/index.ts';
import { stored } from '../../stored-text.ts';

const pg = describeOnPostgres();

describe.skipIf(!pg.run)(`the monthly charge run twice and at once ${pg.reason}`, () => {
  let t: TestApp;
  let club: Club;
  let holder: { id: string; cookie: string };

  beforeAll(async () => {
    const database = await createTestDatabase({
      engine: 'postgres',
      poolSize: 8,
      connectTimeoutMs: 120_000,
    });
    t = await createTestApp({ database, now: () => NOW });
    club = await seedClubCourts(t.database.db);
    holder = await userWithSession(t.database.db, {
      email: 'holder@test.local',
      role: 'user-adult',
    });
    await t.database.db.transaction((tx) =>
      creditWallet(tx, holder.id, 20_000, stored('payments.ledgerTopUp'), 'test-topup:holder'),
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  it('charges the month once; the balance is the sum of the ledger', async () => {
    const admin = await userWithSession(t.database.db, { email: 'a@test.local', role: 'admin' });
    // Mondays 23 Nov 2026 – 25 Jan 2027 (2 + 4 + 4 dates), 90 € for the season: 30 € a month.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/series',
      headers: { cookie: admin.cookie },
      payload: {
        courtId: club.courts.padel1,
        holderId: holder.id,
        weekday: 1,
        startTime: '10:30',
        minutes: 90,
        from: '2026-11-23',
        to: '2027-01-25',
        price: 0,
        billing: 'monthly',
        seasonPrice: 90,
        billingDay: 1,
      },
    });
    expect(created.statusCode).toBe(201);
    const seriesId = created.json().series._id;
    const run = () =>
      runJob(
        serviceContext(t, () => NOW),
        'series billing',
      );
    await run();
    await run();
    await Promise.all(Array.from({ length: 6 }, run));

    const charges = await t.database.db
      .select()
      .from(courtSeriesCharges)
      .where(eq(courtSeriesCharges.seriesId, seriesId));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ month: '2026-11', status: 'paid', amountCents: 3000 });
    const entries = await t.database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, holder.id));
    expect(entries.filter((e) => e.type === 'debit')).toHaveLength(1);
    const ledger = entries.reduce(
      (sum, e) => sum + (e.type === 'credit' ? e.amountCents : -e.amountCents),
      0,
    );
    expect(await getBalanceCents(t.database.db, holder.id)).toBe(17_000);
    expect(ledger).toBe(17_000);
    const [paid] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.paymentStatus, 'P'));
    expect(paid!.n).toBe(2);
  });
});
