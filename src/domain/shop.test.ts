import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import {
  MAX_CART_LINES,
  PICKUP_ALPHABET,
  canMoveOrder,
  canRefundOrder,
  cartTotalCents,
  isPickupCode,
  makePickupCode,
  normaliseCart,
  outOfStockMessage,
  shopCardAllowed,
  visibleToMember,
} from './shop.ts';

describe('normaliseCart', () => {
  it('merges the same product into one line', () => {
    expect(
      normaliseCart([
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: 1 },
        { productId: 'a', quantity: 3 },
      ]),
    ).toEqual({
      ok: true,
      items: [
        { productId: 'a', quantity: 5 },
        { productId: 'b', quantity: 1 },
      ],
    });
  });

  it('refuses an empty cart, bad quantities and too many lines with Spanish messages', () => {
    expect(inSpanish(normaliseCart([]))).toEqual({ ok: false, message: 'El carrito está vacío.' });
    const bad = 'La cantidad de cada producto debe estar entre 1 y 10.';
    expect(inSpanish(normaliseCart([{ productId: 'a', quantity: 0 }]))).toEqual({
      ok: false,
      message: bad,
    });
    expect(inSpanish(normaliseCart([{ productId: 'a', quantity: 1.5 }]))).toEqual({
      ok: false,
      message: bad,
    });
    // 6 + 5 of one product is over the line limit although each line is within it.
    expect(
      inSpanish(
        normaliseCart([
          { productId: 'a', quantity: 6 },
          { productId: 'a', quantity: 5 },
        ]),
      ),
    ).toEqual({ ok: false, message: bad });
    const many = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({
      productId: `p${i}`,
      quantity: 1,
    }));
    expect(inSpanish(normaliseCart(many))).toEqual({
      ok: false,
      message: 'No puedes pedir más de 20 productos distintos.',
    });
  });
});

describe('totals and payment', () => {
  it('sums price times quantity in cents', () => {
    expect(
      cartTotalCents([
        { priceCents: 450, quantity: 2 },
        { priceCents: 150, quantity: 3 },
      ]),
    ).toBe(1350);
  });

  it('takes a card from 5 euros, as bookings do', () => {
    expect(shopCardAllowed(499)).toBe(false);
    expect(shopCardAllowed(500)).toBe(true);
  });

  it('names the product that ran out', () => {
    expect(inSpanish(outOfStockMessage('Botes de bolas'))).toBe('No queda stock de Botes de bolas');
  });
});

describe('order states', () => {
  it('moves paid to ready to delivered, nothing else', () => {
    expect(canMoveOrder('paid', 'ready')).toEqual({ ok: true });
    expect(canMoveOrder('ready', 'delivered')).toEqual({ ok: true });
    const refused = { ok: false, message: 'El pedido no puede pasar a ese estado.' };
    expect(inSpanish(canMoveOrder('paid', 'delivered'))).toEqual(refused);
    expect(inSpanish(canMoveOrder('delivered', 'ready'))).toEqual(refused);
    expect(inSpanish(canMoveOrder('refunded', 'ready'))).toEqual(refused);
    expect(inSpanish(canMoveOrder('pending', 'ready'))).toEqual(refused);
  });

  it('refunds a paid or ready order once', () => {
    expect(canRefundOrder('paid')).toEqual({ ok: true });
    expect(canRefundOrder('ready')).toEqual({ ok: true });
    expect(inSpanish(canRefundOrder('refunded'))).toEqual({
      ok: false,
      message: 'El pedido ya está reembolsado.',
    });
    expect(canRefundOrder('delivered').ok).toBe(false);
    expect(canRefundOrder('pending').ok).toBe(false);
  });

  it('hides cancelled card attempts from the member', () => {
    expect(visibleToMember('cancelled')).toBe(false);
    expect(visibleToMember('paid')).toBe(true);
    expect(visibleToMember('refunded')).toBe(true);
  });
});

describe('pick-up code', () => {
  it('uses 6 characters without 0, O, 1 or I', () => {
    for (const c of '0O1I') expect(PICKUP_ALPHABET).not.toContain(c);
    expect(makePickupCode(() => 0)).toBe('AAAAAA');
    expect(makePickupCode((n) => n - 1)).toBe('999999');
    let i = 0;
    const code = makePickupCode((n) => i++ % n);
    expect(code).toBe('ABCDEF');
    expect(isPickupCode(code)).toBe(true);
    expect(isPickupCode('ABC0EF')).toBe(false);
    expect(isPickupCode('ABCDE')).toBe(false);
  });
});
