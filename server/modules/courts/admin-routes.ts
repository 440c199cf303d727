/** /api/admin/courts…: the courts. */
import {
  ADMIN_COURT_MESSAGES,
  adminCourtResponseSchema,
  adminCourtsResponseSchema,
  courtInputSchema,
  idParamsSchema as params,
} from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import { clubDate } from '@/domain/club-time.ts';
import { multipartRoutes } from '../../plugins/uploads.ts';
import { saveUploadedImage, uploadUrl } from '../../services/uploads.ts';
import type { ModuleRoutes } from '../types.ts';
import { changeCourt, listAdminCourts } from './manage.ts';

/**
 * Mounted under the admin scope of modules/index.ts. The blocked times are edited through the
 * calendar module (calendar/blocked-times-routes.ts): a block may cancel bookings.
 */
export const courtsAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
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
};
