import { describe, expect, it } from 'vitest';
import { userWithSession } from '#tests/helpers/bookings.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import { startPushEndpoint, testSubscriber } from '#tests/helpers/push-endpoint.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { openDatabase } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notify } from './notify.ts';
import { sendDueNotifications } from './send.ts';

const NOON = new Date('2026-12-10T11:00:00Z');

const pg = describeOnPostgres();
describe.skipIf(!pg.run)(`notifications: two instances on one PostgreSQL ${pg.reason}`, () => {
  it('send each notice once, and agree on the VAPID key', async () => {
    const push = await startPushEndpoint();
    const database = await createTestDatabase({ engine: 'postgres' });
    // A pool of its own, as another server process would have.
    const other = await openDatabase({ url: database.url! });
    const a = await createTestApp({ database, now: () => NOON, jobs: false });
    const b = await createTestApp({ database: other, now: () => NOON, jobs: false });
    try {
      const keys = await Promise.all(
        [a, b].map(async (t) => (await t.app.inject({ url: '/api/notifications/key' })).json()),
      );
      expect(keys[0]).toEqual(keys[1]);

      const user = await userWithSession(database.db, { email: 'dos@example.com' });
      const device = testSubscriber(`${push.url}/push/dos`);
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/notifications/subscriptions',
        headers: { cookie: user.cookie },
        payload: device.json,
      });
      expect(res.statusCode).toBe(201);
      const ctxA = serviceContext(a, () => NOON);
      const ctxB = serviceContext(b, () => NOON);
      for (let i = 0; i < 20; i += 1) {
        await notify(ctxA, {
          kind: 'match',
          subject: `partido-${i}`,
          userId: user.id,
          title: `Aviso ${i}`,
          body: '…',
          url: '/matches',
          tag: `match-${i}`,
        });
      }
      await Promise.all(
        Array.from({ length: 4 }, () => [
          sendDueNotifications(ctxA),
          sendDueNotifications(ctxB),
        ]).flat(),
      );
      expect(push.requests).toHaveLength(20);
      const titles = push.requests.map((r) => JSON.parse(device.decrypt(r.body)).title as string);
      expect(new Set(titles).size).toBe(20);
      const rows = await database.db.select().from(notifications);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await a.app.close();
      await b.app.close();
      await other.close();
      await database.close();
      await push.close();
    }
  });
});
