/** /api/admin/shop/…: the catalogue and the order desk (admins only). */
import type { FastifyRequest } from 'fastify';
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
import type { Message } from '@/i18n/message.ts';
import { requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { saveUploadedImage, uploadUrl } from '../../services/uploads.ts';
import { actOnOrder, listAdminOrders } from './admin-orders.ts';
import { changeProduct, listAdminProducts } from './catalogue.ts';

const ACTION_MESSAGES = {
  ready: SHOP_MESSAGES.markedReady,
  delivered: SHOP_MESSAGES.markedDelivered,
  refund: SHOP_MESSAGES.refunded,
} as const;
/** A done answer's first fields: its message in the asker's language. */
function done(request: FastifyRequest, message: Message) {
  return { success: true as const, message: requestTranslator(request)(message) };
}

/** The OpenAPI document's words for each order action, for developers. */
const ORDER_DOCS = {
  ready: { summary: 'Mark an order ready for pickup (admin)' },
  delivered: { summary: 'Mark an order delivered (admin)' },
  refund: { summary: 'Refund an order (admin)' },
} as const;

export const shopAdminRoutes: ModuleRoutes = (ctx) => {
  const one = responses({ 201: adminProductResponseSchema, 200: adminProductResponseSchema });
  return [
    route({
      method: 'GET',
      path: '/admin/shop/products',
      summary: 'Shop products (admin)',
      access: 'admin',
      schema: { response: responses({ 200: adminProductsResponseSchema }) },
      handler: async () => ({
        success: true as const,
        products: await listAdminProducts(ctx.db),
      }),
    }),
    route({
      method: 'POST',
      path: '/admin/shop/products',
      summary: 'Create a shop product (admin)',
      access: 'admin',
      schema: { body: productInputSchema, response: one },
      handler: async (request, reply) => {
        const product = await changeProduct(ctx, request.user, null, {
          kind: 'create',
          input: request.body,
        });
        return reply.code(201).send({ ...done(request, SHOP_MESSAGES.productCreated), product });
      },
    }),
    route({
      method: 'PUT',
      path: '/admin/shop/products/:id',
      summary: 'Edit a shop product (admin)',
      access: 'admin',
      schema: { params, body: productInputSchema, response: one },
      handler: async (request) => {
        const product = await changeProduct(ctx, request.user, request.params.id, {
          kind: 'update',
          input: request.body,
        });
        return { ...done(request, SHOP_MESSAGES.productUpdated), product };
      },
    }),
    route({
      method: 'GET',
      path: '/admin/shop/orders',
      summary: 'Shop orders (admin)',
      access: 'admin',
      schema: {
        querystring: adminOrdersQuerySchema,
        response: responses({ 200: adminOrdersResponseSchema }),
      },
      handler: async (request) => ({
        success: true as const,
        orders: await listAdminOrders(ctx.db, request.query),
      }),
    }),
    route({
      method: 'POST',
      path: '/admin/shop/products/:id/image',
      summary: "Upload a product's image (admin)",
      access: 'admin',
      bodyParser: 'multipart',
      schema: { params, response: one },
      handler: async (request) => {
        const name = await saveUploadedImage(ctx, request);
        const product = await changeProduct(ctx, request.user, request.params.id, {
          kind: 'image',
          image: uploadUrl(name)!,
        });
        return { ...done(request, SHOP_MESSAGES.imageUpdated), product };
      },
    }),
    ...ORDER_ACTIONS.map((action) =>
      route({
        method: 'POST',
        path: `/admin/shop/orders/:id/${action}`,
        summary: ORDER_DOCS[action].summary,
        access: 'admin',
        schema: { params, response: responses({ 200: adminOrderResponseSchema }) },
        handler: async (request) => {
          const order = await actOnOrder(ctx, request.user, request.params.id, action);
          return { ...done(request, ACTION_MESSAGES[action]), order };
        },
      }),
    ),
  ];
};
