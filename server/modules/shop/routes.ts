/** /api/shop/…: the catalogue and the member's orders (signed-in users). */
import { responses } from '@/api/common.ts';
import {
  SHOP_MESSAGES,
  cardOrderBodySchema,
  cardOrderResponseSchema,
  orderResponseSchema,
  ordersResponseSchema,
  productsResponseSchema,
  walletOrderBodySchema,
} from '@/api/shop.ts';
import type { ModuleRoutes } from '../types.ts';
import { listProducts } from './catalogue.ts';
import { myOrders, placeCardOrder, placeWalletOrder } from './orders.ts';

export const shopRoutes: ModuleRoutes = (ctx) => async (app) => {
  const products = { response: responses({ 200: productsResponseSchema }) };
  app.get('/shop/products', { schema: products }, async (request) => {
    await request.requireUser();
    return { success: true as const, products: await listProducts(ctx.db) };
  });

  const orders = { response: responses({ 200: ordersResponseSchema }) };
  app.get('/shop/orders', { schema: orders }, async (request) => {
    const user = await request.requireUser();
    return { success: true as const, orders: await myOrders(ctx, user.id) };
  });

  const walletOrder = {
    body: walletOrderBodySchema,
    response: responses({ 201: orderResponseSchema }),
  };
  app.post('/shop/orders', { schema: walletOrder }, async (request, reply) => {
    const user = await request.requireUser();
    const order = await placeWalletOrder(ctx, user, request.body);
    return reply
      .code(201)
      .send({ success: true as const, message: SHOP_MESSAGES.paidWallet, order });
  });

  const cardOrder = {
    body: cardOrderBodySchema,
    response: responses({ 200: cardOrderResponseSchema }),
  };
  app.post('/shop/orders/createPaymentIntent', { schema: cardOrder }, async (request) => {
    const user = await request.requireUser();
    return placeCardOrder(ctx, user, request.body);
  });
};
