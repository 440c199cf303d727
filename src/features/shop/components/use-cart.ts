import { useState } from 'react';
import type { Product } from '@/api/shop.ts';
import { MAX_LINE_QUANTITY, cartTotalCents } from '@/domain/shop.ts';
import { eurosToCents } from '@/domain/money.ts';

export interface CartLine {
  product: Product;
  quantity: number;
}

export interface Cart {
  lines: CartLine[];
  totalCents: number;
  /** How many more of `product` fit: its stock and the per-line limit. */
  room: (product: Product) => number;
  add: (product: Product) => void;
  setQuantity: (productId: string, quantity: number) => void;
  clear: () => void;
}

/**
 * The cart, on this screen only: nothing is reserved until the member pays, and the server checks
 * stock again then. Lines follow the latest catalogue, so a price or stock change shows at once.
 */
export function useCart(products: readonly Product[]): Cart {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const limit = (product: Product) => Math.min(product.stock, MAX_LINE_QUANTITY);
  const lines: CartLine[] = [];
  for (const product of products) {
    const quantity = Math.min(quantities[product._id] ?? 0, limit(product));
    if (quantity > 0) lines.push({ product, quantity });
  }
  const totalCents = cartTotalCents(
    lines.map((l) => ({ priceCents: eurosToCents(l.product.price), quantity: l.quantity })),
  );
  const setQuantity = (productId: string, quantity: number) =>
    setQuantities((old) => ({ ...old, [productId]: Math.max(0, quantity) }));
  return {
    lines,
    totalCents,
    room: (product) => limit(product) - (quantities[product._id] ?? 0),
    add: (product) =>
      setQuantity(product._id, Math.min((quantities[product._id] ?? 0) + 1, limit(product))),
    setQuantity,
    clear: () => setQuantities({}),
  };
}
