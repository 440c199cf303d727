/** /api/admin/users/:id: one member's page, with what every module keeps about them. */
import { adminUserDetailResponseSchema, idParamsSchema as params } from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import type { ModuleRoutes } from '../types.ts';
import { memberDetail } from './member-detail.ts';

/** Mounted under the admin scope of modules/index.ts. */
export const memberDetailRoutes: ModuleRoutes = (ctx) => async (app) => {
  const detail = { params, response: responses({ 200: adminUserDetailResponseSchema }) };
  app.get('/users/:id', { schema: detail }, async (request) => ({
    success: true as const,
    ...(await memberDetail(ctx.db, request.params.id)),
  }));
};
