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
import { saveUploadedImage, uploadUrl } from '../../services/uploads.ts';
import { requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { changeCourt, listAdminCourts } from './manage.ts';

/**
 * The blocked times are edited through the
 * calendar module (calendar/blocked-times-routes.ts): a block may cancel bookings.
 */
export const courtsAdminRoutes: ModuleRoutes = (ctx) => {
  const today = () => clubDate(ctx.now(), ctx.config.club.timezone);
  const one = { response: responses({ 200: adminCourtResponseSchema }) };
  const create = { ...one, body: courtInputSchema };
  return [
    route({
      method: 'GET',
      path: '/admin/courts',
      summary: 'Courts list (admin)',
      access: 'admin',
      schema: { response: responses({ 200: adminCourtsResponseSchema }) },
      handler: async () => ({
        success: true as const,
        courts: await listAdminCourts(ctx.db, today()),
      }),
    }),
    route({
      method: 'POST',
      path: '/admin/courts',
      summary: 'Create a court (admin)',
      access: 'admin',
      schema: { ...create, response: responses({ 201: adminCourtResponseSchema }) },
      handler: async (request, reply) => {
        const court = await changeCourt(ctx, request.user, null, {
          kind: 'create',
          input: request.body,
        });
        return reply.code(201).send({
          success: true as const,
          message: requestTranslator(request)(ADMIN_COURT_MESSAGES.created),
          court,
        });
      },
    }),
    route({
      method: 'PUT',
      path: '/admin/courts/:id',
      summary: 'Edit a court (admin)',
      access: 'admin',
      schema: { ...create, params },
      handler: async (request) => {
        const court = await changeCourt(ctx, request.user, request.params.id, {
          kind: 'update',
          input: request.body,
        });
        return {
          success: true as const,
          message: requestTranslator(request)(ADMIN_COURT_MESSAGES.updated),
          court,
        };
      },
    }),
    ...[false, true].map((active) =>
      route({
        method: 'POST',
        path: active ? '/admin/courts/:id/activate' : '/admin/courts/:id/deactivate',
        summary: active ? 'Activate a court (admin)' : 'Deactivate a court (admin)',
        access: 'admin',
        schema: { ...one, params },
        handler: async (request) => {
          const court = await changeCourt(ctx, request.user, request.params.id, {
            kind: 'active',
            active,
          });
          const message = requestTranslator(request)(
            active ? ADMIN_COURT_MESSAGES.activated : ADMIN_COURT_MESSAGES.deactivated,
          );
          return { success: true as const, message, court };
        },
      }),
    ),
    route({
      method: 'POST',
      path: '/admin/courts/:id/image',
      summary: "Upload a court's image (admin)",
      access: 'admin',
      bodyParser: 'multipart',
      schema: { ...one, params },
      handler: async (request) => {
        const name = await saveUploadedImage(ctx, request);
        const court = await changeCourt(ctx, request.user, request.params.id, {
          kind: 'image',
          image: uploadUrl(name)!,
        });
        return {
          success: true as const,
          message: requestTranslator(request)(ADMIN_COURT_MESSAGES.imageUpdated),
          court,
        };
      },
    }),
  ];
};
