/** /api/admin/shop/…: the catalogue and the order desk. Mounted inside the admin-only scope. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params } from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import {
  ORDER_ACTIONS,
  SHOP_MESSAGES,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminProductResponseSchema,
  adminProductsResponseSchema,
  productInputSchema,
} from '@/api/shop.ts';
import type { AppContext } from '../../context.ts';
import { multipartRoutes } from '../../plugins/uploads.ts';
import { saveUploadedImage, uploadUrl } from '../../services/uploads.ts';
import { actOnOrder, listAdminOrders } from './admin-orders.ts';
import { changeProduct, listAdminProducts } from './catalogue.ts';

const ACTION_MESSAGES = {
  ready: SHOP_MESSAGES.markedReady,
  delivered: SHOP_MESSAGES.markedDelivered,
  refund: SHOP_MESSAGES.refunded,
} as const;

export const shopAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const list = { response: responses({ 200: adminProductsResponseSchema }) };
    app.get('/shop/products', { schema: list }, async () => ({
      success: true as const,
      products: await listAdminProducts(ctx.db),
    }));

    const one = responses({ 201: adminProductResponseSchema, 200: adminProductResponseSchema });
    app.post(
      '/shop/products',
      { schema: { body: productInputSchema, response: one } },
      async (request, reply) => {
        const admin = await request.requireAdmin();
        const product = await changeProduct(ctx, admin, null, {
          kind: 'create',
          input: request.body,
        });
        return reply
          .code(201)
          .send({ success: true as const, message: SHOP_MESSAGES.productCreated, product });
      },
    );

    app.put(
      '/shop/products/:id',
      { schema: { params, body: productInputSchema, response: one } },
      async (request) => {
        const admin = await request.requireAdmin();
        const product = await changeProduct(ctx, admin, request.params.id, {
          kind: 'update',
          input: request.body,
        });
        return { success: true as const, message: SHOP_MESSAGES.productUpdated, product };
      },
    );

    await app.register(
      multipartRoutes(ctx.config.maxUploadBytes, async (scope) => {
        scope.post(
          '/shop/products/:id/image',
          { schema: { params, response: one } },
          async (request) => {
            const admin = await request.requireAdmin();
            const name = await saveUploadedImage(ctx, request);
            const product = await changeProduct(ctx, admin, request.params.id, {
              kind: 'image',
              image: uploadUrl(name)!,
            });
            return { success: true as const, message: SHOP_MESSAGES.imageUpdated, product };
          },
        );
      }),
    );

    const orders = {
      querystring: adminOrdersQuerySchema,
      response: responses({ 200: adminOrdersResponseSchema }),
    };
    app.get('/shop/orders', { schema: orders }, async (request) => ({
      success: true as const,
      orders: await listAdminOrders(ctx.db, request.query),
    }));

    for (const action of ORDER_ACTIONS) {
      const schema = { params, response: responses({ 200: adminOrderResponseSchema }) };
      app.post(`/shop/orders/:id/${action}`, { schema }, async (request) => {
        const admin = await request.requireAdmin();
        const order = await actOnOrder(ctx, admin, request.params.id, action);
        return { success: true as const, message: ACTION_MESSAGES[action], order };
      });
    }
  };
