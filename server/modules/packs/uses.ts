/**
 * Spending and giving back a pack's uses, inside the caller's transaction: the booking payment
 * that takes a use and the cancellation that gives it back. The pack row is locked FOR UPDATE and
 * the use taken with a conditional UPDATE (uses_left > 0), so two payments racing for the last use
 * serialize on the row: one takes it, the other is refused and its transaction rolls back.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CourtType } from '@/domain/courts.ts';
import { PACK_MESSAGES, canPayWithPack, nextUseValueCents } from '@/domain/packs.ts';
import type { Tx } from '../../db/client.ts';
import { memberPacks, packUses } from '../../db/schema/index.ts';
import { HttpError, badRequest } from '../../lib/errors.ts';
import { stored, type StoredText } from '../../stored-text.ts';
import { creditWallet } from '../wallet/index.ts';
import { lockPack } from './queries.ts';

export interface PackUseRequest {
  packId: string;
  /** The pack's owner: only one's own pack pays. */
  userId: string;
  bookingId: string;
  positions: number[];
  sport: CourtType;
  minutes: number;
  wholeBooking: boolean;
  now: Date;
}

export interface PackUseTaken {
  packName: string;
  usesLeft: number;
  valueCents: number;
}

/** Takes one use of the member's pack for the booking's parts; refuses (400/409) with the reason. */
export async function takePackUse(tx: Tx, request: PackUseRequest): Promise<PackUseTaken> {
  const pack = await lockPack(tx, request.packId, request.userId);
  const check = canPayWithPack(
    { ...pack, expiresAt: pack.expiresAt ?? request.now },
    { sport: request.sport, minutes: request.minutes },
    request.wholeBooking,
    request.now,
  );
  if (!check.ok) {
    const status = check.reason === PACK_MESSAGES.noUsesLeft ? 409 : 400;
    throw new HttpError(status, check.reason, 'pack_refused');
  }
  const valueCents = nextUseValueCents(pack.priceCents, pack.uses, pack.usesLeft);
  const [taken] = await tx
    .update(memberPacks)
    .set({ usesLeft: sql`${memberPacks.usesLeft} - 1`, updatedAt: request.now })
    .where(and(eq(memberPacks.id, pack.id), gt(memberPacks.usesLeft, 0)))
    .returning({ usesLeft: memberPacks.usesLeft });
  if (!taken) throw new HttpError(409, PACK_MESSAGES.noUsesLeft, 'pack_refused');
  await tx.insert(packUses).values({
    memberPackId: pack.id,
    bookingId: request.bookingId,
    positions: request.positions,
    valueCents,
    usedAt: request.now,
  });
  return { packName: pack.name, usesLeft: taken.usesLeft, valueCents };
}

export interface PacksReturned {
  /** The booking parts a pack had paid: they are not refunded to a wallet. */
  positions: Set<number>;
  /** Owners of packs given a use back, or credited its value when the pack was refunded. */
  owners: Set<string>;
  /** The booking history's details, one per use given back. */
  history: StoredText[];
}

/**
 * Gives back every use spent on a cancelled booking, once (returned_at is set conditionally). A
 * pack refunded meanwhile cannot hold a use again: its owner's wallet gets the use's value.
 */
export async function returnPackUses(tx: Tx, bookingId: string, now: Date): Promise<PacksReturned> {
  const spent = await tx
    .update(packUses)
    .set({ returnedAt: now })
    .where(and(eq(packUses.bookingId, bookingId), isNull(packUses.returnedAt)))
    .returning();
  return giveBackUses(tx, spent, now);
}

/** Puts uses just marked returned back on their packs (or their value in the wallet). */
export async function giveBackUses(
  tx: Tx,
  spent: ReadonlyArray<typeof packUses.$inferSelect>,
  now: Date,
): Promise<PacksReturned> {
  const out: PacksReturned = { positions: new Set(), owners: new Set(), history: [] };
  for (const use of spent) {
    use.positions.forEach((p) => out.positions.add(p));
    const pack = await lockPack(tx, use.memberPackId);
    out.owners.add(pack.userId);
    if (pack.status === 'refunded' || pack.usesLeft >= pack.uses) {
      if (use.valueCents > 0) {
        await creditWallet(
          tx,
          pack.userId,
          use.valueCents,
          stored('packs.ledgerUseRefund', { pack: pack.name }),
          `pack-use-refund:${use.id}`,
          { refundOf: `pack:${pack.id}` },
        );
      }
      out.history.push(stored('packs.historyUseToWallet', { pack: pack.name }));
      continue;
    }
    // An expired pack gets the use back too, as one more use left unspent at its end.
    const unusedAtEnd = pack.status === 'expired' ? (pack.unusedAtEnd ?? 0) + 1 : pack.unusedAtEnd;
    await tx
      .update(memberPacks)
      .set({ usesLeft: sql`${memberPacks.usesLeft} + 1`, unusedAtEnd, updatedAt: now })
      .where(eq(memberPacks.id, pack.id));
    out.history.push(stored('packs.historyUseReturned', { pack: pack.name }));
  }
  return out;
}

/** Refuses a booking's pack payment when its court or length cannot be read. */
export function packBookingTerms(court: { type: string }, startsAt: Date, endsAt: Date) {
  if (court.type !== 'padel' && court.type !== 'tennis') throw badRequest(PACK_MESSAGES.wrongSport);
  const minutes = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  return { sport: court.type as CourtType, minutes };
}
