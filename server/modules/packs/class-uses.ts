/**
 * A class pack pays a school class: one use taken in the transaction that records the pupil
 * present, given back in the one that records them absent or calls the class off
 * (docs/features/packs.md).
 * The pupil's class packs are locked FOR UPDATE before one is chosen, so two saves of the same
 * class (or of two classes) never spend the same last use.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { classPackToUse, nextUseValueCents } from '@/domain/packs.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { memberPacks, packUses } from '../../db/schema/index.ts';
import { giveBackUses, type PacksReturned } from './uses.ts';

export interface SchoolClass {
  groupId: string;
  date: string;
}

const ofClass = (c: SchoolClass) =>
  and(eq(packUses.schoolGroupId, c.groupId), eq(packUses.classDate, c.date));

/** The pupil's use not given back for this class, if a pack paid it. */
async function classUseOf(q: Queryable, userId: string, c: SchoolClass) {
  const [row] = await q
    .select({ id: packUses.id })
    .from(packUses)
    .innerJoin(memberPacks, eq(memberPacks.id, packUses.memberPackId))
    .where(and(ofClass(c), isNull(packUses.returnedAt), eq(memberPacks.userId, userId)));
  return row ?? null;
}

/**
 * Pays the class with one of the pupil's class packs unless one already did. False when no pack
 * can pay it: the class stays unpaid (the coach still records who came).
 */
export async function takeClassUse(
  tx: Tx,
  userId: string,
  c: SchoolClass,
  now: Date,
): Promise<boolean> {
  const packs = await tx
    .select()
    .from(memberPacks)
    .where(
      and(
        eq(memberPacks.userId, userId),
        eq(memberPacks.covers, 'class'),
        eq(memberPacks.status, 'active'),
      ),
    )
    .orderBy(memberPacks.id)
    .for('update');
  if (await classUseOf(tx, userId, c)) return true;
  const pack = classPackToUse(
    packs.map((p) => ({ ...p, expiresAt: p.expiresAt ?? now })),
    now,
  );
  if (!pack) return false;
  const [taken] = await tx
    .update(memberPacks)
    .set({ usesLeft: sql`${memberPacks.usesLeft} - 1`, updatedAt: now })
    .where(and(eq(memberPacks.id, pack.id), gt(memberPacks.usesLeft, 0)))
    .returning({ id: memberPacks.id });
  if (!taken) return false;
  await tx.insert(packUses).values({
    memberPackId: pack.id,
    schoolGroupId: c.groupId,
    classDate: c.date,
    positions: [],
    valueCents: nextUseValueCents(pack.priceCents, pack.uses, pack.usesLeft),
    usedAt: now,
  });
  return true;
}

/** Gives back the class's uses: of these pupils only, or (no list) of every pupil. */
export async function returnClassUses(
  tx: Tx,
  c: SchoolClass,
  now: Date,
  userIds?: readonly string[],
): Promise<PacksReturned> {
  const mine = userIds
    ? inArray(
        packUses.memberPackId,
        tx
          .select({ id: memberPacks.id })
          .from(memberPacks)
          .where(inArray(memberPacks.userId, [...userIds])),
      )
    : undefined;
  const spent = await tx
    .update(packUses)
    .set({ returnedAt: now })
    .where(and(ofClass(c), isNull(packUses.returnedAt), mine))
    .returning();
  return giveBackUses(tx, spent, now);
}

/** Of these pupils, those a class pack paid this class for. */
export async function paidByPack(
  q: Queryable,
  c: SchoolClass,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await q
    .select({ userId: memberPacks.userId })
    .from(packUses)
    .innerJoin(memberPacks, eq(memberPacks.id, packUses.memberPackId))
    .where(and(ofClass(c), isNull(packUses.returnedAt), inArray(memberPacks.userId, [...userIds])));
  return new Set(rows.map((r) => r.userId));
}
