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
import { requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { listProducts } from './catalogue.ts';
import { myOrders, placeCardOrder, placeWalletOrder } from './orders.ts';

export const shopRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/shop/products',
    summary: 'Shop catalogue',
    access: 'signedIn',
    schema: { response: responses({ 200: productsResponseSchema }) },
    handler: async () => ({ success: true as const, products: await listProducts(ctx.db) }),
  }),
  route({
    method: 'GET',
    path: '/shop/orders',
    summary: "The user's shop orders",
    access: 'signedIn',
    schema: { response: responses({ 200: ordersResponseSchema }) },
    handler: async (request) => {
      return { success: true as const, orders: await myOrders(ctx, request.user.id) };
    },
  }),
  route({
    method: 'POST',
    path: '/shop/orders',
    summary: 'Place a shop order',
    access: 'signedIn',
    schema: {
      body: walletOrderBodySchema,
      response: responses({ 201: orderResponseSchema }),
    },
    handler: async (request, reply) => {
      const order = await placeWalletOrder(ctx, request.user, request.body);
      return reply.code(201).send({
        success: true as const,
        message: requestTranslator(request)(SHOP_MESSAGES.paidWallet),
        order,
      });
    },
  }),
  route({
    method: 'POST',
    path: '/shop/orders/createPaymentIntent',
    summary: 'Start a card payment of a shop order',
    access: 'signedIn',
    schema: {
      body: cardOrderBodySchema,
      response: responses({ 200: cardOrderResponseSchema }),
    },
    handler: async (request) => {
      return placeCardOrder(ctx, request.user, request.body);
    },
  }),
];
