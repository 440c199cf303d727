import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { bookingHistory, bookingPlayers } from '../../db/schema/index.ts';
import { creditWallet } from '../wallet/service.ts';
import { NOW, seedClubCourts, userWithSession } from './test-fixtures.ts';

type Session = { id: string; cookie: string };
/** The booking below starts 2026-11-22 10:00 Madrid (09:00Z); payments open then. */
const STARTED = '2026-11-22T09:30:00.000Z';

/**
 * PUT /users/booking/{id} with the players as the spec's contract names them (`memberId`,
 * `isMember`, no `index`): the entries naming players already in the booking keep them.
 */
describe('updating players sent without index', () => {
  let t: TestApp;
  let sofia: Session; // the booker
  let ana: Session; // a member she invites
  let bookingId: string;

  const put = (players: object[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/booking/${bookingId}`,
      headers: { cookie: sofia.cookie },
      payload: { players },
    });
  const players = () =>
    t.database.db
      .select()
      .from(bookingPlayers)
      .where(eq(bookingPlayers.bookingId, bookingId))
      .orderBy(bookingPlayers.position);
  /** The history's player entries (creating the booking wrote two others). */
  const history = async () =>
    (
      await t.database.db
        .select()
        .from(bookingHistory)
        .where(eq(bookingHistory.bookingId, bookingId))
    )
      .map((h) => `${h.action}: ${h.details}`)
      .filter((entry) => entry.startsWith('Jugador'));

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { TEST_REQUEST_HOOKS: 'true' } });
    const club = await seedClubCourts(t.database.db);
    sofia = await userWithSession(t.database.db, {
      email: 'sofia@test.local',
      name: 'Sofía',
      role: 'user-adult',
    });
    ana = await userWithSession(t.database.db, {
      email: 'ana@test.local',
      name: 'Ana',
      role: 'user-adult',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: sofia.cookie },
      payload: {
        courtId: club.courts.tennis2,
        timeBooked: ['10:00 - 11:00'],
        dateBooked: '2026-11-22',
      },
    });
    expect(res.statusCode).toBe(200);
    bookingId = res.json().booking._id;
  });
  afterAll(() => t.close());

  it("keeps the booker's own entry and adds the others", async () => {
    const res = await put([
      { memberId: sofia.id, isMember: true },
      { memberId: ana.id, isMember: true },
      { isMember: false, nonMemberName: 'Pepe', nonMemberEmail: 'pepe@test.local' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.players.map((p: { amount: number }) => p.amount)).toEqual([
      3.34, 3.33, 3.33,
    ]);
    expect((await players()).map((p) => [p.userId, p.nonMemberName])).toEqual([
      [sofia.id, null],
      [ana.id, null],
      [null, 'Pepe'],
    ]);
    expect(await history()).toEqual(['Jugador añadido: Ana', 'Jugador invitado: Pepe']);
  });

  it('keeps the members and the same guest sent back, removing only the one left out', async () => {
    // The booker as the detail returns it (memberId an object), the guest with other letter case.
    const same = await put([
      { memberId: { _id: sofia.id, name: 'Sofía' }, isMember: true },
      { memberId: ana.id, isMember: true },
      { isMember: false, nonMemberName: 'pepe', nonMemberEmail: 'PEPE@test.local' },
    ]);
    expect(same.statusCode, same.body).toBe(200);
    expect(await history()).toHaveLength(2);

    const withoutPepe = await put([
      { memberId: sofia.id, isMember: true },
      { memberId: ana.id, isMember: true },
    ]);
    expect(withoutPepe.statusCode, withoutPepe.body).toBe(200);
    expect((await players()).map((p) => [p.userId, p.amountCents])).toEqual([
      [sofia.id, 500],
      [ana.id, 500],
    ]);
    expect((await history()).slice(2)).toEqual(['Jugador eliminado: Pepe']);
  });

  it('still refuses leaving the booker out, and a member named twice', async () => {
    const noBooker = await put([{ memberId: ana.id, isMember: true }]);
    expect(noBooker.statusCode).toBe(400);
    expect(noBooker.json()).toMatchObject({
      success: false,
      message: 'No se puede eliminar a quien hizo la reserva.',
    });
    const twice = await put([
      { memberId: sofia.id, isMember: true },
      { memberId: ana.id, isMember: true },
      { memberId: ana.id, isMember: true },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Un jugador aparece dos veces en la reserva.');
    expect((await players()).map((p) => p.userId)).toEqual([sofia.id, ana.id]);
  });

  it("leaves a paid player's payment as it was", async () => {
    await t.database.db.transaction((tx) =>
      creditWallet(tx, ana.id, 1000, 'Recarga', 'seed:ana-players'),
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking/payWithWallet',
      headers: { cookie: ana.cookie, 'x-test-now': STARTED },
      payload: { bookingId, playerIndex: 1 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const before = await players();
    const res = await put([
      { memberId: sofia.id, isMember: true },
      { memberId: ana.id, isMember: true },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'No se pueden cambiar los jugadores de una reserva pagada o de liga.',
    );
    const after = await players();
    expect(after).toEqual(before);
    expect(after[1]).toMatchObject({ userId: ana.id, amountPaidCents: 500, paymentStatus: 'P' });
  });
});
