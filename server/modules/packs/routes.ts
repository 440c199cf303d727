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
import { requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { buyWithCard, buyWithWallet, memberRefund } from './buy.ts';
import { listPackTypes, memberPackOf, packTypeOf, packsOf } from './queries.ts';

export const packsRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/packs',
    summary: "Packs on sale and the user's packs ('Bonos')",
    access: 'signedIn',
    schema: { response: responses({ 200: packsResponseSchema }) },
    handler: async (request) => {
      const types = (await listPackTypes(ctx.db, true)).filter(
        (t) => canBuyPack(t, request.user.role).ok,
      );
      const packs = await packsOf(ctx.db, request.user.id);
      return {
        success: true as const,
        types: types.map(packTypeOf),
        packs: packs.map(memberPackOf),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/packs',
    summary: 'Buy a pack from the wallet',
    access: 'signedIn',
    schema: { body: buyPackBodySchema, response: responses({ 201: packResponseSchema }) },
    handler: async (request, reply) => {
      const pack = await buyWithWallet(ctx, request.user, request.body.packTypeId);
      return reply.code(201).send({
        success: true as const,
        message: requestTranslator(request)('answers.packBought'),
        pack,
      });
    },
  }),
  route({
    method: 'POST',
    path: '/packs/createPaymentIntent',
    summary: 'Start a card payment of a pack',
    access: 'signedIn',
    schema: { body: cardPackBodySchema, response: responses({ 200: cardPackResponseSchema }) },
    handler: async (request) => {
      return buyWithCard(ctx, request.user, request.body);
    },
  }),
  route({
    method: 'POST',
    path: '/packs/:id/refund',
    summary: 'Give back an unused pack to the wallet',
    access: 'signedIn',
    schema: { params: packIdParamsSchema, response: responses({ 200: packResponseSchema }) },
    handler: async (request) => {
      const pack = await memberRefund(ctx, request.user, request.params.id);
      const message = requestTranslator(request)('answers.packRefunded');
      return { success: true as const, message, pack };
    },
  }),
];
