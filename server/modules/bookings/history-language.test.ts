/**
 * A booking's history and the wallet's lines are kept as catalogue messages (decision 090): each
 * member reads them in their account's language, Catalan here, and Spanish when the account keeps
 * none; an entry's kind is the same whatever the language it is read in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';
import { users } from '../../db/schema/index.ts';
import { stored } from '../../stored-text.ts';
import { creditWallet } from '../wallet/index.ts';

type Session = { id: string; cookie: string };
/** The booking starts 2026-11-22 10:00 Madrid (09:00Z); payments open then. */
const STARTED = '2026-11-22T09:30:00.000Z';

describe('stored texts in the reader language', () => {
  let t: TestApp;
  let sofia: Session; // the booker, account in Catalan
  let ana: Session; // a player, no language kept
  let bookingId: string;

  const req = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: Session,
    payload?: object,
    now?: string,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie: who.cookie, ...(now ? { 'x-test-now': now } : {}) },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { TEST_REQUEST_HOOKS: 'true' } });
    const db = t.database.db;
    const club = await seedClubCourts(db);
    sofia = await userWithSession(db, {
      email: 'sofia@test.local',
      name: 'Sofía',
      role: 'user-adult',
    });
    ana = await userWithSession(db, { email: 'ana@test.local', name: 'Ana', role: 'user-adult' });
    await db.update(users).set({ language: 'ca' }).where(eq(users.id, sofia.id));
    const topUp = stored('payments.ledgerClubAdjustment', { reason: 'Recarga' });
    for (const who of [sofia, ana]) {
      await db.transaction((tx) => creditWallet(tx, who.id, 2000, topUp, `seed:${who.id}`));
    }
    const made = await req('POST', '/users/booking', sofia, {
      courtId: club.courts.tennis2,
      timeBooked: ['10:00 - 11:00'],
      dateBooked: '2026-11-22',
    });
    expect(made.statusCode).toBe(200);
    bookingId = made.json().booking._id;
    const players = [
      { index: 0, isMember: true },
      { isMember: true, memberId: ana.id },
    ];
    expect((await req('PUT', `/users/booking/${bookingId}`, sofia, { players })).statusCode).toBe(
      200,
    );
    for (const [who, playerIndex] of [
      [sofia, 0],
      [ana, 1],
    ] as const) {
      const paid = await req(
        'POST',
        '/users/booking/payWithWallet',
        who,
        { bookingId, playerIndex },
        STARTED,
      );
      expect(paid.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  // Sorted: entries written in the same millisecond have no order of their own.
  const history = async (who: Session) => {
    const res = await req('GET', `/users/booking/${bookingId}/history`, who);
    expect(res.statusCode).toBe(200);
    return res
      .json()
      .history.map((e: { action: string; kind: string | null; details: string }) => [
        e.action,
        e.kind,
        e.details,
      ])
      .sort((x: string[], y: string[]) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
  };
  const wallet = async (who: Session) => {
    const res = await req('GET', '/users/wallet', who);
    expect(res.statusCode).toBe(200);
    return res
      .json()
      .transactions.map((e: { description: string }) => e.description)
      .sort();
  };

  it("reads a booking's history in each member's language, with the same kinds", async () => {
    expect(await history(sofia)).toEqual([
      ['Jugador afegit', 'added', 'Ana'],
      ['Pagament fet', 'payment', 'Ana ha pagat la seva part amb el moneder: 5,00 €'],
      ['Pagament fet', 'payment', 'Sofía ha pagat la seva part amb el moneder: 5,00 €'],
      ['Reserva confirmada', 'confirmed', 'Pendent de pagament'],
      ['Reserva creada', null, 'TENNIS - Tenis 2, 22/11/2026 10:00 - 11:00'],
    ]);
    expect(await history(ana)).toEqual([
      ['Jugador añadido', 'added', 'Ana'],
      ['Pago realizado', 'payment', 'Ana pagó su parte con el monedero: 5,00 €'],
      ['Pago realizado', 'payment', 'Sofía pagó su parte con el monedero: 5,00 €'],
      ['Reserva Confirmado', 'confirmed', 'Pendiente de pago'],
      ['Reserva creada', null, 'TENIS - Tenis 2, 22/11/2026 10:00 - 11:00'],
    ]);
  });

  it("reads the wallet's lines in each member's language", async () => {
    expect(await wallet(sofia)).toEqual([
      'Ajust del club: Recarga',
      'Pagament de la reserva TENNIS - Tenis 2, 22/11/2026 10:00 - 11:00',
    ]);
    expect(await wallet(ana)).toEqual([
      'Ajuste del club: Recarga',
      'Pago de reserva TENIS - Tenis 2, 22/11/2026 10:00 - 11:00',
    ]);
  });
});
