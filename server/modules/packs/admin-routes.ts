/** /api/admin/packs/…: pack types, desk sales, extensions and refunds. Inside the admin scope. */
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
import type { ModuleRoutes } from '../types.ts';
import { adminPacks, extendPack, refundPack, savePackType, sellAtDesk } from './admin.ts';

export const packsAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const list = { response: responses({ 200: adminPacksResponseSchema }) };
  app.get('/packs', { schema: list }, async () => adminPacks(ctx));

  const create = { body: packTypeBodySchema, response: responses({ 201: packTypeResponseSchema }) };
  app.post('/packs/types', { schema: create }, async (request, reply) => {
    const admin = await request.requireAdmin();
    const type = await savePackType(ctx, admin, request.body);
    return reply.code(201).send({ success: true as const, type });
  });

  const edit = {
    params,
    body: packTypeBodySchema,
    response: responses({ 200: packTypeResponseSchema }),
  };
  app.put('/packs/types/:id', { schema: edit }, async (request) => {
    const admin = await request.requireAdmin();
    const type = await savePackType(ctx, admin, request.body, request.params.id);
    return { success: true as const, type };
  });

  const sell = { body: sellPackBodySchema, response: responses({ 201: adminPackResponseSchema }) };
  app.post('/packs/sell', { schema: sell }, async (request, reply) => {
    const admin = await request.requireAdmin();
    const pack = await sellAtDesk(ctx, admin, request.body);
    return reply.code(201).send({ success: true as const, message: 'Bono vendido.', pack });
  });

  const extend = {
    params,
    body: extendPackBodySchema,
    response: responses({ 200: adminPackResponseSchema }),
  };
  app.post('/packs/:id/extend', { schema: extend }, async (request) => {
    const admin = await request.requireAdmin();
    const { days, reason } = request.body;
    const pack = await extendPack(ctx, admin, request.params.id, days, reason);
    return { success: true as const, message: `Bono ampliado ${days} días.`, pack };
  });

  const refund = {
    params,
    body: refundPackBodySchema,
    response: responses({ 200: adminPackResponseSchema }),
  };
  app.post('/packs/:id/refund', { schema: refund }, async (request) => {
    const admin = await request.requireAdmin();
    const { pack, cents } = await refundPack(ctx, admin, request.params.id, request.body.reason);
    const message = `Bono reembolsado: ${centsToEuros(cents).toFixed(2)} € al monedero.`;
    return { success: true as const, message, pack };
  });
};
