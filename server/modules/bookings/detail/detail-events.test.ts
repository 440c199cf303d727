import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingUpdatedEvent, type BookingUpdatedPayload } from '@/api/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { recordingRealtime } from '#tests/helpers/recording-realtime.ts';
import { creditWallet } from '../../wallet/index.ts';
import { stored } from '../../../stored-text.ts';
import { NOW, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';

/** A ledger line for the money a test starts with. */
const TOP_UP = stored('payments.ledgerClubAdjustment', { reason: 'Recarga' });

type Session = { id: string; cookie: string };

describe('booking detail events', () => {
  let t: TestApp;
  const realtime = recordingRealtime();
  const emitted = realtime.toUsers;
  let sofia: Session;
  let ana: Session;
  let bookingId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, realtime, env: { TEST_REQUEST_HOOKS: 'true' } });
    const db = t.database.db;
    const club = await seedClubCourts(db);
    sofia = await userWithSession(db, { email: 'sofia@test.local', role: 'user-adult' });
    ana = await userWithSession(db, { email: 'ana@test.local', name: 'Ana', role: 'user-adult' });
    await db.transaction((tx) => creditWallet(tx, ana.id, 2000, TOP_UP, 'seed:ana'));
    const res = await t.app.inject({
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
    bookingId = res.json().booking._id;
  });
  afterAll(() => t.close());

  it('a wallet payment tells the booker and the players, and the payer their balance', async () => {
    emitted.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking/payWithWallet',
      headers: { cookie: ana.cookie, 'x-test-now': '2026-11-22T09:00:00.000Z' },
      payload: { bookingId, playerIndex: 1 },
    });
    expect(res.statusCode).toBe(200);
    const updates = emitted.filter((e) => e.event === bookingUpdatedEvent(bookingId));
    expect(updates.map((e) => e.userId).sort()).toEqual([ana.id, sofia.id].sort());
    const payload = updates[0]!.payload as BookingUpdatedPayload;
    expect(payload).toMatchObject({ action: 'updated', booking: { paymentStatus: 'S' } });
    expect(emitted).toContainEqual({
      userId: ana.id,
      event: `walletUpdated:${ana.id}`,
      payload: { balance: 15 },
    });
  });

  it('removing a player tells the one removed too', async () => {
    const other = await userWithSession(t.database.db, { email: 'o@test.local', role: 'vip' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: sofia.cookie },
      payload: {
        courtId: (
          await t.app.inject({
            method: 'GET',
            url: '/api/courts',
            headers: { cookie: sofia.cookie },
          })
        ).json().courts[0]._id,
        timeBooked: ['12:00 - 13:30'],
        dateBooked: '2026-11-22',
        players: [{ isMember: true, memberId: other.id }],
      },
    });
    const id = res.json().booking._id;
    emitted.length = 0;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/booking/${id}`,
      headers: { cookie: sofia.cookie },
      payload: { players: [{ index: 0, isMember: true }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().booking.players).toHaveLength(1);
    const told = emitted.filter((e) => e.event === bookingUpdatedEvent(id));
    expect(told.find((e) => e.userId === sofia.id)?.payload).toMatchObject({
      booking: { players: [{ memberId: { _id: sofia.id } }] },
    });
    expect(told.find((e) => e.userId === other.id)?.payload).toEqual({
      bookingId: id,
      booking: null,
      action: 'updated',
    });
  });
});
