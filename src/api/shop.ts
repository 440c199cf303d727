/**
 * The club shop: the catalogue and the member's orders (/api/shop/…), and the admin's catalogue
 * and order desk (/api/admin/shop/…, admins only). Money in the API is euros with 2 decimals.
 */
import { z } from 'zod';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_PRODUCT_PRICE_CENTS,
  MAX_PRODUCT_STOCK,
  ORDER_STATUSES,
  SHOP_MESSAGES,
} from '@/domain/shop.ts';
import { euroAmount, okWith } from './common.ts';

export { SHOP_MESSAGES };

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** Euros. */
  price: z.number(),
  stock: z.number(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/shop/products: the active products, sold-out ones included (stock 0). */
export const productsResponseSchema = okWith({ products: z.array(productSchema) });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

const cartItemSchema = z.object({
  productId: z.string().uuid('validation.shopProductInvalid'),
  quantity: z
    .number({ error: 'validation.shopQuantity' })
    .int('validation.shopQuantity')
    .min(1, 'validation.shopQuantity')
    .max(MAX_LINE_QUANTITY, 'validation.shopQuantity'),
});
const itemsField = z
  .array(cartItemSchema, { error: 'validation.shopCartEmpty' })
  .min(1, 'validation.shopCartEmpty')
  .max(MAX_CART_LINES, 'validation.shopTooManyLines');

/** POST /api/shop/orders: pay the cart from the wallet. */
export const walletOrderBodySchema = z.object({ items: itemsField });
export type WalletOrderBody = z.infer<typeof walletOrderBodySchema>;

/** POST /api/shop/orders/createPaymentIntent: hold the stock and pay the cart by card. */
export const cardOrderBodySchema = z.object({
  items: itemsField,
  saveCard: z.boolean().default(false),
  paymentMethodId: z.string().min(1).max(200).nullable().optional(),
});
export type CardOrderBody = z.input<typeof cardOrderBodySchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderSchema = z.object({
  _id: z.string(),
  /** What the member says at the desk to collect the order. */
  code: z.string(),
  status: orderStatusSchema,
  method: z.enum(['wallet', 'card']),
  /** Euros. */
  total: z.number(),
  items: z.array(
    z.object({ productId: z.string(), name: z.string(), quantity: z.number(), price: z.number() }),
  ),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = okWith({ message: z.string(), order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const cardOrderResponseSchema = z.object({ clientSecret: z.string(), order: orderSchema });
export type CardOrderResponse = z.infer<typeof cardOrderResponseSchema>;

/** GET /api/shop/orders: the member's orders, newest first. */
export const ordersResponseSchema = okWith({ orders: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

/** `shopOrderUpdated:{userId}`: an order of the member changed state. */
export interface ShopOrderUpdatedEvent {
  orderId: string;
  status: Order['status'];
}

// ---------- admin ----------

const priceField = euroAmount(
  z
    .number({ error: 'validation.priceNumber' })
    .positive('validation.pricePositive')
    .max(MAX_PRODUCT_PRICE_CENTS / 100, 'validation.priceTooHigh'),
);

export const productInputSchema = z.object({
  name: z.string().trim().min(1, 'validation.nameRequired').max(80, 'validation.nameTooLong'),
  description: z.string().trim().max(300, 'La descripción es muy larga.').default(''),
  price: priceField,
  stock: z
    .number({ error: 'validation.stockNumber' })
    .int('validation.stockWhole')
    .min(0, 'validation.stockNegative')
    .max(MAX_PRODUCT_STOCK, 'validation.stockTooHigh'),
  active: z.boolean().default(true),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const adminProductSchema = productSchema.extend({ active: z.boolean() });
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductsResponseSchema = okWith({ products: z.array(adminProductSchema) });
export type AdminProductsResponse = z.infer<typeof adminProductsResponseSchema>;
export const adminProductResponseSchema = okWith({
  message: z.string(),
  product: adminProductSchema,
});
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

export const adminOrdersQuerySchema = z.object({ status: orderStatusSchema.optional() });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderSchema = orderSchema.extend({
  member: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrdersResponseSchema = okWith({ orders: z.array(adminOrderSchema) });
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;
export const adminOrderResponseSchema = okWith({ message: z.string(), order: adminOrderSchema });
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

/** POST /api/admin/shop/orders/{id}/{action}. */
export const ORDER_ACTIONS = ['ready', 'delivered', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
