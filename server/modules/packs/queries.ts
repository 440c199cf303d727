/** Reading packs and mapping rows to the API's shapes (euros, ISO dates). */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AdminMemberPack, MemberPack, PackType } from '@/api/packs.ts';
import { PACK_MESSAGES } from '@/domain/packs.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { memberPacks, packTypes, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

export type PackTypeRow = typeof packTypes.$inferSelect;
export type MemberPackRow = typeof memberPacks.$inferSelect;

/** What a pack type and a pack sold from it both say. */
function packTerms(row: PackTypeRow | MemberPackRow) {
  return {
    _id: row.id,
    name: row.name,
    sport: row.sport,
    minutes: row.minutes,
    covers: row.covers,
    uses: row.uses,
    price: centsToEuros(row.priceCents),
  };
}

export function packTypeOf(row: PackTypeRow): PackType {
  return {
    ...packTerms(row),
    validityDays: row.validityDays,
    roles: row.roles,
    active: row.active,
  };
}

export function memberPackOf(row: MemberPackRow): MemberPack {
  return {
    ...packTerms(row),
    usesLeft: row.usesLeft,
    status: row.status,
    method: row.method,
    purchasedAt: row.purchasedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function listPackTypes(q: Queryable, activeOnly: boolean): Promise<PackTypeRow[]> {
  return q
    .select()
    .from(packTypes)
    .where(activeOnly ? eq(packTypes.active, true) : undefined)
    .orderBy(packTypes.sport, packTypes.name);
}

export async function packTypeOrRefuse(q: Queryable, id: string): Promise<PackTypeRow> {
  const [row] = await q.select().from(packTypes).where(eq(packTypes.id, id));
  if (!row) throw notFound(PACK_MESSAGES.notFound);
  return row;
}

/** The member's packs, newest first; card attempts that never paid are left out. */
export async function packsOf(q: Queryable, userId: string): Promise<MemberPackRow[]> {
  return q
    .select()
    .from(memberPacks)
    .where(
      and(
        eq(memberPacks.userId, userId),
        inArray(memberPacks.status, ['active', 'expired', 'refunded']),
      ),
    )
    .orderBy(desc(memberPacks.createdAt), desc(memberPacks.id));
}

/** One pack locked for a change; a missing one (or another member's, with `userId`) is a 404. */
export async function lockPack(tx: Tx, id: string, userId?: string): Promise<MemberPackRow> {
  const [row] = await tx.select().from(memberPacks).where(eq(memberPacks.id, id)).for('update');
  if (!row || (userId && row.userId !== userId)) throw notFound(PACK_MESSAGES.notFound);
  return row;
}

export async function adminPacksOf(q: Queryable, ids?: string[]): Promise<AdminMemberPack[]> {
  const rows = await q
    .select({ pack: memberPacks, user: { _id: users.id, name: users.name, email: users.email } })
    .from(memberPacks)
    .innerJoin(users, eq(users.id, memberPacks.userId))
    .where(
      ids
        ? inArray(memberPacks.id, ids)
        : inArray(memberPacks.status, ['active', 'expired', 'refunded']),
    )
    .orderBy(desc(memberPacks.createdAt), desc(memberPacks.id))
    .limit(500);
  return rows.map((r) => ({ ...memberPackOf(r.pack), user: r.user }));
}
