/**
 * The admin's packs: define and edit the types, sell one at the desk (cash or card terminal),
 * extend or refund a member's pack with a reason. Every change writes the audit log in the
 * transaction that makes it.
 */
import { count, eq, inArray, isNull, sum } from 'drizzle-orm';
import type {
  AdminMemberPack,
  AdminPacksResponse,
  PackType,
  PackTypeBody,
  SellPackBody,
} from '@/api/packs.ts';
import { centsToEuros, eurosToCents } from '@/domain/money.ts';
import { PACK_MESSAGES, packExpiry, unusedValueCents } from '@/domain/packs.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import { memberPacks, packTypes, packUses, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import { recordAudit } from '../../services/audit.ts';
import { stored } from '../../stored-text.ts';
import { recordSale } from '../invoicing/index.ts';
import { creditWallet, publishWallet } from '../wallet/index.ts';
import { insertPack, mailReceipt, publishPacks } from './buy.ts';
import {
  adminPacksOf,
  listPackTypes,
  lockPack,
  packTypeOf,
  packTypeOrRefuse,
  type MemberPackRow,
} from './queries.ts';

type Admin = Pick<SessionUser, 'id' | 'name' | 'email'>;

function typeValues(body: PackTypeBody) {
  return {
    name: body.name.trim(),
    sport: body.sport,
    minutes: body.minutes,
    covers: body.covers,
    uses: body.uses,
    priceCents: eurosToCents(body.price),
    validityDays: body.validityDays,
    roles: body.roles ?? [],
    active: body.active ?? true,
  };
}

export async function savePackType(
  ctx: AppContext,
  admin: Admin,
  body: PackTypeBody,
  id?: string,
): Promise<PackType> {
  const values = typeValues(body);
  const row = await ctx.db.transaction(async (tx) => {
    const before = id ? await packTypeOrRefuse(tx, id) : null;
    const [saved] = before
      ? await tx
          .update(packTypes)
          .set({ ...values, updatedAt: ctx.now() })
          .where(eq(packTypes.id, before.id))
          .returning()
      : await tx.insert(packTypes).values(values).returning();
    await recordAudit(tx, admin, {
      action: before ? 'pack_type.update' : 'pack_type.create',
      entityType: 'pack_type',
      entityId: saved!.id,
      before: before ? typeValues(packTypeOf(before)) : null,
      after: values,
    });
    return saved!;
  });
  return packTypeOf(row);
}

async function adminPack(ctx: AppContext, id: string): Promise<AdminMemberPack> {
  const [pack] = await adminPacksOf(ctx.db, [id]);
  if (!pack) throw notFound(PACK_MESSAGES.notFound);
  return pack;
}

const audited = (p: MemberPackRow) => ({
  status: p.status,
  usesLeft: p.usesLeft,
  expiresAt: p.expiresAt,
  method: p.method,
});

export async function sellAtDesk(
  ctx: AppContext,
  admin: Admin,
  body: SellPackBody,
): Promise<AdminMemberPack> {
  const [buyer] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, body.userId));
  if (!buyer) throw notFound(msg('errors.userNotFoundShort'));
  const type = await packTypeOrRefuse(ctx.db, body.packTypeId);
  const pack = await ctx.db.transaction(async (tx) => {
    const row = await insertPack(tx, type, {
      userId: buyer.id,
      method: body.method,
      now: ctx.now(),
      soldBy: admin.id,
    });
    await recordSale(tx, {
      source: `pack-desk:${row.id}`,
      payerId: buyer.id,
      kind: 'pack',
      totalCents: row.priceCents,
      description: stored('packs.ledgerBought', { pack: row.name }),
      subject: `pack:${row.id}`,
    });
    await recordAudit(tx, admin, {
      action: 'member_pack.sell',
      entityType: 'member_pack',
      entityId: row.id,
      before: null,
      after: { userId: buyer.id, name: row.name, priceCents: row.priceCents, ...audited(row) },
    });
    return row;
  });
  publishPacks(ctx, buyer.id);
  await mailReceipt(ctx, pack);
  return adminPack(ctx, pack.id);
}

/** More days; an expired pack with uses left comes back to life when the new end is ahead. */
export async function extendPack(
  ctx: AppContext,
  admin: Admin,
  id: string,
  days: number,
  reason: string,
): Promise<AdminMemberPack> {
  const now = ctx.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const before = await lockPack(tx, id);
    if (before.status !== 'active' && before.status !== 'expired') {
      throw badRequest(PACK_MESSAGES.notActive);
    }
    const expiresAt = packExpiry(before.expiresAt ?? now, days);
    const revived = before.status === 'expired' && expiresAt > now;
    const [after] = await tx
      .update(memberPacks)
      .set({
        expiresAt,
        status: revived ? 'active' : before.status,
        unusedAtEnd: revived ? null : before.unusedAtEnd,
        updatedAt: now,
      })
      .where(eq(memberPacks.id, id))
      .returning();
    await recordAudit(tx, admin, {
      action: 'member_pack.extend',
      entityType: 'member_pack',
      entityId: id,
      before: audited(before),
      after: { ...audited(after!), days, reason },
    });
    return before.userId;
  });
  publishPacks(ctx, userId);
  return adminPack(ctx, id);
}

/** The admin's refund: the unused value (exact to the cent) goes to the member's wallet. */
export async function refundPack(
  ctx: AppContext,
  admin: Admin,
  id: string,
  reason: string,
): Promise<{ pack: AdminMemberPack; cents: number }> {
  const now = ctx.now();
  const { userId, cents } = await ctx.db.transaction(async (tx) => {
    const before = await lockPack(tx, id);
    if (before.status === 'refunded') throw badRequest(PACK_MESSAGES.alreadyRefunded);
    if (before.status !== 'active' && before.status !== 'expired') {
      throw badRequest(PACK_MESSAGES.notActive);
    }
    const value = unusedValueCents(before.priceCents, before.uses, before.usesLeft);
    const [after] = await tx
      .update(memberPacks)
      .set({ status: 'refunded', usesLeft: 0, unusedAtEnd: before.usesLeft, updatedAt: now })
      .where(eq(memberPacks.id, id))
      .returning();
    if (value > 0) {
      await creditWallet(
        tx,
        before.userId,
        value,
        stored('packs.ledgerRefund', { pack: before.name, reason }),
        `pack-refund:${id}`,
        { refundOf: `pack:${id}` },
      );
    }
    await recordAudit(tx, admin, {
      action: 'member_pack.refund',
      entityType: 'member_pack',
      entityId: id,
      before: audited(before),
      after: { ...audited(after!), refundedCents: value, reason },
    });
    return { userId: before.userId, cents: value };
  });
  await publishWallet(ctx, userId);
  publishPacks(ctx, userId);
  return { pack: await adminPack(ctx, id), cents };
}

/** Sales and usage, over every pack sold (pending and cancelled card attempts left out). */
async function packStats(ctx: AppContext): Promise<AdminPacksResponse['stats']> {
  const sold = inArray(memberPacks.status, ['active', 'expired', 'refunded']);
  const [sales] = await ctx.db
    .select({
      sold: count(),
      revenue: sum(memberPacks.priceCents),
      unused: sum(memberPacks.unusedAtEnd),
    })
    .from(memberPacks)
    .where(sold);
  const [active] = await ctx.db
    .select({ n: count() })
    .from(memberPacks)
    .where(eq(memberPacks.status, 'active'));
  const [uses] = await ctx.db
    .select({ n: count() })
    .from(packUses)
    .where(isNull(packUses.returnedAt));
  return {
    sold: sales?.sold ?? 0,
    revenue: centsToEuros(Number(sales?.revenue ?? 0)),
    usesConsumed: uses?.n ?? 0,
    usesUnusedAtEnd: Number(sales?.unused ?? 0),
    active: active?.n ?? 0,
  };
}

export async function adminPacks(ctx: AppContext): Promise<AdminPacksResponse> {
  const types = (await listPackTypes(ctx.db, false)).map(packTypeOf);
  return { success: true, types, packs: await adminPacksOf(ctx.db), stats: await packStats(ctx) };
}
