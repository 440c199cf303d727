/** /api/packs/…: the packs on sale and the member's own, bought from the wallet or by card. */
import { responses } from '@/api/common.ts';
import {
  buyPackBodySchema,
  cardPackBodySchema,
  cardPackResponseSchema,
  packIdParamsSchema,
  packResponseSchema,
  packsResponseSchema,
} from '@/api/packs.ts';
import { canBuyPack } from '@/domain/packs.ts';
import type { ModuleRoutes } from '../types.ts';
import { buyWithCard, buyWithWallet, memberRefund } from './buy.ts';
import { listPackTypes, memberPackOf, packTypeOf, packsOf } from './queries.ts';

export const packsRoutes: ModuleRoutes = (ctx) => async (app) => {
  const list = { response: responses({ 200: packsResponseSchema }) };
  app.get('/packs', { schema: list }, async (request) => {
    const user = await request.requireUser();
    const types = (await listPackTypes(ctx.db, true)).filter((t) => canBuyPack(t, user.role).ok);
    const packs = await packsOf(ctx.db, user.id);
    return { success: true as const, types: types.map(packTypeOf), packs: packs.map(memberPackOf) };
  });

  const buy = { body: buyPackBodySchema, response: responses({ 201: packResponseSchema }) };
  app.post('/packs', { schema: buy }, async (request, reply) => {
    const user = await request.requireUser();
    const pack = await buyWithWallet(ctx, user, request.body.packTypeId);
    return reply.code(201).send({ success: true as const, message: 'Bono comprado.', pack });
  });

  const card = { body: cardPackBodySchema, response: responses({ 200: cardPackResponseSchema }) };
  app.post('/packs/createPaymentIntent', { schema: card }, async (request) => {
    const user = await request.requireUser();
    return buyWithCard(ctx, user, request.body);
  });

  const refund = { params: packIdParamsSchema, response: responses({ 200: packResponseSchema }) };
  app.post('/packs/:id/refund', { schema: refund }, async (request) => {
    const user = await request.requireUser();
    const pack = await memberRefund(ctx, user, request.params.id);
    return { success: true as const, message: 'Bono devuelto al monedero.', pack };
  });
};
