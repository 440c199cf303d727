/**
 * The seat list of a full match. A freed seat (a joiner left, a hold ran out) goes to the first
 * member waiting, in the transaction that freed it: seated at once, paid from their wallet, when
 * it covers the share; otherwise the seat is held for them for 15 minutes to pay it by card or
 * after topping up. Members whose level no longer fits are passed over and keep their place.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import { SEAT_HOLD_MINUTES, canQueueForMatch, levelInRange, seatsLeft } from '@/domain/matches.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { openMatchQueue, openMatches } from '../../db/schema/index.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import type { SessionUser } from '../../sessions.ts';
import { getBalanceCents } from '../wallet/index.ts';
import { joinerOf, seatShareOf, takeSeat } from './seats.ts';
import { joinable, levelOf, lockMatch, refuse, refuseUnless, type LockedMatch } from './state.ts';

export interface Promotion {
  matchId: string;
  userId: string;
  outcome: 'seated' | 'held';
  bookingId: string;
}

export async function enqueue(ctx: AppContext, actor: SessionUser, matchId: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const settings = await readClubSettings(tx);
    const m = await lockMatch(tx, matchId, now);
    const level = await levelOf(tx, actor.id, m.booking.court.type);
    const joiner = {
      id: actor.id,
      level,
      alreadyIn: m.booking.players.some((p) => p.userId === actor.id),
      queued: m.queue.some((e) => e.userId === actor.id),
    };
    refuseUnless(
      canQueueForMatch(joinable(m), joiner, now, settings.openMatches.autoCancelMinutes),
    );
    // The database's clock (microseconds, per transaction) orders the line, never the request's.
    await tx.insert(openMatchQueue).values({ matchId, userId: actor.id });
  });
}

export async function dequeue(ctx: AppContext, actor: SessionUser, matchId: string) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const m = await lockMatch(tx, matchId, now);
    const entry = m.queue.find((e) => e.userId === actor.id);
    if (!entry) throw refuse('notQueued');
    await tx.update(openMatchQueue).set({ status: 'left' }).where(eq(openMatchQueue.id, entry.id));
    // A seat held for them is free again: the next in line gets it.
    return entry.status === 'held' ? promoteNext(tx, matchId, now, { checkLevels: false }) : [];
  });
}

/** Seats the first waiting member from their wallet, inside a savepoint; false if it fell through. */
async function seatFromWallet(tx: Tx, m: LockedMatch, userId: string, now: Date) {
  const share = seatShareOf(m);
  if ((await getBalanceCents(tx, userId)) < share) return false;
  try {
    await tx.transaction(async (sp) => {
      await takeSeat(sp, m, await joinerOf(sp, userId), { kind: 'wallet' }, now);
    });
    return true;
  } catch {
    // The balance moved between the read and the debit: a hold instead.
    return false;
  }
}

/**
 * Gives the free seats of an open match to the seat list, first come first. `checkLevels` false
 * skips the level check (the member's level was checked when they queued).
 */
export async function promoteNext(
  tx: Tx,
  matchId: string,
  now: Date,
  options: { checkLevels: boolean },
): Promise<Promotion[]> {
  const promoted: Promotion[] = [];
  for (;;) {
    const m = await lockMatch(tx, matchId, now);
    if (m.match.status !== 'open' || m.booking.row.status !== 'active') return promoted;
    if (seatsLeft(joinable(m)) === 0) return promoted;
    const waiting = [];
    for (const e of m.queue.filter((q) => q.status === 'waiting')) {
      if (!options.checkLevels) waiting.push(e);
      else if (levelInRange(await levelOf(tx, e.userId, m.booking.court.type), m.match)) {
        waiting.push(e);
      }
    }
    const first = waiting[0];
    if (!first) return promoted;
    const bookingId = m.booking.row.id;
    if (await seatFromWallet(tx, m, first.userId, now)) {
      promoted.push({ matchId, userId: first.userId, outcome: 'seated', bookingId });
      continue;
    }
    await tx
      .update(openMatchQueue)
      .set({ status: 'held', holdExpiresAt: new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000) })
      .where(eq(openMatchQueue.id, first.id));
    promoted.push({ matchId, userId: first.userId, outcome: 'held', bookingId });
  }
}

/** Holds whose 15 minutes ran out: the seat goes to the next in line. Idempotent. */
export async function expireHolds(
  ctx: AppContext,
): Promise<{ expired: string[]; promoted: Promotion[]; matchIds: string[] }> {
  const now = ctx.now();
  const due = await ctx.db
    .selectDistinct({ matchId: openMatchQueue.matchId })
    .from(openMatchQueue)
    .innerJoin(openMatches, eq(openMatches.id, openMatchQueue.matchId))
    .where(
      and(
        eq(openMatchQueue.status, 'held'),
        lte(openMatchQueue.holdExpiresAt, now),
        eq(openMatches.status, 'open'),
      ),
    );
  const expired: string[] = [];
  const promoted: Promotion[] = [];
  for (const { matchId } of due) {
    await ctx.db.transaction(async (tx) => {
      await lockMatch(tx, matchId, now);
      const gone = await tx
        .update(openMatchQueue)
        .set({ status: 'expired' })
        .where(
          and(
            eq(openMatchQueue.matchId, matchId),
            inArray(openMatchQueue.status, ['held']),
            lte(openMatchQueue.holdExpiresAt, now),
          ),
        )
        .returning({ userId: openMatchQueue.userId });
      expired.push(...gone.map((g) => g.userId));
      promoted.push(...(await promoteNext(tx, matchId, now, { checkLevels: true })));
    });
  }
  return { expired, promoted, matchIds: due.map((d) => d.matchId) };
}
