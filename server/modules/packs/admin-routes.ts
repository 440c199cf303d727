/** /api/admin/packs/…: pack types, desk sales, extensions and refunds (admins only). */
import { responses } from '@/api/common.ts';
import {
  adminPackResponseSchema,
  adminPacksResponseSchema,
  extendPackBodySchema,
  packIdParamsSchema as params,
  packTypeBodySchema,
  packTypeResponseSchema,
  refundPackBodySchema,
  sellPackBodySchema,
} from '@/api/packs.ts';
import { centsToEuros } from '@/domain/money.ts';
import { requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { adminPacks, extendPack, refundPack, savePackType, sellAtDesk } from './admin.ts';

export const packsAdminRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/admin/packs',
    summary: 'Pack types, packs sold and their statistics (admin)',
    access: 'admin',
    schema: { response: responses({ 200: adminPacksResponseSchema }) },
    handler: async () => adminPacks(ctx),
  }),
  route({
    method: 'POST',
    path: '/admin/packs/types',
    summary: 'Define a pack (admin)',
    access: 'admin',
    schema: { body: packTypeBodySchema, response: responses({ 201: packTypeResponseSchema }) },
    handler: async (request, reply) => {
      const type = await savePackType(ctx, request.user, request.body);
      return reply.code(201).send({ success: true as const, type });
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/packs/types/:id',
    summary: 'Edit a pack (admin)',
    access: 'admin',
    schema: {
      params,
      body: packTypeBodySchema,
      response: responses({ 200: packTypeResponseSchema }),
    },
    handler: async (request) => {
      const type = await savePackType(ctx, request.user, request.body, request.params.id);
      return { success: true as const, type };
    },
  }),
  route({
    method: 'POST',
    path: '/admin/packs/sell',
    summary: 'Sell a pack at the desk (admin)',
    access: 'admin',
    schema: { body: sellPackBodySchema, response: responses({ 201: adminPackResponseSchema }) },
    handler: async (request, reply) => {
      const pack = await sellAtDesk(ctx, request.user, request.body);
      return reply.code(201).send({
        success: true as const,
        message: requestTranslator(request)('answers.packSold'),
        pack,
      });
    },
  }),
  route({
    method: 'POST',
    path: '/admin/packs/:id/extend',
    summary: "Extend a member's pack (admin)",
    access: 'admin',
    schema: {
      params,
      body: extendPackBodySchema,
      response: responses({ 200: adminPackResponseSchema }),
    },
    handler: async (request) => {
      const { days, reason } = request.body;
      const pack = await extendPack(ctx, request.user, request.params.id, days, reason);
      const message = requestTranslator(request)('answers.packExtended', { days });
      return { success: true as const, message, pack };
    },
  }),
  route({
    method: 'POST',
    path: '/admin/packs/:id/refund',
    summary: "Refund a member's pack (admin)",
    access: 'admin',
    schema: {
      params,
      body: refundPackBodySchema,
      response: responses({ 200: adminPackResponseSchema }),
    },
    handler: async (request) => {
      const { pack, cents } = await refundPack(
        ctx,
        request.user,
        request.params.id,
        request.body.reason,
      );
      const amount = centsToEuros(cents).toFixed(2);
      const message = requestTranslator(request)('answers.packRefundedToWallet', { amount });
      return { success: true as const, message, pack };
    },
  }),
];
