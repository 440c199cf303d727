import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { notifications } from '../../db/schema/index.ts';
import { creditWallet } from '../wallet/index.ts';
import { stored } from '../../stored-text.ts';

describe('notifications: the flows store their notices', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { TEST_REQUEST_HOOKS: 'true' } });
  });
  afterAll(() => t.close());

  it('a player paying their part from the wallet tells the booker, once', async () => {
    const db = t.database.db;
    const club = await seedClubCourts(db);
    const sofia = await userWithSession(db, { email: 'sofia@test.local', role: 'user-adult' });
    const ana = await userWithSession(db, {
      email: 'ana@test.local',
      name: 'Ana',
      role: 'user-adult',
    });
    await db.transaction((tx) =>
      creditWallet(tx, ana.id, 2000, stored('payments.ledgerTopUp'), 'seed:ana'),
    );
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: sofia.cookie },
      payload: {
        courtId: club.courts.tennis1,
        timeBooked: ['10:00 - 11:00'],
        dateBooked: '2026-11-22',
        players: [{ isMember: true, memberId: ana.id }],
      },
    });
    const bookingId = booked.json().booking._id as string;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking/payWithWallet',
      headers: { cookie: ana.cookie, 'x-test-now': '2026-11-22T09:00:00.000Z' },
      payload: { bookingId, playerIndex: 1 },
    });
    expect(paid.statusCode).toBe(200);
    const rows = await db.select().from(notifications).where(eq(notifications.userId, sofia.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'payment', status: 'pending', mailed: false });
    expect(rows[0]!.payload).toMatchObject({
      title: 'Ana ha pagado su parte',
      body: '5,00 € pagados de tu reserva.',
      url: `/bookings/${bookingId}`,
    });
    // The payer hears nothing of their own payment.
    const own = await db.select().from(notifications).where(eq(notifications.userId, ana.id));
    expect(own).toEqual([]);
  });
});
