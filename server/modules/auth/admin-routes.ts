/** /api/admin/users/:id/disable and /enable: an account the club closes, or opens again. */
import {
  ADMIN_USER_MESSAGES,
  adminUserResponseSchema,
  idParamsSchema as params,
} from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import { requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { setDisabled } from './disable.ts';

/** Admin routes: `access: 'admin'`, their paths under /admin. */
export const authAdminRoutes: ModuleRoutes = (ctx) => {
  const toggle = { params, response: responses({ 200: adminUserResponseSchema }) };
  return [
    route({
      method: 'POST',
      path: '/admin/users/:id/disable',
      summary: 'Disable an account (admin)',
      access: 'admin',
      schema: toggle,
      handler: async (request) => {
        const user = await setDisabled(ctx, request.user, request.params.id, true);
        return {
          success: true as const,
          message: requestTranslator(request)(ADMIN_USER_MESSAGES.disabled),
          user,
        };
      },
    }),
    route({
      method: 'POST',
      path: '/admin/users/:id/enable',
      summary: 'Enable an account (admin)',
      access: 'admin',
      schema: toggle,
      handler: async (request) => {
        const user = await setDisabled(ctx, request.user, request.params.id, false);
        return {
          success: true as const,
          message: requestTranslator(request)(ADMIN_USER_MESSAGES.enabled),
          user,
        };
      },
    }),
  ];
};
