/**
 * The admin API under /api/admin. One hook refuses everyone but admins before anything else runs
 * (body parsing and validation included): 401 without a session, 403 for any other role.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PREFIX, auditQuerySchema, auditResponseSchema } from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import type { ModuleRoutes } from '../types.ts';
import { listAudit } from './audit.ts';
import { bookingRoutes } from './routes-bookings.ts';
import { courtRoutes } from './routes-courts.ts';
import { memberRoutes } from './routes-members.ts';
import { statsRoutes } from './routes-stats.ts';
import { shopAdminRoutes } from '../shop/admin-routes.ts';
import { schoolAdminRoutes } from '../school/admin-routes.ts';

export const adminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const admin: FastifyPluginAsyncZod = async (scope) => {
    scope.addHook('onRequest', async (request) => {
      await request.requireAdmin();
    });

    const audit = {
      querystring: auditQuerySchema,
      response: responses({ 200: auditResponseSchema }),
    };
    scope.get('/audit', { schema: audit }, async (request) => {
      const { entries, total } = await listAudit(ctx.db, request.query);
      const { page, pageSize } = request.query;
      return { success: true as const, entries, total, page, pageSize };
    });

    await scope.register(memberRoutes(ctx));
    await scope.register(bookingRoutes(ctx));
    await scope.register(courtRoutes(ctx));
    await scope.register(statsRoutes(ctx));
    await scope.register(shopAdminRoutes(ctx));
    await scope.register(schoolAdminRoutes(ctx));
  };
  await app.register(admin, { prefix: ADMIN_PREFIX });
};
