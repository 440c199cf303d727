import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { bookings, sessions, users } from '../../../db/schema/index.ts';
import { hashToken, randomToken } from '../../../lib/crypto.ts';
import { NOW, seedClubCourts, type Club } from '#tests/helpers/bookings.ts';

const pg = describeOnPostgres();

describe.skipIf(!pg.run)(`booking races on PostgreSQL ${pg.reason}`, () => {
  let t: TestApp;
  let club: Club;
  const cookies: string[] = [];

  beforeAll(async () => {
    // The race is about who wins, not how long a burst queues: on a busy CI machine 1,000
    // requests can wait longer for one of 20 connections than production's 10 s (then 503).
    const database = await createTestDatabase({
      engine: 'postgres',
      poolSize: 20,
      connectTimeoutMs: 120_000,
    });
    t = await createTestApp({ database, now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    // 1,000 members with sessions, written in bulk (no password hashing needed here).
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          email: `racer${i}@test.local`,
          name: `Racer ${i}`,
          role: 'user-adult',
          passwordHash: 'unused',
        })),
      )
      .returning({ id: users.id });
    const expiresAt = new Date(Date.now() + 86_400_000);
    const tokens = rows.map(() => randomToken());
    await db
      .insert(sessions)
      .values(rows.map((r, i) => ({ id: hashToken(tokens[i]!), userId: r.id, expiresAt })));
    cookies.push(...tokens.map((token) => `club_session=${token}`));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  const book = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users/booking', headers: { cookie }, payload });

  it('1,000 members racing for one slot: exactly 1 booking and 999 × 409', async () => {
    const payload = {
      courtId: club.courts.padel1,
      dateBooked: '2026-11-23',
      timeBooked: ['10:30 - 12:00'],
    };
    const started = Date.now();
    const answers = await Promise.all(cookies.map((cookie) => book(cookie, payload)));
    const elapsed = Date.now() - started;
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(999);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toBe('Este horario ya está reservado.');
    }
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.courtId, club.courts.padel1));
    expect(rows).toHaveLength(1);
    console.info(`1,000 concurrent attempts on one slot took ${elapsed} ms`);
  }, 180_000);

  it('100 attempts by one member to exceed the daily cap: exactly 2 bookings', async () => {
    const cookie = cookies[1]!;
    const choices: { courtId: string; slot: string }[] = [];
    for (const courtId of [club.courts.tennis1, club.courts.tennis2]) {
      for (let h = 8; h < 17; h++) {
        const s = String(h).padStart(2, '0');
        const e = String(h + 1).padStart(2, '0');
        choices.push({ courtId, slot: `${s}:00 - ${e}:00` });
      }
    }
    const attempts = Array.from({ length: 100 }, (_, i) => choices[i % choices.length]!);
    const answers = await Promise.all(
      attempts.map((c) =>
        book(cookie, { courtId: c.courtId, dateBooked: '2026-11-25', timeBooked: [c.slot] }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(98);
    const [racer] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'racer1@test.local'));
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.userId, racer!.id));
    expect(rows.filter((r) => r.dateBooked === '2026-11-25')).toHaveLength(2);
  }, 180_000);
});
