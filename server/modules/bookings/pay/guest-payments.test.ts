import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { bookings } from '../../../db/schema/index.ts';
import { invalidateCourtCache } from '../../courts/index.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const DECLINED = { ...CARD, number: '4000 0000 0000 0002' };

describe('guests pay the whole court by card before the booking exists', () => {
  let t: TestApp;
  let club: Club;
  let clock = NOW;
  let guest: Session;
  let uca: Session;
  let member: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    const db = t.database.db;
    club = await seedClubCourts(db);
    guest = await userWithSession(db, { email: 'guest@test.local', name: 'Gema', role: 'guess' });
    uca = await userWithSession(db, { email: 'uca@test.local', name: 'Úrsula', role: 'uca' });
    member = await userWithSession(db, { email: 'm@test.local', role: 'user-adult' });
  });
  afterAll(() => t.close());

  const intent = (who: Session, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/booking/createPaymentIntent',
      headers: { cookie: who.cookie },
      payload,
    });
  const confirm = (who: Session, clientSecret: string, card = CARD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: { cookie: who.cookie },
      payload: { clientSecret, card },
    });
  const guestForm = (courtId: string, date: string, slot: string, userId: string) => ({
    courtBooked: { _id: courtId, type: 'padel', name: 'Pádel 1' },
    timeBooked: [slot],
    dateBooked: date,
    userBooked: userId,
    players: [{ memberId: userId, isMember: false, amount: 24 }],
    paymentStatus: 'C',
  });
  const wallet = async (who: Session) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/wallet',
        headers: { cookie: who.cookie },
      })
    ).json().balance as number;

  it('holds the slot while paying, then books it paid (P) at the full price', async () => {
    const res = await intent(
      guest,
      guestForm(club.courts.padel1, '2026-11-22', '12:00 - 13:30', guest.id),
    );
    expect(res.statusCode).toBe(200);
    const { clientSecret } = res.json();
    expect(clientSecret).toEqual(expect.any(String));
    // Nobody else can take the held slot meanwhile.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: member.cookie },
      payload: {
        courtId: club.courts.padel1,
        dateBooked: '2026-11-22',
        timeBooked: ['12:00 - 13:30'],
      },
    });
    expect(other.statusCode).toBe(409);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.userId, guest.id)),
    ).toHaveLength(0);

    const paid = await confirm(guest, clientSecret);
    expect(paid.statusCode).toBe(200);
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/bookings',
        headers: { cookie: guest.cookie },
      })
    ).json().bookings;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      paymentStatus: 'P',
      totalAmount: 24, // 6 € nonMember × 4 (padel)
      totalDue: 0,
      timeBooked: '12:00 - 13:30',
      userBooked: { _id: guest.id },
    });
  });

  it('books a paid hold whatever the time since the court was last read', async () => {
    const slow = await userWithSession(t.database.db, { email: 'slow@test.local', role: 'guess' });
    const res = await intent(
      slow,
      guestForm(club.courts.padel2, '2026-11-22', '12:00 - 13:30', slow.id),
    );
    expect(res.statusCode).toBe(200);
    const { clientSecret } = res.json();
    // The card takes a while (or Stripe's webhook comes later): the court cache has expired, so
    // fulfilment reads the court again, inside the payment's transaction.
    invalidateCourtCache();
    const paid = await Promise.race([
      confirm(slow, clientSecret),
      new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 10_000)),
    ]);
    expect(paid === 'stuck' ? paid : paid.statusCode).toBe(200);
  });

  it('charges uca members costs.uca', async () => {
    const res = await intent(
      uca,
      guestForm(club.courts.padel2, '2026-11-22', '09:00 - 10:30', uca.id),
    );
    expect(res.statusCode).toBe(200);
    expect((await confirm(uca, res.json().clientSecret)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.userId, uca.id));
    expect(row!.totalCents).toBe(1600); // 4 € × 4
  });

  it('checks the rules before taking any money', async () => {
    const weekly = await intent(
      guest,
      guestForm(club.courts.padel2, '2026-11-22', '15:00 - 16:30', guest.id),
    );
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().message).toBe(
      'Los no socios solo pueden reservar 1 pista por semana. ¡Hazte socio!',
    );
    const someoneElse = await intent(
      guest,
      guestForm(club.courts.padel2, '2026-11-22', '15:00 - 16:30', member.id),
    );
    expect(someoneElse.statusCode).toBe(403);
  });

  it('books nothing on a declined card', async () => {
    const other = await userWithSession(t.database.db, { email: 'g2@test.local', role: 'guess' });
    const res = await intent(
      other,
      guestForm(club.courts.padel1, '2026-11-22', '15:00 - 16:30', other.id),
    );
    const declined = await confirm(other, res.json().clientSecret, DECLINED);
    expect(declined.statusCode).toBe(402);
    // Another card, a new intent: the guest's own earlier hold does not block the retry.
    const retry = await intent(
      other,
      guestForm(club.courts.padel1, '2026-11-22', '15:00 - 16:30', other.id),
    );
    expect(retry.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.userId, other.id)),
    ).toHaveLength(0);
  });

  it('refunds to the wallet when the hold ran out and the slot was taken', async () => {
    const late = await userWithSession(t.database.db, { email: 'late@test.local', role: 'guess' });
    const res = await intent(
      late,
      guestForm(club.courts.padel1, '2026-11-22', '18:00 - 19:30', late.id),
    );
    const { clientSecret } = res.json();
    clock = new Date(NOW.getTime() + 20 * 60_000); // the 15-minute hold is over
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: member.cookie },
      payload: {
        courtId: club.courts.padel1,
        dateBooked: '2026-11-22',
        timeBooked: ['18:00 - 19:30'],
      },
    });
    expect(taken.statusCode).toBe(200);
    expect((await confirm(late, clientSecret)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.userId, late.id)),
    ).toHaveLength(0);
    expect(await wallet(late)).toBe(24);
    clock = NOW;
  });
});
