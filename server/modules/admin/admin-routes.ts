/**
 * The back office's own admin routes: the audit log, the members, the reservations across courts
 * and the statistics. Mounted with every module's admin routes under the admin-only scope of
 * modules/index.ts.
 */
import { auditQuerySchema, auditResponseSchema } from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import { listAudit } from '../../services/audit.ts';
import type { ModuleRoutes } from '../types.ts';
import { memberRoutes } from './members/admin-routes.ts';
import { bookingRoutes } from './reservations/admin-routes.ts';
import { statsRoutes } from './stats/admin-routes.ts';

export const adminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const audit = {
    querystring: auditQuerySchema,
    response: responses({ 200: auditResponseSchema }),
  };
  app.get('/audit', { schema: audit }, async (request) => {
    const { entries, total } = await listAudit(ctx.db, request.query);
    const { page, pageSize } = request.query;
    return { success: true as const, entries, total, page, pageSize };
  });

  await app.register(memberRoutes(ctx));
  await app.register(bookingRoutes(ctx));
  await app.register(statsRoutes(ctx));
};
