import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { bookingPlayers, walletEntries } from '../../../db/schema/index.ts';
import { creditWallet, getBalanceCents } from '../../wallet/index.ts';
import { stored } from '../../../stored-text.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';

/** A ledger line for the money a test starts with. */
const TOP_UP = stored('payments.ledgerClubAdjustment', { reason: 'Recarga' });

const pg = describeOnPostgres();
type Session = { id: string; cookie: string };
/** A start before the test clock: payments are open. */
const PAST_START = new Date('2026-11-21T08:00:00Z');

describe.skipIf(!pg.run)(`booking payments under concurrency on PostgreSQL ${pg.reason}`, () => {
  let t: TestApp;
  let club: Club;
  let n = 0;

  beforeAll(async () => {
    const database = await createTestDatabase({ engine: 'postgres', poolSize: 30 });
    t = await createTestApp({ database, now: () => NOW, env: { TEST_REQUEST_HOOKS: 'true' } });
    club = await seedClubCourts(t.database.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const user = (role = 'user-adult') => {
    n += 1;
    return userWithSession(t.database.db, { email: `u${n}@test.local`, name: `U${n}`, role });
  };
  const fund = (id: string, cents: number) =>
    t.database.db.transaction((tx) => creditWallet(tx, id, cents, TOP_UP, `seed:${id}:${cents}`));

  /** A booking of `booker` whose players are the given members, each owing `share` cents. */
  let hour = 0;
  async function booking(booker: Session, members: Session[], share: number) {
    hour += 2;
    const startsAt = new Date(PAST_START.getTime() - hour * 3_600_000);
    const id = await insertBooking(t.database.db, {
      courtId: club.courts.padel2,
      userId: booker.id,
      date: '2026-11-21',
      startsAt,
    });
    await t.database.db.insert(bookingPlayers).values(
      [booker, ...members].map((m, position) => ({
        bookingId: id,
        position,
        userId: m.id,
        isMember: true,
        amountCents: share,
      })),
    );
    return id;
  }

  const payWallet = (who: Session, bookingId: string, playerIndex: number | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/booking/payWithWallet',
      headers: { cookie: who.cookie },
      payload: { bookingId, playerIndex },
    });

  it('two people paying the same part at the same moment: charged once', async () => {
    const booker = await user();
    const ana = await user();
    const vip = await user('vip');
    await fund(ana.id, 5000);
    await fund(vip.id, 5000);
    // The vip is a player too: spec section 6 lets a vip player pay another member's part.
    const id = await booking(booker, [ana, vip], 750);
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all([payWallet(ana, id, 1), payWallet(vip, id, 1)]);
      const codes = results.map((r) => r.statusCode).sort();
      if (round === 0) expect(codes).toEqual([200, 409]);
      else expect(codes).toEqual([409, 409]);
    }
    const spent =
      10_000 -
      (await getBalanceCents(t.database.db, ana.id)) -
      (await getBalanceCents(t.database.db, vip.id));
    expect(spent).toBe(750);
    const [part] = await t.database.db
      .select()
      .from(bookingPlayers)
      .where(sql`${bookingPlayers.bookingId} = ${id} and ${bookingPlayers.position} = 1`);
    expect(part).toMatchObject({ amountPaidCents: 750, paymentStatus: 'P' });
  });

  it('20 concurrent wallet payments of different parts by one vip player never overdraw', async () => {
    const vip = await user('vip');
    const ids: string[] = [];
    for (let b = 0; b < 5; b += 1) {
      const booker = await user();
      const others = [vip, await user(), await user()];
      ids.push(await booking(booker, others, 700));
    }
    await fund(vip.id, 700 * 13 + 300);
    const results = await Promise.all(
      ids.flatMap((id) => [0, 1, 2, 3].map((i) => payWallet(vip, id, i))),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const short = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(13);
    expect(short).toHaveLength(7);
    for (const r of short) expect(r.json().message).toBe('Saldo insuficiente en el monedero.');
    expect(await getBalanceCents(t.database.db, vip.id)).toBe(300);
    const entries = await t.database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, vip.id));
    const ledger = entries.reduce(
      (s, e) => s + (e.type === 'credit' ? e.amountCents : -e.amountCents),
      0,
    );
    expect(ledger).toBe(300);
    const paid = await t.database.db
      .select()
      .from(bookingPlayers)
      .where(eq(bookingPlayers.paidBy, vip.id));
    expect(paid).toHaveLength(13);
  });

  it('cancelling after payments refunds each payer once, also sent 5 times at once', async () => {
    const booker = await user();
    const ana = await user();
    const luis = await user();
    await fund(ana.id, 1000);
    await fund(luis.id, 1000);
    const id = await booking(booker, [ana, luis], 600);
    expect((await payWallet(ana, id, 1)).statusCode).toBe(200);
    expect((await payWallet(luis, id, 2)).statusCode).toBe(200);
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/users/booking/${id}/delete-booking-payments`,
          headers: { cookie: booker.cookie, 'x-test-rain': '80' },
        }),
      ),
    );
    expect(cancels.map((c) => c.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const refunded = cancels.filter((c) => c.json().refunds.length > 0);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.json().message).toBe(
      'Reserva cancelada. El importe será depositado en tu monedero.',
    );
    expect(await getBalanceCents(t.database.db, ana.id)).toBe(1000);
    expect(await getBalanceCents(t.database.db, luis.id)).toBe(1000);
    const refunds = await t.database.db
      .select()
      .from(walletEntries)
      .where(sql`${walletEntries.reference} like ${`booking-refund:${id}:%`}`);
    expect(refunds).toHaveLength(2);
    expect(refunds.every((r) => r.description.includes('PADEL - Pádel 2'))).toBe(true);
  });
});
