import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';
import { adminRoutesOf, fingerprint } from '#tests/helpers/admin.ts';

type Session = { id: string; cookie: string };

/** A body each admin route would accept from an admin, so a refusal is about who asks. */
function bodyFor(method: string, url: string, club: Club, target: string): unknown {
  if (method === 'GET' || method === 'HEAD') return undefined;
  const block = {
    startDate: '2026-11-24',
    endDate: '2026-11-24',
    daysOfWeek: ['Martes'],
    timeRange: '09:00 - 12:00',
    reason: 'Torneo',
    exceptions: [],
  };
  if (url.endsWith('/role')) return { role: 'vip' };
  if (url.endsWith('/uca')) return { decision: 'approve' };
  if (url.endsWith('/wallet')) return { type: 'credit', amount: 10, reason: 'Compensación' };
  if (url.endsWith('/desk-payment')) return { playerIndex: 0, method: 'cash' };
  if (url.startsWith('/api/admin/blocked-times/coverage')) {
    return { courtIds: [club.courts.tennis1], ...block };
  }
  if (url.startsWith('/api/admin/blocked-times')) {
    return method === 'PUT'
      ? { courtId: club.courts.tennis1, ...block, coveredBookings: 'cancel' }
      : { courtIds: [club.courts.tennis1], ...block, coveredBookings: 'cancel' };
  }
  if (url === '/api/admin/courts' || (url.startsWith('/api/admin/courts/:') && method === 'PUT')) {
    return {
      name: 'Pista nueva',
      type: 'tennis',
      costs: { nonMember: 5, uca: 3 },
      maxDaysInAdvance: { member: 7, nonMember: 2 },
      maxBookingsPerWeek: { member: 5, nonMember: 1 },
      openingTime: '08:00',
      closingTime: '22:00',
      slotMinutes: 60,
    };
  }
  if (url === '/api/admin/bookings' && method === 'POST') {
    return {
      courtId: club.courts.tennis1,
      timeBooked: ['10:00 - 11:00'],
      dateBooked: '2026-11-23',
      userBooked: target,
    };
  }
  if (method === 'DELETE' && url.startsWith('/api/admin/bookings/')) return { refund: true };
  return {};
}

describe('the admin API refuses everyone but admins', () => {
  let t: TestApp;
  let club: Club;
  let target: Session;
  let bookingId: string;
  const callers: Array<{ who: string; session: Session | null; status: number }> = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    const member = await userWithSession(db, { email: 'socia@test.local', role: 'user-adult' });
    const coach = await userWithSession(db, { email: 'coach@test.local', role: 'coach' });
    const guest = await userWithSession(db, { email: 'nosocio@test.local', role: 'guess' });
    const vip = await userWithSession(db, { email: 'vip@test.local', role: 'vip' });
    const uca = await userWithSession(db, { email: 'uca@test.local', role: 'uca' });
    target = await userWithSession(db, { email: 'target@test.local', role: 'guess' });
    await db.update(users).set({ ucaRequestedAt: NOW }).where(eq(users.id, target.id));
    bookingId = await insertBooking(db, {
      courtId: club.courts.tennis1,
      userId: target.id,
      date: '2026-11-24',
      startsAt: new Date('2026-11-24T09:00:00Z'),
    });
    callers.push(
      { who: 'a member', session: member, status: 403 },
      { who: 'a coach', session: coach, status: 403 },
      { who: 'a non-member', session: guest, status: 403 },
      { who: 'a vip', session: vip, status: 403 },
      { who: 'a uca', session: uca, status: 403 },
      { who: 'a visitor (no session)', session: null, status: 401 },
    );
  });
  afterAll(() => t.close());

  it('covers every admin route', () => {
    const routes = adminRoutesOf(t.app).map((r) => `${r.method} ${r.url}`);
    // The areas of the issue, each present (the matrix below runs over all of them).
    for (const expected of [
      'GET /api/admin/users',
      'PUT /api/admin/users/:id/role',
      'POST /api/admin/users/:id/wallet',
      'DELETE /api/admin/bookings/:id',
      'POST /api/admin/courts',
      'POST /api/admin/blocked-times',
      'GET /api/admin/audit',
    ]) {
      expect(routes).toContain(expected);
    }
  });

  it('answers 403 (401 without a session) on every route and changes nothing', async () => {
    const before = await fingerprint(t.database.db);
    const routes = adminRoutesOf(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const { url, method } of routes) {
      const id = url.includes('/bookings/')
        ? bookingId
        : url.includes('/courts/')
          ? club.courts.tennis1
          : target.id;
      const concrete = url.replace(':id', id).replace(':file', 'revenue-by-month.csv');
      const payload = bodyFor(method, url, club, target.id);
      for (const caller of callers) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: concrete,
          headers: caller.session ? { cookie: caller.session.cookie } : {},
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
        expect(res.statusCode, `${caller.who}: ${method} ${concrete}`).toBe(caller.status);
        expect(res.json()).toMatchObject({ success: false });
      }
    }
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it('refuses before reading the body: a malformed body from a member is still 403', async () => {
    const member = callers[0]!.session!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${randomUUID()}/wallet`,
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(403);
  });
});
