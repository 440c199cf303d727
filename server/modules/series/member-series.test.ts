import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { player } from '#tests/helpers/matches.ts';
import { bookings } from '../../db/schema/index.ts';

type Session = { id: string; cookie: string };

/** Tuesdays 18:00 on Pádel 1, 24 November to 15 December. */
const SERIES = {
  weekday: 2,
  startTime: '18:00',
  minutes: 90,
  from: '2026-11-24',
  to: '2026-12-15',
};

describe("a member's own series", () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let sofia: Session;
  let vip: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
    admin = await userWithSession(t.database.db, { email: 'admin@test.local', role: 'admin' });
    sofia = await player(t.database.db, 'Sofia');
    vip = await player(t.database.db, 'Victor', { role: 'vip' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Session, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const create = (who: Session) =>
    call('POST', '/api/users/series', who, { ...SERIES, courtId: club.courts.padel1 });

  it('is refused while the club allows no role (the default)', async () => {
    const res = await create(sofia);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'El club no permite crear abonos a tu tipo de socio.',
    });
  });

  it('books every date for the member, paid per session at the court’s price', async () => {
    const patched = await call('PATCH', '/api/admin/settings', admin, {
      series: { memberRoles: ['user-adult'] },
    });
    expect(patched.json().settings.series.memberRoles).toEqual(['user-adult']);
    const res = await create(sofia);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Abono creado: 4 fechas reservadas.');
    expect(body.series).toMatchObject({ holder: { _id: sofia.id }, billing: 'session' });
    expect(body.series.price).toBeGreaterThan(0);
    const first = body.series.dates[0];
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, first.bookingId));
    expect(row).toMatchObject({ userId: sofia.id, paymentStatus: 'C' });
    expect(row!.totalCents).toBe(Math.round(body.series.price * 100));
    const mine = (await call('GET', '/api/users/series', sofia)).json().series;
    expect(mine).toHaveLength(1);
  });

  it('stays refused for a role the club did not allow', async () => {
    expect((await create(vip)).statusCode).toBe(403);
  });
});
