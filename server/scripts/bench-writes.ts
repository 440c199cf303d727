/**
 * The writes' yardstick and the wallet payments (issue 29): the reference server's one-insert
 * route (`INSERT … ON CONFLICT DO NOTHING` per request, the same pool as our server), measured on
 * as many distinct keys as the run can send, and started bookings of the bench members whose
 * every part is paid from the wallet, once each, by its own player.
 */
import os from 'node:os';
import { addDays, clubDate, zonedTimeToInstant } from '@/domain/club-time.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { bookingPlayers, bookings } from '../db/schema/index.ts';
import { creditWallet } from '../modules/wallet/index.ts';
import { runLoad, type LoadOptions, type LoadResult, type Req } from './bench-tools.ts';
import { stored } from '../stored-text.ts';

const PLAYERS = 4;
const PART_CENTS = 500;

/** The reference's writes: a timed run over distinct keys (a repeated key would be no write). */
export async function measureWriteReference(
  refPort: number,
  engine: string,
  options: LoadOptions,
): Promise<LoadResult> {
  const run = `${engine}-${Date.now()}`;
  const list = Array.from({ length: 200_000 }, (_, i): Req => ({
    method: 'POST',
    path: `/ref-write/${run}-${i}`,
  }));
  return runLoad(refPort, list, options);
}

/**
 * A write's line under its figures: its requests/s as a share of the reference's writes, and the
 * most it could reach if the server's own work cost nothing: the machine's cores shared by only
 * PostgreSQL's and autocannon's processor time per answer as measured (PostgreSQL only: PGlite's
 * time is the server's).
 */
export function writeLine(ours: LoadResult, reference: LoadResult): string {
  const share = (rps: number) => `${(rps / reference.rps).toFixed(2)}×`;
  const line = `write reference ${reference.rps.toFixed(0)} req/s p99 ${reference.p99.toFixed(1)} ms: ours ${share(ours.rps)} its req/s, ${(ours.p99 / reference.p99).toFixed(2)}× its p99`;
  if (!ours.cpu.postgres) return line;
  const cap = (os.cpus().length * 1000) / (ours.cpu.postgres + ours.cpu.loader);
  return `${line}; PostgreSQL and autocannon alone allow ${cap.toFixed(0)} req/s (${share(cap)})`;
}

/**
 * `count` bookings that started yesterday (one an hour per court, so payments are open), each
 * with four bench members, every part unpaid, and each member's wallet credited: one
 * `payWithWallet` of its own part per player and booking.
 */
export async function walletPayments(
  handle: DatabaseHandle,
  people: Array<{ id: string; cookie: string }>,
  courtIds: string[],
  count: number,
  timeZone: string,
): Promise<Req[]> {
  const { db } = handle;
  const day = addDays(clubDate(new Date(), timeZone), -1);
  const rows = Array.from({ length: count }, (_, i) => {
    const hour = Math.floor(i / courtIds.length) % 24;
    const date = addDays(day, -Math.floor(i / (courtIds.length * 24)));
    const time = `${String(hour).padStart(2, '0')}:00`;
    const startsAt = zonedTimeToInstant(date, time, timeZone)!;
    return {
      courtId: courtIds[i % courtIds.length]!,
      userId: people[i % people.length]!.id,
      dateBooked: date,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      slots: [`${time} - ${String((hour + 1) % 24).padStart(2, '0')}:00`],
      totalCents: PLAYERS * PART_CENTS,
      priceCents: PLAYERS * PART_CENTS,
    };
  });
  const made: Array<{ id: string }> = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    made.push(...(await db.insert(bookings).values(chunk).returning({ id: bookings.id })));
  }
  const playerOf = (i: number, k: number) => people[(i + k * 7) % people.length]!;
  const parts = made.flatMap((b, i) =>
    Array.from({ length: PLAYERS }, (_, k) => ({
      bookingId: b.id,
      position: k,
      userId: playerOf(i, k).id,
      isMember: true,
      amountCents: PART_CENTS,
    })),
  );
  for (let i = 0; i < parts.length; i += 1000) {
    await db.insert(bookingPlayers).values(parts.slice(i, i + 1000));
  }
  await db.transaction(async (tx) => {
    for (const p of people) {
      await creditWallet(
        tx,
        p.id,
        count * PLAYERS * PART_CENTS,
        stored('payments.ledgerTopUp'),
        `bench:${p.id}`,
      );
    }
  });
  // Part by part across the bookings: four players of one booking paying in the same instant
  // queue on its lock (its payments are one at a time), which measures the queue, not a payment.
  return Array.from({ length: PLAYERS }, (_, k) =>
    made.map((b, i) => ({
      method: 'POST' as const,
      path: '/api/users/booking/payWithWallet',
      body: JSON.stringify({ bookingId: b.id, playerIndex: k }),
      cookie: playerOf(i, k).cookie,
    })),
  ).flat();
}
