import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';
import { bookingPlayers, memberPacks, packUses } from '../../db/schema/index.ts';
import { creditWallet } from '../wallet/index.ts';
import { stored } from '../../stored-text.ts';

const pg = describeOnPostgres();
type Session = { id: string; cookie: string };
const STARTED = new Date(NOW.getTime() - 30 * 60_000);

describe.skipIf(!pg.run)(`pack uses under concurrency on PostgreSQL ${pg.reason}`, () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let n = 0;
  let hour = 0;

  beforeAll(async () => {
    const database = await createTestDatabase({ engine: 'postgres', poolSize: 30 });
    t = await createTestApp({ database, now: () => NOW, env: { TEST_REQUEST_HOOKS: 'true' } });
    club = await seedClubCourts(t.database.db);
    admin = await userWithSession(t.database.db, { email: 'admin@test.local', role: 'admin' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const user = () => {
    n += 1;
    return userWithSession(t.database.db, { email: `u${n}@test.local`, role: 'user-adult' });
  };
  const post = (who: Session, url: string, payload: object, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { cookie: who.cookie, ...headers },
      payload,
    });

  /** A member owning a tennis 60-minute part pack of `uses` uses. */
  async function packOf(uses: number): Promise<{ owner: Session; packId: string }> {
    const owner = await user();
    await t.database.db.transaction((tx) =>
      creditWallet(tx, owner.id, 10_000, stored('payments.ledgerTopUp'), `seed:${owner.id}`),
    );
    const type = await post(admin, '/admin/packs/types', {
      name: `Bono ${uses}`,
      sport: 'tennis',
      minutes: 60,
      covers: 'part',
      uses,
      price: 20,
      validityDays: 30,
    });
    const bought = await post(owner, '/packs', { packTypeId: type.json().type._id });
    return { owner, packId: bought.json().pack._id };
  }

  /** A started tennis booking with `owner` as a player owing 1000 ¢. */
  async function booking(owner: Session): Promise<string> {
    hour += 2;
    const id = await insertBooking(t.database.db, {
      courtId: club.courts.tennis1,
      userId: owner.id,
      date: '2026-11-21',
      startsAt: new Date(STARTED.getTime() - hour * 3_600_000),
    });
    const other = await user();
    await t.database.db.insert(bookingPlayers).values(
      [owner, other].map((m, position) => ({
        bookingId: id,
        position,
        userId: m.id,
        isMember: true,
        amountCents: 1000,
      })),
    );
    return id;
  }

  const usesLeft = async (packId: string) =>
    (await t.database.db.select().from(memberPacks).where(eq(memberPacks.id, packId)))[0]!.usesLeft;

  it('two payments racing for the last use of a pack: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { owner, packId } = await packOf(1);
      const ids = [await booking(owner), await booking(owner)];
      const results = await Promise.all(
        ids.map((bookingId) =>
          post(owner, '/users/booking/payWithPack', { bookingId, playerIndex: 0, packId }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = results.find((r) => r.statusCode === 409)!;
      expect(refused.json().message).toBe('Este bono no tiene usos disponibles.');
      expect(await usesLeft(packId)).toBe(0);
      const spent = await t.database.db
        .select()
        .from(packUses)
        .where(eq(packUses.memberPackId, packId));
      expect(spent).toHaveLength(1);
      // The refused payment left its booking part unpaid (rolled back with the use).
      const paidParts = await t.database.db
        .select()
        .from(bookingPlayers)
        .where(eq(bookingPlayers.paidBy, owner.id));
      expect(paidParts).toHaveLength(1);
    }
  });

  it('ten payments against three uses: three succeed; five cancels at once give one use back', async () => {
    const { owner, packId } = await packOf(3);
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await booking(owner));
    const results = await Promise.all(
      ids.map((bookingId) =>
        post(owner, '/users/booking/payWithPack', { bookingId, playerIndex: 0, packId }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await usesLeft(packId)).toBe(0);

    const paidId = ids[results.findIndex((r) => r.statusCode === 200)]!;
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/users/booking/${paidId}/delete-booking-payments`,
          headers: { cookie: owner.cookie, 'x-test-rain': '80' },
        }),
      ),
    );
    expect(cancels.map((c) => c.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await usesLeft(packId)).toBe(1);
  });
});
