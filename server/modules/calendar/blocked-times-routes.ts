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
import type { ModuleRoutes } from '../types.ts';
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

/** Mounted under the admin scope of modules/index.ts. */
export const blockedTimesAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const today = () => clubDate(ctx.now(), ctx.config.club.timezone);

  const blocks = {
    querystring: blockedTimesQuerySchema,
    response: responses({ 200: adminBlockedTimesResponseSchema }),
  };
  app.get('/blocked-times', { schema: blocks }, async (request) => ({
    success: true as const,
    blockedTimes: await listBlocks(ctx.db, request.query, today()),
  }));

  const coverage = {
    body: blockCoverageBodySchema,
    response: responses({ 200: blockCoverageResponseSchema }),
  };
  app.post('/blocked-times/coverage', { schema: coverage }, async (request) => {
    const { courtIds, ...block } = request.body;
    return {
      success: true as const,
      bookings: await bookingsUnderBlocks.covered(ctx.db, courtIds, block, ctx.now()),
    };
  });

  const saved = responses({ 200: blockSavedResponseSchema });
  app.post(
    '/blocked-times',
    { schema: { body: createBlockBodySchema, response: saved } },
    async (request) => {
      const admin = await request.requireAdmin();
      const result = await createBlocks(ctx, admin, request.body);
      return savedAnswer(ADMIN_BLOCK_MESSAGES.created, result);
    },
  );

  app.put(
    '/blocked-times/:id',
    { schema: { params, body: updateBlockBodySchema, response: saved } },
    async (request) => {
      const admin = await request.requireAdmin();
      const result = await updateBlock(ctx, admin, request.params.id, request.body);
      return savedAnswer(ADMIN_BLOCK_MESSAGES.updated, result);
    },
  );

  const remove = { params, response: responses({ 200: messageResponseSchema }) };
  app.delete('/blocked-times/:id', { schema: remove }, async (request) => {
    const admin = await request.requireAdmin();
    await deleteBlock(ctx, admin, request.params.id);
    return { success: true as const, message: ADMIN_BLOCK_MESSAGES.deleted };
  });
};
