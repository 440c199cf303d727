/**
 * Buying a pack. From the wallet: ONE transaction writes the active pack and debits the wallet
 * (conditional on the balance); a refusal rolls both back. By card: a 'pending' pack is written,
 * then the payment intent; the purpose's handler (the one fulfilment path) activates it once, its
 * validity counted from the payment, and a failed card cancels it. Either way a receipt is mailed.
 */
import { eq } from 'drizzle-orm';
import type { CardPackBody, MemberPack } from '@/api/packs.ts';
import { PAYMENT_MESSAGES, cardAllowed } from '@/domain/booking-payments.ts';
import { centsToEuros } from '@/domain/money.ts';
import {
  PACK_METHOD_LABELS,
  canBuyPack,
  canMemberRefund,
  packExpiry,
  packTermsLabel,
} from '@/domain/packs.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { memberPacks, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { PaymentFulfilment } from '../../payment-handlers.ts';
import type { SessionUser } from '../../sessions.ts';
import { compose } from '../../adapters/mail/index.ts';
import { memberLanguage, translator, wordIn } from '../../i18n.ts';
import { stored, wordStored } from '../../stored-text.ts';
import { createPaymentIntent } from '../payments/index.ts';
import { creditWallet, debitWallet, publishWallet } from '../wallet/index.ts';
import {
  lockPack,
  memberPackOf,
  packTypeOrRefuse,
  type MemberPackRow,
  type PackTypeRow,
} from './queries.ts';
import { recordPaymentSale } from '../invoicing/index.ts';

export const PACK_PURCHASE_PURPOSE = 'pack_purchase';

/** `packsUpdated:{userId}` after commit: the member's Monedero refetches its packs. */
export function publishPacks(ctx: AppContext, userId: string): void {
  ctx.realtime.emitToUser(userId, `packsUpdated:${userId}`, {});
}

/** The pack as sold: the type's terms copied, active from `now` unless it waits for a card. */
export async function insertPack(
  tx: Tx,
  type: PackTypeRow,
  fields: { userId: string; method: MemberPackRow['method']; now: Date; soldBy?: string },
): Promise<MemberPackRow> {
  const pending = fields.method === 'card';
  const [row] = await tx
    .insert(memberPacks)
    .values({
      userId: fields.userId,
      packTypeId: type.id,
      name: type.name,
      sport: type.sport,
      minutes: type.minutes,
      covers: type.covers,
      uses: type.uses,
      usesLeft: type.uses,
      priceCents: type.priceCents,
      validityDays: type.validityDays,
      status: pending ? 'pending' : 'active',
      method: fields.method,
      soldBy: fields.soldBy ?? null,
      purchasedAt: pending ? null : fields.now,
      expiresAt: pending ? null : packExpiry(fields.now, type.validityDays),
    })
    .returning();
  return row!;
}

async function typeForBuyer(ctx: AppContext, user: SessionUser, packTypeId: string) {
  const type = await packTypeOrRefuse(ctx.db, packTypeId);
  const check = canBuyPack(type, user.role);
  if (!check.ok) throw badRequest(check.reason, 'pack_refused');
  return type;
}

export async function buyWithWallet(
  ctx: AppContext,
  user: SessionUser,
  packTypeId: string,
): Promise<MemberPack> {
  const type = await typeForBuyer(ctx, user, packTypeId);
  const pack = await ctx.db.transaction(async (tx) => {
    const row = await insertPack(tx, type, { userId: user.id, method: 'wallet', now: ctx.now() });
    if (type.priceCents > 0) {
      const line = stored('packs.ledgerBought', { pack: type.name });
      await debitWallet(tx, user.id, type.priceCents, line, `pack:${row.id}`, {
        kind: 'pack',
        subject: `pack:${row.id}`,
      });
    }
    return row;
  });
  await publishWallet(ctx, user.id);
  publishPacks(ctx, user.id);
  await mailReceipt(ctx, pack);
  return memberPackOf(pack);
}

export async function buyWithCard(
  ctx: AppContext,
  user: SessionUser,
  body: CardPackBody,
): Promise<{ clientSecret: string; pack: MemberPack }> {
  const type = await typeForBuyer(ctx, user, body.packTypeId);
  if (!cardAllowed(type.priceCents)) throw badRequest(PAYMENT_MESSAGES.cardMinimum, 'card_minimum');
  const pack = await ctx.db.transaction((tx) =>
    insertPack(tx, type, { userId: user.id, method: 'card', now: ctx.now() }),
  );
  try {
    const { clientSecret } = await createPaymentIntent(ctx, {
      userId: user.id,
      amountCents: type.priceCents,
      purpose: PACK_PURCHASE_PURPOSE,
      // The checkout's product name, in the buyer's language (as the ledger line).
      description: wordStored(
        memberLanguage(user.language),
        stored('packs.ledgerBought', { pack: type.name }),
      ),
      metadata: { packId: pack.id },
      paymentMethodId: body.paymentMethodId ?? null,
      saveCard: body.saveCard ?? false,
    });
    return { clientSecret, pack: memberPackOf(pack) };
  } catch (error) {
    await ctx.db
      .update(memberPacks)
      .set({ status: 'cancelled' })
      .where(eq(memberPacks.id, pack.id));
    throw error;
  }
}

/** The receipt: what was bought, for how much, how, how many uses and until when. */
export async function mailReceipt(ctx: AppContext, pack: MemberPackRow): Promise<void> {
  const [to] = await ctx.db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, pack.userId));
  if (!to) return;
  const language = memberLanguage(to.language);
  const t = translator(language);
  const until = pack.expiresAt?.toISOString().slice(0, 10) ?? '';
  await ctx.mailer.send(
    compose(
      language,
      to.email,
      t('mail.packReceiptSubject', { pack: pack.name }),
      t('mail.greeting', { name: to.name }),
      [
        t('mail.packBought', { pack: pack.name, terms: wordIn(language, packTermsLabel(pack)) }),
        t('mail.packAmount', {
          amount: centsToEuros(pack.priceCents).toFixed(2),
          method: wordIn(language, PACK_METHOD_LABELS[pack.method]),
        }),
        t('mail.packUses', { uses: pack.uses, until }),
      ],
      { label: t('mail.packAction'), url: `${ctx.config.publicUrl}/profile?tab=monedero` },
      t('mail.packFooter'),
      ctx.config.club.name,
    ),
  );
}

function packIdOf(f: PaymentFulfilment): string | null {
  return (f.payment.metadata as Record<string, string> | null)?.packId ?? null;
}

/**
 * A card purchase paid (once per payment): the pending pack becomes active from now. A pack that
 * is not pending (cancelled when the intent failed to start) sends the money to the wallet.
 */
async function packPaid(ctx: AppContext, f: PaymentFulfilment): Promise<void> {
  const packId = packIdOf(f);
  if (!packId) return;
  const pack = await lockPack(f.tx, packId);
  const now = ctx.now();
  if (pack.status === 'pending') {
    const [paid] = await f.tx
      .update(memberPacks)
      .set({
        status: 'active',
        purchasedAt: now,
        expiresAt: packExpiry(now, pack.validityDays),
        updatedAt: now,
      })
      .where(eq(memberPacks.id, pack.id))
      .returning();
    const sale = {
      kind: 'pack',
      subject: `pack:${pack.id}`,
      cents: f.payment.amountCents,
    } as const;
    await recordPaymentSale(f.tx, f.payment, sale);
    f.afterCommit(async () => {
      publishPacks(ctx, pack.userId);
      await mailReceipt(ctx, paid!);
    });
    return;
  }
  if (pack.status !== 'cancelled') return;
  const change = await creditWallet(
    f.tx,
    pack.userId,
    f.payment.amountCents,
    stored('packs.ledgerNotCompleted', { pack: pack.name }),
    `pack-overpay:${f.payment.gatewayId}`,
  );
  if (change.applied) f.afterCommit(() => publishWallet(ctx, pack.userId));
}

async function packFailed(ctx: AppContext, f: PaymentFulfilment): Promise<void> {
  const packId = packIdOf(f);
  if (!packId) return;
  const pack = await lockPack(f.tx, packId);
  if (pack.status !== 'pending') return;
  await f.tx.update(memberPacks).set({ status: 'cancelled' }).where(eq(memberPacks.id, pack.id));
}

export function registerPackPayments(ctx: AppContext): void {
  ctx.paymentHandlers.onSucceeded(PACK_PURCHASE_PURPOSE, (f) => packPaid(ctx, f));
  ctx.paymentHandlers.onFailed(PACK_PURCHASE_PURPOSE, (f) => packFailed(ctx, f));
}

/** A member gives back an unused pack: its price goes to the wallet (never once used). */
export async function memberRefund(
  ctx: AppContext,
  user: SessionUser,
  packId: string,
): Promise<MemberPack> {
  const now = ctx.now();
  const pack = await ctx.db.transaction(async (tx) => {
    const row = await lockPack(tx, packId, user.id);
    const check = canMemberRefund(row);
    if (!check.ok) throw badRequest(check.reason, 'pack_refused');
    const [refunded] = await tx
      .update(memberPacks)
      .set({ status: 'refunded', usesLeft: 0, unusedAtEnd: row.usesLeft, updatedAt: now })
      .where(eq(memberPacks.id, row.id))
      .returning();
    if (row.priceCents > 0) {
      await creditWallet(
        tx,
        user.id,
        row.priceCents,
        stored('packs.ledgerGivenBack', { pack: row.name }),
        `pack-refund:${row.id}`,
        { refundOf: `pack:${row.id}` },
      );
    }
    return refunded!;
  });
  await publishWallet(ctx, user.id);
  publishPacks(ctx, user.id);
  return memberPackOf(pack);
}
