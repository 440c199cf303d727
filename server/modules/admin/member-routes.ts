/** /api/admin/users/:id: one member's page, with what every module keeps about them. */
import { requestLanguage } from '../../plugins/errors.ts';
import { adminUserDetailResponseSchema, idParamsSchema as params } from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { memberDetail } from './member-detail.ts';

/** Admin routes: `access: 'admin'`, their paths under /admin. */
export const memberDetailRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/admin/users/:id',
    summary: "A member's detail (admin)",
    access: 'admin',
    schema: { params, response: responses({ 200: adminUserDetailResponseSchema }) },
    handler: async (request) => ({
      success: true as const,
      ...(await memberDetail(ctx.db, request.params.id, requestLanguage(request))),
    }),
  }),
];
