/**
 * Cost as the club grows (issue 29): the reads a club's size could slow, measured on the bench's
 * demo club (with the eight weeks of history the server seeds it with), then again once the large club (server/seed/large-club.ts: 5,000 members, 20 courts,
 * about 300,000 bookings) is written into the same database: a court's week, a member's 'Mis
 * Reservas', the admin's reservations list with filters and a year's statistics. Each line prints
 * the large club's requests/s and p99 beside the demo club's (issue 29's aim: within 2×).
 */
import { sql } from 'drizzle-orm';
import { addDays, clubDate } from '@/domain/club-time.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { rowsOf } from '../modules/admin/index.ts';
import { createSession } from '../modules/auth/index.ts';
import { seedHistory } from '../seed/history.ts';
import { LARGE_CLUB, largeClubAt, seedLargeClub } from '../seed/large-club.ts';
import { runLoad, type LoadOptions, type LoadResult, type Req } from './bench-tools.ts';

/** Members of the large club signed in for 'Mis Reservas'. */
const SIGNED_IN = 100;

interface Reads {
  schedule: Req[];
  mine: Req[];
  adminList: Req[];
  stats: Req[];
}

async function signIn(handle: DatabaseHandle, ids: string[]): Promise<string[]> {
  const cookies = [];
  for (const id of ids) cookies.push(`club_session=${await createSession(handle.db, id)}`);
  return cookies;
}

/** The four reads over the given courts, members and admin. */
function reads(courtIds: string[], cookies: string[], admin: string, today: string): Reads {
  const weekEnd = addDays(today, 6);
  const yearAgo = addDays(today, -365);
  const get = (path: string, cookie: string): Req => ({ method: 'GET', path, cookie });
  return {
    schedule: courtIds.map((id, i) =>
      get(
        `/api/users/booked?courtId=${id}&startDate=${today}&endDate=${weekEnd}`,
        cookies[i % cookies.length]!,
      ),
    ),
    mine: cookies.map((cookie) => get('/api/users/bookings', cookie)),
    adminList: courtIds.map((id) =>
      get(
        `/api/admin/bookings?courtId=${id}&from=${yearAgo}&to=${today}&paymentStatus=P&page=2`,
        admin,
      ),
    ),
    stats: [get(`/api/admin/stats?from=${yearAgo}&to=${today}`, admin)],
  };
}

export async function runLargeClub(input: {
  handle: DatabaseHandle;
  port: number;
  options: LoadOptions;
  timeZone: string;
  passwordHash: string;
  demo: { courtIds: string[] };
  report: (name: string, large: LoadResult, demo: LoadResult) => void;
}) {
  const { handle, port, options, timeZone } = input;
  const today = clubDate(new Date(), timeZone);
  const [adminRow] = await rowsOf<{ id: string }>(
    handle.db,
    sql`select id from users where role = 'admin' limit 1`,
  );
  const admin = (await signIn(handle, [adminRow!.id]))[0]!;
  // The demo club as the server seeds it (server/main.ts), with its eight weeks of history: the
  // bench's own seed has no bookings, and an empty list is no yardstick for a member's.
  await seedHistory(handle.db, { timeZone });
  await handle.db.execute(sql`analyze`);
  const players = await rowsOf<{ id: string }>(
    handle.db,
    sql`select user_id as id from bookings where status = 'active'
      group by user_id order by count(*) desc, user_id limit ${SIGNED_IN}`,
  );
  const demoCookies = await signIn(
    handle,
    players.map((p) => p.id),
  );
  const demo = reads(input.demo.courtIds, demoCookies, admin, today);
  const before: Record<keyof Reads, LoadResult> = {
    schedule: await runLoad(port, demo.schedule, options),
    mine: await runLoad(port, demo.mine, options),
    adminList: await runLoad(port, demo.adminList, options),
    stats: await runLoad(port, demo.stats, options),
  };
  const started = Date.now();
  // BENCH_LARGE_DIVISOR=100 runs it at the suite's size: a quick check of the scenario itself.
  const divisor = Number(process.env.BENCH_LARGE_DIVISOR ?? 1);
  const size = divisor > 1 ? largeClubAt(divisor) : LARGE_CLUB;
  const counts = await seedLargeClub(handle.db, size, {
    now: new Date(),
    timeZone,
    passwordHash: input.passwordHash,
  });
  console.log(
    `  large club: ${counts.members} members, ${counts.courts} courts, ${counts.active} active and ${counts.cancelled} cancelled bookings, written in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  // As autovacuum leaves a live club's tables: statistics current and the visibility map set
  // (which the count of the admin's list reads instead of the table).
  await handle.db.execute(sql`vacuum analyze`);
  const members = await rowsOf<{ id: string }>(
    handle.db,
    sql`select id from users where email like '%@grande.club' order by email limit ${SIGNED_IN}`,
  );
  const courtRows = await rowsOf<{ id: string }>(
    handle.db,
    sql`select id from courts where name like 'Grande %' order by name`,
  );
  const large = reads(
    courtRows.map((c) => c.id),
    await signIn(
      handle,
      members.map((m) => m.id),
    ),
    admin,
    today,
  );
  for (const key of Object.keys(large) as (keyof Reads)[]) {
    input.report(key, await runLoad(port, large[key], options), before[key]);
  }
}
