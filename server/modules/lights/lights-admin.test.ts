import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';
import { readSpanishCsv } from '#tests/helpers/csv.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { openDatabase } from '../../db/client.ts';
import { courtLights, lightSwitches } from '../../db/schema/index.ts';
import { evaluateLights } from './switcher.ts';
import { serviceContext } from '#tests/helpers/payments.ts';

/** A relay that counts the commands it receives. */
async function countingRelay() {
  const commands: boolean[] = [];
  const server = http.createServer((req, res) => {
    commands.push(new URL(req.url ?? '/', 'http://relay').searchParams.get('on') === 'true');
    res.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { commands, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

// A winter evening in Madrid: dark.
const EVENING = new Date('2026-01-20T18:10:00Z');

describe('lights: the admin sets a relay, sees the state, switches by hand; a cancellation', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof countingRelay>>;
  let admin: { id: string; cookie: string };
  let courtId = '';
  const now = () => EVENING;

  beforeAll(async () => {
    relay = await countingRelay();
    // The jobs run: the cancellation is heard through the schedule's invalidation.
    t = await createTestApp({ now });
    courtId = (await seedClubCourts(t.database.db)).courts.padel2;
    admin = await userWithSession(t.database.db, {
      email: 'admin-luces@example.com',
      role: 'admin',
    });
  });
  afterAll(async () => {
    await t.close();
    await relay.close();
  });

  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/lights/${courtId}`,
      headers: { cookie: admin.cookie },
      payload,
    });

  it('refuses an http relay without URL, then saves it and lists the court', async () => {
    const bad = await put({ driver: 'http' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Indica la URL del relé.');
    const ok = await put({ driver: 'http', url: relay.url });
    expect(ok.json()).toEqual({ success: true, message: 'Relé de luces guardado.' });
    const list = await t.app.inject({
      url: '/api/admin/lights',
      headers: { cookie: admin.cookie },
    });
    expect(list.json().courts).toEqual([
      expect.objectContaining({ courtId, driver: 'http', on: false, reasonText: 'Sin reservas' }),
    ]);
  });

  it("words the relay's answer and the lights' reason in the asker's language", async () => {
    const headers = { cookie: admin.cookie, 'accept-language': 'ca' };
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/lights/${courtId}`,
      headers,
      payload: { driver: 'http', url: relay.url },
    });
    expect(ok.json()).toEqual({ success: true, message: 'Relé de llums desat.' });
    const list = await t.app.inject({ url: '/api/admin/lights', headers });
    expect(list.json().courts).toEqual([
      expect.objectContaining({ courtId, reasonText: 'Sense reserves' }),
    ]);
  });

  it('switches off within 5 s of a cancellation when nothing follows', async () => {
    const booker = await userWithSession(t.database.db, { email: 'socio-luces@example.com' });
    const bookingId = await insertBooking(t.database.db, {
      courtId,
      userId: booker.id,
      date: '2026-01-20',
      startsAt: new Date('2026-01-20T18:00:00Z'),
    });
    await evaluateLights(serviceContext(t, now));
    expect(relay.commands).toEqual([true]);
    const started = Date.now();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bookings/${bookingId}`,
      headers: { cookie: admin.cookie },
    });
    expect(del.statusCode).toBe(200);
    while (relay.commands.length < 2 && Date.now() - started < 5000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(relay.commands).toEqual([true, false]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('switches on by hand for a time, logged with the admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/lights/${courtId}/manual`,
      headers: { cookie: admin.cookie },
      payload: { on: true, minutes: 30 },
    });
    expect(res.json()).toEqual({ success: true, message: 'Luces encendidas a mano.' });
    expect(relay.commands).toEqual([true, false, true]);
    const rows = await t.database.db.select().from(lightSwitches).orderBy(lightSwitches.at);
    expect(rows.at(-1)).toMatchObject({ on: true, reason: 'manualOn', userId: admin.id, ok: true });
    const log = await t.app.inject({
      url: '/api/admin/lights/log',
      headers: { cookie: admin.cookie },
    });
    expect(
      log
        .json()
        .entries.map((e: { on: boolean; reasonText: string; ok: boolean }) => [
          e.on,
          e.reasonText,
          e.ok,
        ]),
      // The clock stands still in this file: the three share one instant, in no set order.
    ).toEqual(
      expect.arrayContaining([
        [true, 'Encendida a mano', true],
        [false, 'Sin reservas', true],
        [true, 'Reserva con poca luz natural', true],
      ]),
    );
    expect(log.json().entries).toHaveLength(3);
    const entries = log.json().entries as { reasonText: string; userName: string | null }[];
    const byHand = entries.find((e) => e.reasonText === 'Encendida a mano');
    expect(byHand).toMatchObject({ courtName: 'Pádel 2', userName: expect.any(String) });
    expect(entries.filter((e) => e.userName !== null)).toHaveLength(1);
  });

  it('counts the hours of light of the month, in CSV too', async () => {
    const stats = await t.app.inject({
      url: '/api/admin/lights/stats?month=2026-01',
      headers: { cookie: admin.cookie },
    });
    // On at 18:10 (booking), off at 18:10 (cancelled), on at 18:10 by hand, still on: 0 minutes.
    expect(stats.json().rows).toEqual([
      expect.objectContaining({ courtId, courtName: 'Pádel 2', minutes: 0, hours: 0 }),
    ]);
    const csv = await t.app.inject({
      url: '/api/admin/lights/stats.csv?month=2026-01',
      headers: { cookie: admin.cookie },
    });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="luces-2026-01.csv"');
    expect(readSpanishCsv(csv)).toEqual([
      ['Mes', 'Pista', 'Horas de luz'],
      ['enero 2026', 'Pádel 2', '0,00'],
    ]);
    const bad = await t.app.inject({
      url: '/api/admin/lights/stats?month=2026-13',
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

const pg = describeOnPostgres();
describe.skipIf(!pg.run)(`lights: two instances on one PostgreSQL ${pg.reason}`, () => {
  it('switch the relay once', async () => {
    const relay = await countingRelay();
    const database = await createTestDatabase({ engine: 'postgres' });
    // A pool of its own, as another server process would have.
    const other = await openDatabase({ url: database.url! });
    const a = await createTestApp({ database, now: () => EVENING, jobs: false });
    const b = await createTestApp({ database: other, now: () => EVENING, jobs: false });
    try {
      const courtId = (await seedClubCourts(database.db)).courts.tennis1;
      const user = await userWithSession(database.db, { email: 'dos@example.com' });
      await insertBooking(database.db, {
        courtId,
        userId: user.id,
        date: '2026-01-20',
        startsAt: new Date('2026-01-20T18:00:00Z'),
      });
      await database.db.insert(courtLights).values({ courtId, driver: 'http', url: relay.url });
      const evaluations = Array.from({ length: 5 }, () => [
        evaluateLights(serviceContext(a, () => EVENING)),
        evaluateLights(serviceContext(b, () => EVENING)),
      ]).flat();
      await Promise.all(evaluations);
      expect(relay.commands).toEqual([true]);
      const log = await database.db.select().from(lightSwitches);
      expect(log).toHaveLength(1);
    } finally {
      await a.app.close();
      await b.app.close();
      await other.close();
      await database.close();
      await relay.close();
    }
  });
});
