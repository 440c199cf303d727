/** /api/admin/access and …/access.csv: the door's access log for the admin. */
import {
  MAX_ACCESS_CSV_ROWS,
  adminAccessQuerySchema,
  adminAccessResponseSchema,
  csvSchema,
} from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import { csvOf, sendCsv } from '../../services/csv.ts';
import type { ModuleRoutes } from '../types.ts';
import { listAccess } from './admin-access.ts';

export const doorAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const access = {
    querystring: adminAccessQuerySchema,
    response: responses({ 200: adminAccessResponseSchema }),
  };
  app.get('/access', { schema: access }, async (request) => {
    const { logs, total } = await listAccess(ctx.db, request.query, ctx.config.club.timezone);
    const { page, pageSize } = request.query;
    return { success: true as const, logs, total, page, pageSize };
  });

  const accessCsv = {
    querystring: adminAccessQuerySchema.omit({ page: true, pageSize: true }),
    response: responses({ 200: csvSchema }),
  };
  app.get('/access.csv', { schema: accessCsv }, async (request, reply) => {
    const query = { ...request.query, page: 1, pageSize: MAX_ACCESS_CSV_ROWS };
    const { logs } = await listAccess(ctx.db, query, ctx.config.club.timezone);
    const rows = logs.map((l) => ({
      date: l.createdAt,
      name: l.user.name,
      email: l.user.email,
      role: l.user.role,
      doorId: l.doorId,
      result: l.result,
      reason: l.reason,
    }));
    const columns = ['date', 'name', 'email', 'role', 'doorId', 'result', 'reason'];
    return sendCsv(reply, 'accesos.csv', csvOf(columns, rows));
  });
};
