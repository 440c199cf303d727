import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { bookingHistory, bookingPlayers } from '../../../db/schema/index.ts';
import { DECLINED_CARD, GOOD_CARD } from '#tests/helpers/payments.ts';
import { NOW, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };
const STARTED = '2026-11-22T10:00:00.000Z';

describe('booking detail: a part paid by card', () => {
  let t: TestApp;
  let sofia: Session;
  let ana: Session;
  let bookingId: string;
  let share: number;

  const post = (url: string, who: Session, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { cookie: who.cookie, 'x-test-now': STARTED },
      payload,
    });
  const intent = async (who: Session, playerIndex: number | null) => {
    const res = await post('/users/booking/createPaymentIntent', who, {
      bookingId,
      playerIndex,
      saveCard: true,
    });
    expect(res.statusCode).toBe(200);
    return res.json().clientSecret as string;
  };
  const booking = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/users/booking/${bookingId}`,
        headers: { cookie: sofia.cookie },
      })
    ).json().booking;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { TEST_REQUEST_HOOKS: 'true' } });
    const db = t.database.db;
    const club = await seedClubCourts(db);
    sofia = await userWithSession(db, { email: 'sofia@test.local', role: 'user-adult' });
    ana = await userWithSession(db, { email: 'ana@test.local', name: 'Ana', role: 'user-adult' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: sofia.cookie },
      payload: {
        courtId: club.courts.padel1,
        timeBooked: ['10:30 - 12:00'],
        dateBooked: '2026-11-22',
        players: [{ isMember: true, memberId: ana.id }],
      },
    });
    bookingId = res.json().booking._id;
    share = res.json().booking.players[1].amount;
    expect(share).toBeGreaterThanOrEqual(5);
  });
  afterAll(() => t.close());

  it('a declined card marks the part and the booking F, with a history entry', async () => {
    const clientSecret = await intent(ana, 1);
    const res = await post('/payments/sandbox/confirm', ana, { clientSecret, card: DECLINED_CARD });
    expect(res.statusCode).toBe(402);
    const after = await booking();
    expect(after.paymentStatus).toBe('F');
    expect(after.players[1]).toMatchObject({ paymentStatus: 'F', amountPaid: 0 });
    const history = await t.database.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, bookingId));
    expect(history.find((h) => h.action === 'Pago fallido')?.performedBy).toBe(ana.id);
  });

  it('a good card pays the part once, by its payer; the booking turns S', async () => {
    const clientSecret = await intent(ana, 1);
    const res = await post('/payments/sandbox/confirm', ana, { clientSecret, card: GOOD_CARD });
    expect(res.statusCode).toBe(200);
    const again = await post('/payments/reconcile', ana, { clientSecret });
    expect(again.statusCode).toBe(200);
    const after = await booking();
    expect(after).toMatchObject({ paymentStatus: 'S', totalDue: after.totalAmount - share });
    expect(after.players[1]).toMatchObject({ paymentStatus: 'P', amountPaid: share });
    const [part] = await t.database.db
      .select()
      .from(bookingPlayers)
      .where(eq(bookingPlayers.paidBy, ana.id));
    expect(part!.position).toBe(1);
    const refused = await post('/users/booking/createPaymentIntent', ana, {
      bookingId,
      playerIndex: 1,
      saveCard: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Esta parte ya está pagada.');
  });

  it('the booker pays the rest with the saved card; the booking turns P', async () => {
    const clientSecret = await intent(sofia, null);
    const res = await post('/payments/sandbox/confirm', sofia, { clientSecret, card: GOOD_CARD });
    expect(res.statusCode).toBe(200);
    expect(await booking()).toMatchObject({ paymentStatus: 'P', totalDue: 0 });
  });
});
