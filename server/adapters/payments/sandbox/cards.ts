/** Saved cards (payment methods) of the sandbox, and how a saved card pays. */
import { and, eq } from 'drizzle-orm';
import type { SavedCard } from '@/api/payments.ts';
import { cardDigits } from '@/domain/cards.ts';
import type { Queryable } from '../../../db/client.ts';
import { sandboxObjects } from '../../../db/schema/index.ts';
import { msg } from '@/i18n/message.ts';
import { cardBrand, chargeDecline, declineMessage, type CardOutcome } from '../sandbox-cards.ts';
import type { SandboxCardInput } from '../types.ts';
import { insert, load, newId, type CardData } from './store.ts';

export async function saveCard(
  q: Queryable,
  customerId: string,
  card: SandboxCardInput,
): Promise<string> {
  const digits = cardDigits(card.number);
  const id = newId('pm');
  const data: CardData = {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
  const decline = chargeDecline(digits);
  if (decline) data.decline = { code: decline.code };
  await insert(q, 'payment_method', id, data, { customerId });
  return id;
}

/** A saved card is charged like the card it was saved from: its expiry or its number fail it. */
export function savedCardOutcome(card: CardData, now: Date): CardOutcome {
  if (Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime()) {
    return { ok: false, code: 'expired_card', message: msg('errors.cardExpired') };
  }
  const code = card.decline?.code;
  return code ? { ok: false, code, message: declineMessage(code) } : { ok: true };
}

/** The customer's own saved card by id (null: unknown, or someone else's). */
export async function savedCard(q: Queryable, customerId: string | null, paymentMethodId: string) {
  const row = await load<CardData>(q, 'payment_method', paymentMethodId);
  return row && row.customerId === customerId ? row : null;
}

/** The sandbox saves every card on its customer, so a known card always has one. */
export async function paymentMethodOwner(q: Queryable, id: string) {
  const row = await load<CardData>(q, 'payment_method', id);
  return row ? { customerId: row.customerId } : null;
}

export async function listCards(q: Queryable, customerId: string): Promise<SavedCard[]> {
  const rows = await q
    .select()
    .from(sandboxObjects)
    .where(
      and(eq(sandboxObjects.kind, 'payment_method'), eq(sandboxObjects.customerId, customerId)),
    )
    .orderBy(sandboxObjects.createdAt);
  return rows.map((r): SavedCard => {
    const { brand, last4, expMonth, expYear } = r.data as unknown as CardData;
    return { id: r.id, brand, last4, expMonth, expYear };
  });
}
