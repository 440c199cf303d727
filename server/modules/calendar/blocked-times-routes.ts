/**
 * /api/admin/blocked-times…: the courts' blocked times. Here rather than with the courts: saving a
 * block may cancel the bookings under it (calendar/blocked-times.ts).
 */
import {
  ADMIN_BLOCK_MESSAGES,
  adminBlockedTimesResponseSchema,
  blockCoverageBodySchema,
  blockCoverageResponseSchema,
  blockSavedResponseSchema,
  blockedTimesQuerySchema,
  createBlockBodySchema,
  idParamsSchema as params,
  updateBlockBodySchema,
} from '@/api/admin.ts';
import { messageResponseSchema, responses } from '@/api/common.ts';
import { clubDate } from '@/domain/club-time.ts';
import { centsToEuros } from '@/domain/money.ts';
import { bookingsUnderBlocks } from '../bookings/index.ts';
import { listBlocks } from '../courts/index.ts';
import { requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { createBlocks, deleteBlock, updateBlock, type BlockSaved } from './blocked-times.ts';

function savedAnswer(message: string, saved: BlockSaved) {
  return {
    success: true as const,
    message,
    blockedTimes: saved.blockedTimes,
    cancelledBookings: saved.cancelledBookings,
    refunded: centsToEuros(saved.refundedCents),
  };
}

/** Admin routes: `access: 'admin'`, their paths under /admin. */
export const blockedTimesAdminRoutes: ModuleRoutes = (ctx) => {
  const today = () => clubDate(ctx.now(), ctx.config.club.timezone);
  const saved = responses({ 200: blockSavedResponseSchema });
  return [
    route({
      method: 'GET',
      path: '/admin/blocked-times',
      summary: 'Blocked times (admin)',
      access: 'admin',
      schema: {
        querystring: blockedTimesQuerySchema,
        response: responses({ 200: adminBlockedTimesResponseSchema }),
      },
      handler: async (request) => ({
        success: true as const,
        blockedTimes: await listBlocks(ctx.db, request.query, today()),
      }),
    }),
    route({
      method: 'POST',
      path: '/admin/blocked-times/coverage',
      summary: 'Bookings a block would cover (admin)',
      access: 'admin',
      schema: {
        body: blockCoverageBodySchema,
        response: responses({ 200: blockCoverageResponseSchema }),
      },
      handler: async (request) => {
        const { courtIds, ...block } = request.body;
        return {
          success: true as const,
          bookings: await bookingsUnderBlocks.covered(ctx.db, courtIds, block, ctx.now()),
        };
      },
    }),
    route({
      method: 'POST',
      path: '/admin/blocked-times',
      summary: 'Block court times (admin)',
      access: 'admin',
      schema: { body: createBlockBodySchema, response: saved },
      handler: async (request) => {
        const result = await createBlocks(ctx, request.user, request.body);
        return savedAnswer(requestTranslator(request)(ADMIN_BLOCK_MESSAGES.created), result);
      },
    }),
    route({
      method: 'PUT',
      path: '/admin/blocked-times/:id',
      summary: 'Edit a blocked time (admin)',
      access: 'admin',
      schema: { params, body: updateBlockBodySchema, response: saved },
      handler: async (request) => {
        const result = await updateBlock(ctx, request.user, request.params.id, request.body);
        return savedAnswer(requestTranslator(request)(ADMIN_BLOCK_MESSAGES.updated), result);
      },
    }),
    route({
      method: 'DELETE',
      path: '/admin/blocked-times/:id',
      summary: 'Remove a blocked time (admin)',
      access: 'admin',
      schema: { params, response: responses({ 200: messageResponseSchema }) },
      handler: async (request) => {
        await deleteBlock(ctx, request.user, request.params.id);
        return {
          success: true as const,
          message: requestTranslator(request)(ADMIN_BLOCK_MESSAGES.deleted),
        };
      },
    }),
  ];
};
