import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  bookingHistory,
  bookingPlayers,
  bookings,
  walletEntries,
} from '../../../db/schema/index.ts';
import { creditWallet, getBalanceCents } from '../../wallet/index.ts';
import { stored } from '../../../stored-text.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';

/** A ledger line for the money a test starts with. */
const TOP_UP = stored('payments.ledgerClubAdjustment', { reason: 'Recarga' });

type Session = { id: string; cookie: string };
/** The booking below starts 2026-11-22 10:00 Madrid (09:00Z); payments open then. */
const STARTED = '2026-11-22T09:30:00.000Z';

describe('booking detail: players, payments, links, cancel with refunds', () => {
  let t: TestApp;
  let club: Club;
  let sofia: Session; // the booker, user-adult
  let ana: Session; // member player
  let marta: Session; // vip, not in the booking
  let otro: Session; // another member
  let nico: Session; // non-member
  let bookingId: string;

  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Session | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const at = (iso: string, extra: Record<string, string> = {}) => ({ 'x-test-now': iso, ...extra });
  const fund = (userId: string, cents: number, ref: string) =>
    t.database.db.transaction((tx) => creditWallet(tx, userId, cents, TOP_UP, ref));
  const players = () =>
    t.database.db
      .select()
      .from(bookingPlayers)
      .where(eq(bookingPlayers.bookingId, bookingId))
      .orderBy(bookingPlayers.position);

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { TEST_REQUEST_HOOKS: 'true' } });
    const db = t.database.db;
    club = await seedClubCourts(db);
    sofia = await userWithSession(db, {
      email: 'sofia@test.local',
      name: 'Sofía',
      role: 'user-adult',
    });
    ana = await userWithSession(db, { email: 'ana@test.local', name: 'Ana', role: 'user-adult' });
    marta = await userWithSession(db, { email: 'marta@test.local', name: 'Marta', role: 'vip' });
    otro = await userWithSession(db, {
      email: 'otro@test.local',
      name: 'Otro',
      role: 'user-youth',
    });
    nico = await userWithSession(db, { email: 'nico@test.local', name: 'Nico', role: 'guess' });
    const res = await req('POST', '/users/booking', sofia, {
      courtId: club.courts.tennis2,
      timeBooked: ['10:00 - 11:00'],
      dateBooked: '2026-11-22',
    });
    expect(res.statusCode).toBe(200);
    bookingId = res.json().booking._id;
  });
  afterAll(() => t.close());

  const keepBooker = { index: 0, isMember: true };

  it('refuses every bad player list with the spec message, changing nothing', async () => {
    const put = (list: object[], who = sofia) =>
      req('PUT', `/users/booking/${bookingId}`, who, { players: list });
    const cases: Array<[object[], string]> = [
      [
        [
          keepBooker,
          ...Array.from({ length: 4 }, (_, i) => ({ isMember: false, nonMemberName: `G${i}` })),
        ],
        'No se pueden añadir más de 4 jugadores.',
      ],
      [[keepBooker, { isMember: true, memberId: nico.id }], 'Selecciona un socio válido.'],
      [[keepBooker, { isMember: true, memberId: null }], 'Selecciona un socio válido.'],
      [
        [keepBooker, { isMember: false, nonMemberName: ' ', nonMemberEmail: '' }],
        'Proporciona al menos un nombre o un email válido para el jugador no socio.',
      ],
      [
        [keepBooker, { isMember: true, memberId: ana.id }, { isMember: true, memberId: ana.id }],
        'Un jugador aparece dos veces en la reserva.',
      ],
      [
        [keepBooker, { isMember: false, nonMemberName: 'Marido', isFamily: true }],
        'Por favor añade la relación familiar.',
      ],
      [
        [keepBooker, { isMember: false, isFamily: true, familyRelation: 'spouse' }],
        'Proporciona al menos el nombre de tu familiar.',
      ],
      [
        [
          keepBooker,
          {
            isMember: false,
            nonMemberName: 'Hijo',
            isFamily: true,
            familyRelation: 'child',
            familyDob: '1990-01-01',
          },
        ],
        'Por favor añade la relación familiar.',
      ],
      [
        [keepBooker, { isMember: false, nonMemberName: 'I', usedInvitation: true, isUca: true }],
        'Una invitación no puede marcarse también como UCA.',
      ],
      [
        [{ isMember: false, nonMemberName: 'Solo' }],
        'No se puede eliminar a quien hizo la reserva.',
      ],
      [[], 'No se puede eliminar a quien hizo la reserva.'],
    ];
    for (const [list, message] of cases) {
      const res = await put(list);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const byPlayer = await put([keepBooker, { isMember: false, nonMemberName: 'X' }], ana);
    expect(byPlayer.statusCode).toBe(404);
    expect(await players()).toHaveLength(1);
  });

  it('adds a member and a guest, splits the price to the cent, writes history', async () => {
    const res = await req('PUT', `/users/booking/${bookingId}`, sofia, {
      players: [
        keepBooker,
        { isMember: true, memberId: ana.id },
        { isMember: false, nonMemberName: 'Pepe' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const booking = res.json().booking;
    expect(booking.players.map((p: { amount: number }) => p.amount)).toEqual([3.34, 3.33, 3.33]);
    expect(booking).toMatchObject({ totalAmount: 10, totalDue: 10, paymentStatus: 'C' });
    const history = await t.database.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, bookingId));
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['Jugador añadido', 'Jugador invitado']),
    );
    // Ana now sees the booking; a member not in it still does not.
    expect((await req('GET', `/users/booking/${bookingId}`, ana)).statusCode).toBe(200);
    expect((await req('GET', `/users/booking/${bookingId}`, otro)).statusCode).toBe(404);
  });

  it('opens payments at the start and debits the wallet once, refusing a short balance', async () => {
    const pay = (who: Session, playerIndex: number | null, when = STARTED) =>
      req('POST', '/users/booking/payWithWallet', who, { bookingId, playerIndex }, at(when));
    const early = await pay(ana, 1, '2026-11-22T08:59:00.000Z');
    expect(early.json()).toMatchObject({
      success: false,
      message: 'El pago estará disponible a partir de la hora de inicio de la reserva.',
    });
    const short = await pay(ana, 1);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Saldo insuficiente en el monedero.');
    expect((await players())[1]!.amountPaidCents).toBe(0);

    await fund(ana.id, 1000, 'seed:ana');
    // A vip may pay a member's part only as one of the booking's players.
    expect((await pay(marta, 1)).statusCode).toBe(404);
    expect((await pay(sofia, 1)).json().message).toBe('Solo puedes pagar tu propia parte.');
    expect((await pay(ana, 2)).json().message).toBe(
      'La parte de un jugador no socio se paga con su enlace de pago.',
    );
    expect((await pay(ana, null)).json().message).toBe(
      'Solo quien hizo la reserva puede pagar el total.',
    );
    const ok = await pay(ana, 1);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Has pagado tu parte de la reserva.',
      walletUsed: 3.33,
      booking: { paymentStatus: 'S', totalDue: 6.67 },
    });
    // Built from the locked read and what the payment wrote: the booking as read afterwards.
    const read = await req('GET', `/users/booking/${bookingId}`, ana);
    expect(ok.json().booking).toEqual(read.json().booking);
    expect(ok.json().booking.players[1]).toMatchObject({
      memberId: { _id: ana.id, name: 'Ana' },
      amountPaid: 3.33,
      paymentStatus: 'P',
    });
    expect(await getBalanceCents(t.database.db, ana.id)).toBe(667);
    const again = await pay(ana, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta parte ya está pagada.');
    expect(await getBalanceCents(t.database.db, ana.id)).toBe(667);
    const [entry] = await t.database.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, ana.id), eq(walletEntries.type, 'debit')));
    expect(entry!.description).toContain('TENIS - Tenis 2, 22/11/2026 10:00 - 11:00');
  });

  it('refuses card payments under 5 € and locks the players once money came in', async () => {
    const card = await req(
      'POST',
      '/users/booking/createPaymentIntent',
      sofia,
      { bookingId, playerIndex: 0, saveCard: false },
      at(STARTED),
    );
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe('El pago con tarjeta requiere un importe mínimo de 5€.');
    const locked = await req('PUT', `/users/booking/${bookingId}`, sofia, {
      players: [keepBooker],
    });
    expect(locked.json().message).toBe(
      'No se pueden cambiar los jugadores de una reserva pagada o de liga.',
    );
  });

  it('makes one payment link per guest; the guest pays it and the booking shows it', async () => {
    const link = (when = STARTED) =>
      req(
        'POST',
        '/users/booking/createPaymentLink',
        sofia,
        { bookingId, playerIndex: 2 },
        at(when),
      );
    expect((await link('2026-11-22T08:00:00.000Z')).statusCode).toBe(400);
    expect(
      (
        await req(
          'POST',
          '/users/booking/createPaymentLink',
          sofia,
          { bookingId, playerIndex: 1 },
          at(STARTED),
        )
      ).json().message,
    ).toBe('El enlace de pago es solo para jugadores no socios de reservas que no son de liga.');
    const first = await link();
    expect(first.statusCode).toBe(200);
    const url: string = first.json().url;
    expect(first.json().booking.players[2].stripePaymentLinkUrl).toBe(url);
    const second = await link();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('El enlace de pago ya está generado.');

    const path = new URL(url).pathname;
    const sessionId = path.split('/').pop()!;
    const paid = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        number: '4242 4242 4242 4242',
        exp: '12/34',
        cvc: '123',
        name: 'Pepe',
        email: 'pepe@test.local',
      }).toString(),
    });
    expect(paid.statusCode).toBeLessThan(400);
    const check = await req('GET', `/users/booking/checkSession/${sessionId}`, null);
    expect(check.json()).toMatchObject({
      success: true,
      session: { amount_total: 333 },
      booking: { _id: bookingId, players: [{}, {}, { nonMemberName: 'Pepe' }] },
    });
    const after = (await req('GET', `/users/booking/${bookingId}`, sofia)).json().booking;
    expect(after).toMatchObject({ paymentStatus: 'S', totalDue: 3.34 });
    expect(after.players[2]).toMatchObject({ paymentStatus: 'P', amountPaid: 3.33 });
  });

  it('cancels a partly paid booking late only in rain, refunding each payer once', async () => {
    const cancel = (who: Session, rain?: string) =>
      req(
        'DELETE',
        `/users/booking/${bookingId}/delete-booking-payments`,
        who,
        undefined,
        at(STARTED, rain ? { 'x-test-rain': rain } : {}),
      );
    expect((await cancel(ana, '80')).json().message).toBe(
      'Solo quien hizo la reserva puede cancelarla.',
    );
    expect((await cancel(sofia)).json().message).toBe(
      'Faltan menos de 6 horas para el inicio de la reserva',
    );
    const sofiaBefore = await getBalanceCents(t.database.db, sofia.id);
    const ok = await cancel(sofia, '80');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Reserva cancelada. El importe será depositado en tu monedero.',
    });
    // Ana gets her 3.33 back; the guest's link payment goes to the booker's wallet.
    expect(await getBalanceCents(t.database.db, ana.id)).toBe(1000);
    expect(await getBalanceCents(t.database.db, sofia.id)).toBe(sofiaBefore + 333);
    const repeat = await cancel(sofia, '80');
    expect(repeat.json()).toMatchObject({ success: true, refunds: [] });
    expect(await getBalanceCents(t.database.db, ana.id)).toBe(1000);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.status).toBe('cancelled');
    const refunds = await t.database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.type, 'credit'));
    expect(refunds.filter((r) => r.reference.startsWith('booking-refund:'))).toHaveLength(2);
  });

  it('counts invitations and applies the 5 € discount on tennis', async () => {
    const res = await req('POST', '/users/booking', otro, {
      courtId: club.courts.tennis1,
      timeBooked: ['12:00 - 13:00'],
      dateBooked: '2026-11-22',
    });
    const id = res.json().booking._id;
    const invited = await req('PUT', `/users/booking/${id}`, otro, {
      players: [keepBooker, { isMember: false, nonMemberName: 'Invitada', usedInvitation: true }],
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().booking).toMatchObject({ totalAmount: 5 });
    expect(invited.json().booking.players[1]).toMatchObject({
      amount: 0,
      usedInvitation: true,
      paymentStatus: 'I',
    });
    const count = await req('GET', '/users/invitations', otro);
    expect(count.json()).toEqual({ success: true, invitationsUsed: 1, invitationsLeft: 1 });
  });
});
