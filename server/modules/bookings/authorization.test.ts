import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  bookingHistory,
  bookingPlayers,
  bookingSlots,
  bookings,
  payments,
  walletEntries,
  wallets,
} from '../../db/schema/index.ts';
import { creditWallet } from '../wallet/index.ts';
import { stored } from '../../stored-text.ts';
import { NOW, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';

/** A ledger line for the money a test starts with. */
const TOP_UP = stored('payments.ledgerClubAdjustment', { reason: 'Recarga' });

type Session = { id: string; cookie: string };
const STARTED = '2026-11-22T09:30:00.000Z';

/**
 * Every route that takes a booking id (or a payment session id): someone who is not the booker,
 * a player or an admin gets no data and changes nothing, whatever they send.
 */
describe('booking routes: authorization matrix', () => {
  let t: TestApp;
  let bookingId: string;
  let sessionId: string;
  let outsiders: Array<[string, Session | null]>;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { TEST_REQUEST_HOOKS: 'true' } });
    const db = t.database.db;
    const club = await seedClubCourts(db);
    const sofia = await userWithSession(db, { email: 'sofia@test.local', role: 'user-adult' });
    const ana = await userWithSession(db, { email: 'ana@test.local', role: 'user-adult' });
    const other = await userWithSession(db, { email: 'other@test.local', role: 'vip' });
    const guess = await userWithSession(db, { email: 'guess@test.local', role: 'guess' });
    for (const u of [sofia, ana, other, guess]) {
      await db.transaction((tx) => creditWallet(tx, u.id, 5000, TOP_UP, `seed:${u.id}`));
    }
    const headers = { cookie: sofia.cookie };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers,
      payload: {
        courtId: club.courts.padel1,
        timeBooked: ['10:30 - 12:00'],
        dateBooked: '2026-11-22',
        players: [
          { isMember: true, memberId: ana.id },
          { isMember: false, nonMemberName: 'Pepe' },
        ],
      },
    });
    bookingId = made.json().booking._id;
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking/createPaymentLink',
      headers: { ...headers, 'x-test-now': STARTED },
      payload: { bookingId, playerIndex: 2 },
    });
    sessionId = new URL(link.json().url).pathname.split('/').pop()!;
    outsiders = [
      ['another member', other],
      ['a non-member', guess],
      ['a visitor', null],
    ];
  });
  afterAll(() => t.close());

  async function snapshot() {
    const db = t.database.db;
    return JSON.stringify([
      await db.select().from(bookings),
      await db.select().from(bookingPlayers),
      await db.select().from(bookingSlots),
      await db.select().from(bookingHistory),
      await db.select().from(walletEntries),
      await db.select().from(wallets),
      await db.select().from(payments),
    ]);
  }

  const routes = (id: string) =>
    [
      ['GET', `/users/booking/${id}`, undefined],
      ['GET', `/users/booking/${id}/history`, undefined],
      ['GET', `/users/booking/${id}/calendar.ics`, undefined],
      ['PUT', `/users/booking/${id}`, { players: [{ index: 0, isMember: true }] }],
      ['DELETE', `/users/booking/${id}/delete`, undefined],
      ['DELETE', `/users/booking/${id}/delete-booking-payments`, undefined],
      ['POST', '/users/booking/payWithWallet', { bookingId: id, playerIndex: 1 }],
      ['POST', '/users/booking/payWithWallet', { bookingId: id, playerIndex: null }],
      [
        'POST',
        '/users/booking/createPaymentIntent',
        { bookingId: id, playerIndex: null, saveCard: false },
      ],
      ['POST', '/users/booking/createPaymentLink', { bookingId: id, playerIndex: 2 }],
    ] as const;

  it('answers 401 or 404 with no booking data, and the database is unchanged', async () => {
    const before = await snapshot();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [label, who] of outsiders) {
      for (const id of [bookingId, unknown]) {
        for (const [method, url, payload] of routes(id)) {
          const res = await t.app.inject({
            method,
            url: `/api${url}`,
            headers: {
              'x-test-now': STARTED,
              'x-test-rain': '90',
              ...(who ? { cookie: who.cookie } : {}),
            },
            ...(payload ? { payload } : {}),
          });
          const where = `${label} ${method} ${url}`;
          expect([401, 404], where).toContain(res.statusCode);
          expect(res.json().success, where).toBe(false);
          expect(res.body, where).not.toContain('BEGIN:VCALENDAR');
          expect(res.body, where).not.toContain('Pepe');
          expect(res.body, where).not.toContain('sofia@test.local');
          if (who) expect(res.json().message, where).toBe('No se encontró la reserva.');
        }
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('a payment session answers only for its own id; a guessed one is 404', async () => {
    const before = await snapshot();
    const guessed = await t.app.inject({
      method: 'GET',
      url: `/api/users/booking/checkSession/${sessionId.slice(0, -1)}x`,
    });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.body).not.toContain('Pepe');
    const real = await t.app.inject({
      method: 'GET',
      url: `/api/users/booking/checkSession/${sessionId}`,
    });
    expect(real.json()).toMatchObject({ success: false, booking: { _id: bookingId } });
    expect(await snapshot()).toBe(before);
  });
});
