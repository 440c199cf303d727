import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { bookingHistory, bookingPlayers } from '../../../db/schema/index.ts';
import { creditWallet } from '../../wallet/index.ts';
import { stored } from '../../../stored-text.ts';
import { NOW, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';

/** A ledger line for the money a test starts with. */
const TOP_UP = stored('payments.ledgerClubAdjustment', { reason: 'Recarga' });

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

  /** A signed-in JSON request; `now` is the server's clock for it (X-Test-Now). */
  const as = (who: Session, method: 'POST' | 'PUT', url: string, payload: object, now?: string) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: { cookie: who.cookie, ...(now ? { 'x-test-now': now } : {}) },
    });
  const put = (players: object[]) => as(sofia, 'PUT', `/users/booking/${bookingId}`, { players });
  /** The booking's player rows as stored, in their order. */
  const players = async () => {
    const of = eq(bookingPlayers.bookingId, bookingId);
    const rows = await t.database.db.select().from(bookingPlayers).where(of);
    return rows.sort((a, b) => a.position - b.position);
  };
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
    const member = (login: string, name: string) =>
      userWithSession(t.database.db, { email: `${login}@test.local`, name, role: 'user-adult' });
    sofia = await member('sofia', 'Sofía');
    ana = await member('ana', 'Ana');
    const { tennis2 } = club.courts;
    const when = { timeBooked: ['10:00 - 11:00'], dateBooked: '2026-11-22' };
    const res = await as(sofia, 'POST', '/users/booking', { courtId: tennis2, ...when });
    expect(res.statusCode, res.body).toBe(200);
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
      creditWallet(tx, ana.id, 1000, TOP_UP, 'seed:ana-players'),
    );
    const pay = { bookingId, playerIndex: 1 };
    const paid = await as(ana, 'POST', '/users/booking/payWithWallet', pay, STARTED);
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
