/**
 * The club shop's rules, shared by the PWA (instant feedback) and the server (enforcement): the
 * cart's limits and total, the order's states and who may move them, the pick-up code.
 */
import { msg, type Message } from '@/i18n/message.ts';
import { MIN_CARD_PAYMENT_CENTS, PAYMENT_MESSAGES } from './booking-payments.ts';

/** Distinct products in one order. */
export const MAX_CART_LINES = 20;
/** Units of one product in one order. */
export const MAX_LINE_QUANTITY = 10;
export const MAX_PRODUCT_PRICE_CENTS = 100_000;
export const MAX_PRODUCT_STOCK = 10_000;

/**
 * 'pending' waits for a card payment (its stock is held); 'cancelled' is a card payment that
 * failed or was abandoned (its stock went back). The member sees the other four.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'ready',
  'delivered',
  'refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const SHOP_MESSAGES = {
  emptyCart: msg('shop.cartEmpty'),
  tooManyLines: msg('shop.tooManyLines', { max: MAX_CART_LINES }),
  badQuantity: msg('shop.badQuantity', { max: MAX_LINE_QUANTITY }),
  productNotFound: msg('shop.productNotFound'),
  orderNotFound: msg('shop.orderNotFound'),
  insufficientBalance: PAYMENT_MESSAGES.insufficientBalance,
  cardMinimum: PAYMENT_MESSAGES.cardMinimum,
  alreadyRefunded: msg('shop.alreadyRefunded'),
  notRefundable: msg('shop.notRefundable'),
  badTransition: msg('shop.badTransition'),
  paidWallet: msg('shop.paidWallet'),
  paidCard: msg('shop.paidCard'),
  productCreated: msg('shop.productCreated'),
  productUpdated: msg('shop.productUpdated'),
  imageUpdated: msg('shop.imageUpdated'),
  imageMissing: msg('shop.imageMissing'),
  markedReady: msg('shop.markedReady'),
  markedDelivered: msg('shop.markedDelivered'),
  refunded: msg('shop.refundedToWallet'),
} as const;

export function outOfStockMessage(productName: string): Message {
  return msg('shop.outOfStock', { product: productName });
}

export type ShopCheck = { ok: true } | { ok: false; message: Message };

export interface CartItem {
  productId: string;
  quantity: number;
}

/**
 * The cart as one order takes it: the same product twice becomes one line (so the stock check
 * sees the whole quantity), within the limits; or the first rule it breaks.
 */
export function normaliseCart(
  items: readonly CartItem[],
): { ok: true; items: CartItem[] } | { ok: false; message: Message } {
  if (items.length === 0) return { ok: false, message: SHOP_MESSAGES.emptyCart };
  const merged = new Map<string, number>();
  for (const item of items) {
    if (!Number.isInteger(item.quantity) || item.quantity < 1) {
      return { ok: false, message: SHOP_MESSAGES.badQuantity };
    }
    merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  }
  if (merged.size > MAX_CART_LINES) return { ok: false, message: SHOP_MESSAGES.tooManyLines };
  const out: CartItem[] = [];
  for (const [productId, quantity] of merged) {
    if (quantity > MAX_LINE_QUANTITY) return { ok: false, message: SHOP_MESSAGES.badQuantity };
    out.push({ productId, quantity });
  }
  return { ok: true, items: out };
}

export interface PricedLine {
  priceCents: number;
  quantity: number;
}

export function cartTotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
}

/** Card payments follow the bookings' minimum. */
export function shopCardAllowed(totalCents: number): boolean {
  return totalCents >= MIN_CARD_PAYMENT_CENTS;
}

/** What an admin may do with an order in each state: the next step, or a refund. */
const NEXT: Partial<Record<OrderStatus, OrderStatus>> = { paid: 'ready', ready: 'delivered' };

export function canMoveOrder(from: OrderStatus, to: 'ready' | 'delivered'): ShopCheck {
  return NEXT[from] === to ? { ok: true } : { ok: false, message: SHOP_MESSAGES.badTransition };
}

export function canRefundOrder(status: OrderStatus): ShopCheck {
  if (status === 'refunded') return { ok: false, message: SHOP_MESSAGES.alreadyRefunded };
  if (status === 'paid' || status === 'ready') return { ok: true };
  return { ok: false, message: SHOP_MESSAGES.notRefundable };
}

/** What the member's list shows: orders that hold or held money. */
export function visibleToMember(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

/** Capital letters and digits without the look-alikes 0/O and 1/I. */
export const PICKUP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PICKUP_CODE_LENGTH = 6;

/** A pick-up code from `random(n)`, an integer in [0, n). Uniqueness is the database's job. */
export function makePickupCode(random: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < PICKUP_CODE_LENGTH; i++)
    code += PICKUP_ALPHABET[random(PICKUP_ALPHABET.length)];
  return code;
}

export function isPickupCode(value: string): boolean {
  return (
    value.length === PICKUP_CODE_LENGTH && [...value].every((c) => PICKUP_ALPHABET.includes(c))
  );
}
