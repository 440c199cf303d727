import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSession } from '#tests/helpers/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { notifications } from '../../db/schema/index.ts';
import { OUTBOX_KEEP_DAYS, pruneNotifications } from './housekeeping.ts';

const NOW = new Date('2026-12-10T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe("the outbox's housekeeping", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  });
  afterAll(() => t.close());

  it('deletes settled notices older than the kept days, keeps the rest', async () => {
    const member = await userWithSession(t.database.db, { email: 'outbox@test.local' });
    const old = daysAgo(OUTBOX_KEEP_DAYS + 1);
    const recent = daysAgo(OUTBOX_KEEP_DAYS - 1);
    const rows = [
      ['old sent', 'sent', old],
      ['old skipped', 'skipped', old],
      ['old failed', 'failed', old],
      ['old pending', 'pending', old],
      ['old sending', 'sending', old],
      ['recent sent', 'sent', recent],
    ] as const;
    await t.database.db.insert(notifications).values(
      rows.map(([subject, status, sendAfter]) => ({
        kind: 'payment' as const,
        subject,
        userId: member.id,
        payload: { kind: 'payment' as const, title: 'Pago', body: subject, url: '/', tag: subject },
        sendAfter,
        status,
      })),
    );
    expect(await pruneNotifications(t.database.db, NOW)).toBe(3);
    const left = await t.database.db.select({ subject: notifications.subject }).from(notifications);
    expect(left.map((r) => r.subject).sort()).toEqual([
      'old pending',
      'old sending',
      'recent sent',
    ]);
    expect(await pruneNotifications(t.database.db, NOW)).toBe(0);
  });
});
