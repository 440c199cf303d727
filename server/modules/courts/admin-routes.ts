/** /api/admin/courts… and /api/admin/blocked-times…: the courts and their blocked times. */
import {
  ADMIN_BLOCK_MESSAGES,
  ADMIN_COURT_MESSAGES,
  adminBlockedTimesResponseSchema,
  adminCourtResponseSchema,
  adminCourtsResponseSchema,
  blockCoverageBodySchema,
  blockCoverageResponseSchema,
  blockSavedResponseSchema,
  blockedTimesQuerySchema,
  courtInputSchema,
  createBlockBodySchema,
  idParamsSchema as params,
  updateBlockBodySchema,
} from '@/api/admin.ts';
import { messageResponseSchema, responses } from '@/api/common.ts';
import { clubDate } from '@/domain/club-time.ts';
import { centsToEuros } from '@/domain/money.ts';
import { multipartRoutes } from '../../plugins/uploads.ts';
import { saveUploadedImage, uploadUrl } from '../../services/uploads.ts';
import type { ModuleRoutes } from '../types.ts';
import {
  createBlocks,
  deleteBlock,
  listBlocks,
  updateBlock,
  type BlockSaved,
  type BookingsUnderBlocks,
} from './blocked-times.ts';
import { changeCourt, listAdminCourts } from './manage.ts';

function savedAnswer(message: string, saved: BlockSaved) {
  return {
    success: true as const,
    message,
    blockedTimes: saved.blockedTimes,
    cancelledBookings: saved.cancelledBookings,
    refunded: centsToEuros(saved.refundedCents),
  };
}

/** Mounted under the admin scope of modules/index.ts, with the bookings a block may cancel. */
export const courtsAdminRoutes =
  (under: BookingsUnderBlocks): ModuleRoutes =>
  (ctx) =>
  async (app) => {
    const today = () => clubDate(ctx.now(), ctx.config.club.timezone);

    const list = { response: responses({ 200: adminCourtsResponseSchema }) };
    app.get('/courts', { schema: list }, async () => ({
      success: true as const,
      courts: await listAdminCourts(ctx.db, today()),
    }));

    const one = { response: responses({ 200: adminCourtResponseSchema }) };
    const create = { ...one, body: courtInputSchema };
    app.post(
      '/courts',
      { schema: { ...create, response: responses({ 201: adminCourtResponseSchema }) } },
      async (request, reply) => {
        const admin = await request.requireAdmin();
        const court = await changeCourt(ctx, admin, null, { kind: 'create', input: request.body });
        return reply
          .code(201)
          .send({ success: true as const, message: ADMIN_COURT_MESSAGES.created, court });
      },
    );

    app.put('/courts/:id', { schema: { ...create, params } }, async (request) => {
      const admin = await request.requireAdmin();
      const court = await changeCourt(ctx, admin, request.params.id, {
        kind: 'update',
        input: request.body,
      });
      return { success: true as const, message: ADMIN_COURT_MESSAGES.updated, court };
    });

    for (const active of [false, true]) {
      const path = active ? '/courts/:id/activate' : '/courts/:id/deactivate';
      app.post(path, { schema: { ...one, params } }, async (request) => {
        const admin = await request.requireAdmin();
        const court = await changeCourt(ctx, admin, request.params.id, { kind: 'active', active });
        const message = active ? ADMIN_COURT_MESSAGES.activated : ADMIN_COURT_MESSAGES.deactivated;
        return { success: true as const, message, court };
      });
    }

    await app.register(
      multipartRoutes(ctx.config.maxUploadBytes, async (scope) => {
        scope.post('/courts/:id/image', { schema: { ...one, params } }, async (request) => {
          const admin = await request.requireAdmin();
          const name = await saveUploadedImage(ctx, request);
          const court = await changeCourt(ctx, admin, request.params.id, {
            kind: 'image',
            image: uploadUrl(name)!,
          });
          return { success: true as const, message: ADMIN_COURT_MESSAGES.imageUpdated, court };
        });
      }),
    );

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
        bookings: await under.covered(ctx.db, courtIds, block, ctx.now()),
      };
    });

    const saved = responses({ 200: blockSavedResponseSchema });
    app.post(
      '/blocked-times',
      { schema: { body: createBlockBodySchema, response: saved } },
      async (request) => {
        const admin = await request.requireAdmin();
        const result = await createBlocks(ctx, under, admin, request.body);
        return savedAnswer(ADMIN_BLOCK_MESSAGES.created, result);
      },
    );

    app.put(
      '/blocked-times/:id',
      { schema: { params, body: updateBlockBodySchema, response: saved } },
      async (request) => {
        const admin = await request.requireAdmin();
        const result = await updateBlock(ctx, under, admin, request.params.id, request.body);
        return savedAnswer(ADMIN_BLOCK_MESSAGES.updated, result);
      },
    );

    const remove = { params, response: responses({ 200: messageResponseSchema }) };
    app.delete('/blocked-times/:id', { schema: remove }, async (request) => {
      const admin = await request.requireAdmin();
      await deleteBlock(ctx, under, admin, request.params.id);
      return { success: true as const, message: ADMIN_BLOCK_MESSAGES.deleted };
    });
  };
