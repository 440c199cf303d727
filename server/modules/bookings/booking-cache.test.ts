import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/api/bookings.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { within } from '#tests/helpers/within.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { creditWallet } from '../wallet/index.ts';
import { stored } from '../../stored-text.ts';

/** A ledger line for the money a test starts with. */
const TOP_UP = stored('payments.ledgerClubAdjustment', { reason: 'Recarga' });

type Session = { id: string; cookie: string };
/** The bookings below start 2026-11-22 10:00 Madrid (09:00Z); payments open then. */
const STARTED = '2026-11-22T09:30:00.000Z';

/** A signed-in request; `now` is the server's clock for it (X-Test-Now). */
function caller(t: TestApp) {
  return (who: Session, method: string, url: string, payload?: object, now?: string) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      ...(payload ? { payload } : {}),
      headers: { cookie: who.cookie, ...(now ? { 'x-test-now': now } : {}) },
    });
}

/**
 * 'Mis Reservas' and a booking's detail are answered from memory (booking-cache.ts): every change
 * a member could see must show on the very next request, for everyone in the booking.
 */
describe("the bookings' cache on one instance", () => {
  let t: TestApp;
  let club: Club;
  let sofia: Session; // books
  let ana: Session; // plays in her bookings
  let as: ReturnType<typeof caller>;
  const mine = async (who: Session) => {
    const res = await as(who, 'GET', '/users/bookings');
    expect(res.statusCode).toBe(200);
    return res.json<{ bookings: Booking[] }>().bookings;
  };
  const book = async (date: string, time: string, players: object[] = []) => {
    const body = { courtId: club.courts.tennis2, dateBooked: date, timeBooked: [time] };
    const res = await as(sofia, 'POST', '/users/booking', { ...body, players });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ booking: Booking }>().booking._id;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { TEST_REQUEST_HOOKS: 'true' } });
    as = caller(t);
    club = await seedClubCourts(t.database.db);
    const member = (login: string, name: string) =>
      userWithSession(t.database.db, { email: `${login}@test.local`, name, role: 'user-adult' });
    sofia = await member('sofia', 'Sofía');
    ana = await member('ana', 'Ana');
  });
  afterAll(() => t.close());

  it('drops a booking from the list and the detail of a player taken out of it', async () => {
    const id = await book('2026-11-23', '10:00 - 11:00', [{ memberId: ana.id, isMember: true }]);
    expect((await mine(ana)).map((b) => b._id)).toContain(id);
    expect((await as(ana, 'GET', `/users/booking/${id}`)).statusCode).toBe(200);
    const out = await as(sofia, 'PUT', `/users/booking/${id}`, {
      players: [{ memberId: sofia.id, isMember: true }],
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await mine(ana)).map((b) => b._id)).not.toContain(id);
    const detail = await as(ana, 'GET', `/users/booking/${id}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toEqual({ success: false, message: 'No se encontró la reserva.' });
  });

  it("shows a part paid in the booker's list and detail at once", async () => {
    const id = await book('2026-11-22', '10:00 - 11:00', [{ memberId: ana.id, isMember: true }]);
    const before = (await mine(sofia)).find((b) => b._id === id)!;
    expect(before.players[1]).toMatchObject({ amountPaid: 0, paymentStatus: 'C' });
    await t.database.db.transaction((tx) =>
      creditWallet(tx, ana.id, 1000, TOP_UP, 'seed:ana-cache'),
    );
    const pay = { bookingId: id, playerIndex: 1 };
    const paid = await as(ana, 'POST', '/users/booking/payWithWallet', pay, STARTED);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await mine(sofia)).find((b) => b._id === id)!;
    expect(after.players[1]).toMatchObject({ amountPaid: 5, paymentStatus: 'P' });
    expect(after.paymentStatus).toBe('S');
    const detail = await as(sofia, 'GET', `/users/booking/${id}`);
    expect(detail.json().booking).toEqual(after);
  });

  it("shows a booker's new name in her players' lists", async () => {
    const id = await book('2026-11-24', '16:00 - 17:00', [{ memberId: ana.id, isMember: true }]);
    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: { cookie: sofia.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nSofía Ruiz\r\n--x--\r\n',
    });
    expect(named.statusCode, named.body).toBe(200);
    const listed = (await mine(ana)).find((b) => b._id === id)!;
    expect(listed.userBooked.name).toBe('Sofía Ruiz');
  });

  it('answers 304 to the ETag of an unchanged list, and the new list once it changed', async () => {
    const first = await as(sofia, 'GET', '/users/bookings');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/users/bookings',
      headers: { cookie: sofia.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Someone else's ETag is not hers: a different list.
    const anas = await as(ana, 'GET', '/users/bookings');
    expect(anas.headers.etag).not.toBe(etag);
    const id = await book('2026-11-25', '18:00 - 19:00');
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/users/bookings',
      headers: { cookie: sofia.cookie, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ bookings: Booking[] }>().bookings.map((b) => b._id)).toContain(id);
  });
});

const pgRun = describeOnPostgres();

describe.skipIf(!pgRun.run)(`the bookings' cache across instances ${pgRun.reason}`, () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres' });
    second = await openDatabase({ url: database.url! });
    a = await createTestApp({ database, now: () => NOW });
    b = await createTestApp({ database: second, now: () => NOW });
    for (const t of [a, b]) await within(5_000, async () => t.app.realtime.cacheable());
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
  });

  it('a booking made and cancelled on A shows in and leaves the list B answers', async () => {
    const club = await seedClubCourts(database.db);
    const eva = await userWithSession(database.db, { email: 'eva@test.local', role: 'user-adult' });
    const onB = async () => {
      const res = await caller(b)(eva, 'GET', '/users/bookings');
      return res.json<{ bookings: Booking[] }>().bookings.map((x) => x._id);
    };
    expect(await onB()).toEqual([]);
    const made = await caller(a)(eva, 'POST', '/users/booking', {
      courtId: club.courts.padel1,
      dateBooked: '2026-11-23',
      timeBooked: ['12:00 - 13:30'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json<{ booking: Booking }>().booking._id;
    await within(1_000, async () => (await onB()).includes(id));
    const gone = await caller(a)(eva, 'DELETE', `/users/booking/${id}/delete`);
    expect(gone.statusCode, gone.body).toBe(200);
    await within(1_000, async () => !(await onB()).includes(id));
  });
});
