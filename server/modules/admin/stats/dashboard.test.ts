import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSession } from '#tests/helpers/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { payments } from '../../../db/schema/index.ts';

/**
 * The 'Panel principal' compares like for like (issue 41): this month so far against the same
 * days of last month, never against the whole of it. Income here is card payments at known club
 * times (Madrid: UTC+1 in winter, UTC+2 from the last Sunday of March).
 */
async function dashboardAt(now: Date, income: [string, number][]) {
  const t = await createTestApp({ now: () => now });
  const db = t.database.db;
  const admin = await userWithSession(db, { email: 'admin@test.local', role: 'admin' });
  await db.insert(payments).values(
    income.map(([at, euros], i) => ({
      userId: admin.id,
      gatewayId: `pi_${i}`,
      kind: 'payment_intent' as const,
      purpose: 'guest_booking',
      amountCents: euros * 100,
      status: 'succeeded' as const,
      updatedAt: new Date(at),
    })),
  );
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { t, body: res.json() };
}

describe('dashboard revenue: 1–7 December against 1–7 November', () => {
  let t: TestApp;
  let body: Record<string, unknown>;

  beforeAll(async () => {
    // Monday 7 December 2026, 10:00 in Madrid.
    ({ t, body } = await dashboardAt(new Date('2026-12-07T09:00:00Z'), [
      ['2026-12-03T12:00:00+01:00', 40],
      ['2026-12-07T09:30:00+01:00', 10], // this morning
      ['2026-11-02T12:00:00+01:00', 20],
      ['2026-11-07T23:30:00+01:00', 5], // late on the 7th: still the same days
      ['2026-11-01T00:30:00+01:00', 3], // 31 October in UTC, 1 November in Madrid
      ['2026-10-31T23:30:00+01:00', 1000], // October: nowhere
      ['2026-11-08T00:30:00+01:00', 100], // the 8th: after the same days
      ['2026-11-30T12:00:00+01:00', 50],
    ]));
  });
  afterAll(() => t.close());

  it('counts this month so far and the same days of last month, by the club’s day', () => {
    expect(body).toMatchObject({
      today: '2026-12-07',
      revenueThisMonth: 50,
      revenueSameDaysLastMonth: 28,
      comparedWith: { from: '2026-11-01', to: '2026-11-07' },
    });
  });
});

describe('dashboard revenue on 31 March: against all of February', () => {
  let t: TestApp;
  let body: Record<string, unknown>;

  beforeAll(async () => {
    // Wednesday 31 March 2027, 20:00 in Madrid (summer time since the 28th).
    ({ t, body } = await dashboardAt(new Date('2027-03-31T18:00:00Z'), [
      ['2027-03-01T10:00:00+01:00', 30],
      ['2027-03-31T19:00:00+02:00', 12],
      ['2027-02-01T10:00:00+01:00', 7],
      ['2027-02-28T21:00:00+01:00', 8],
      ['2027-03-01T00:30:00+01:00', 4], // 28 February in UTC, March in Madrid
    ]));
  });
  afterAll(() => t.close());

  it('compares 1–31 March with 1–28 February', () => {
    expect(body).toMatchObject({
      today: '2027-03-31',
      revenueThisMonth: 46,
      revenueSameDaysLastMonth: 15,
      comparedWith: { from: '2027-02-01', to: '2027-02-28' },
    });
  });
});
