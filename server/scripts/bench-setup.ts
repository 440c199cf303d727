/**
 * The bench's club: a database of its own (a PGlite directory, or a database on the PostgreSQL of
 * TEST_DATABASE_URL) and its members, each signed in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, gte, inArray, like, lte } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { bookingSlots, bookings, sessions, users } from '../db/schema/index.ts';
import { hashPassword, hashToken, randomToken } from '../lib/crypto.ts';

export const BOOKERS = 100;
export const PASSWORD = 'bench-password';

export async function openBenchDatabase(engine: 'pglite' | 'postgres') {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    const cleanup = async () => {
      await handle.close().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    };
    return { handle, cleanup };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `hd_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 20 });
  const cleanup = async () => {
    await handle.close().catch(() => {});
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { handle, cleanup };
}

/** The bench's members, each signed in (a cookie) and able to log in with PASSWORD. */
export async function createBookers(handle: DatabaseHandle) {
  const passwordHash = await hashPassword(PASSWORD);
  const rows = await handle.db
    .insert(users)
    .values(
      Array.from({ length: BOOKERS }, (_, i) => ({
        email: `bench${i}@bench.local`,
        name: `Socio ${i}`,
        role: 'user-adult' as const,
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const tokens = rows.map(() => randomToken());
  const expiresAt = new Date(Date.now() + 86_400_000);
  await handle.db
    .insert(sessions)
    .values(rows.map((b, i) => ({ id: hashToken(tokens[i]!), userId: b.id, expiresAt })));
  return rows.map((r, i) => ({ id: r.id, email: r.email, cookie: `club_session=${tokens[i]}` }));
}

/** The week's bookings counted, and the bench members' own bookings listed and deleted. */
export function bookingTools(db: Database, today: string, weekEnd: string) {
  const mine = () =>
    db
      .select({ id: bookings.id, email: users.email })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(like(users.email, '%@bench.local'));
  return {
    weekBookings: async () =>
      (
        await db
          .select({ n: count() })
          .from(bookings)
          .where(
            and(
              eq(bookings.status, 'active'),
              gte(bookings.dateBooked, today),
              lte(bookings.dateBooked, weekEnd),
            ),
          )
      )[0]!.n,
    benchBookings: mine,
    /** Deletes the bench members' bookings, so the week can be booked again. */
    clearBookings: async () => {
      const ids = db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(like(users.email, '%@bench.local'));
      await db.delete(bookingSlots).where(inArray(bookingSlots.bookingId, ids));
      await db.delete(bookings).where(inArray(bookings.id, ids));
    },
  };
}
