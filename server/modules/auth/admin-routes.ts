/** /api/admin/users/:id/disable and /enable: an account the club closes, or opens again. */
import {
  ADMIN_USER_MESSAGES,
  adminUserResponseSchema,
  idParamsSchema as params,
} from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import type { ModuleRoutes } from '../types.ts';
import { setDisabled } from './disable.ts';

/** Mounted under the admin scope of modules/index.ts. */
export const authAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const toggle = { params, response: responses({ 200: adminUserResponseSchema }) };
  app.post('/users/:id/disable', { schema: toggle }, async (request) => {
    const admin = await request.requireAdmin();
    const user = await setDisabled(ctx, admin, request.params.id, true);
    return { success: true as const, message: ADMIN_USER_MESSAGES.disabled, user };
  });
  app.post('/users/:id/enable', { schema: toggle }, async (request) => {
    const admin = await request.requireAdmin();
    const user = await setDisabled(ctx, admin, request.params.id, false);
    return { success: true as const, message: ADMIN_USER_MESSAGES.enabled, user };
  });
};
