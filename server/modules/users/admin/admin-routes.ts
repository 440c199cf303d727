/** /api/admin/users…: the members (admins only; the admin plugin refuses everyone else first). */
import {
  ADMIN_USER_MESSAGES,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  changeRoleBodySchema,
  idParamsSchema as params,
  ucaDecisionBodySchema,
  walletAdjustmentBodySchema,
  walletAdjustmentResponseSchema,
} from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import type { ModuleRoutes } from '../../types.ts';
import { changeRole, decideUca } from './member-actions.ts';
import { listMembers } from './members.ts';
import { adjustWallet } from './wallet-adjust.ts';

/**
 * A member's page is the admin module's (it reports across modules); disabling and enabling an
 * account are the auth module's (auth/admin-routes.ts).
 */
export const usersAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const list = {
    querystring: adminUsersQuerySchema,
    response: responses({ 200: adminUsersResponseSchema }),
  };
  app.get('/users', { schema: list }, async (request) => {
    const { users, total } = await listMembers(ctx.db, request.query);
    const { page, pageSize } = request.query;
    return { success: true as const, users, total, page, pageSize };
  });

  const role = {
    params,
    body: changeRoleBodySchema,
    response: responses({ 200: adminUserResponseSchema }),
  };
  app.put('/users/:id/role', { schema: role }, async (request) => {
    const admin = await request.requireAdmin();
    const user = await changeRole(ctx, admin, request.params.id, request.body);
    return { success: true as const, message: ADMIN_USER_MESSAGES.roleChanged, user };
  });

  const uca = {
    params,
    body: ucaDecisionBodySchema,
    response: responses({ 200: adminUserResponseSchema }),
  };
  app.post('/users/:id/uca', { schema: uca }, async (request) => {
    const admin = await request.requireAdmin();
    const { decision, reason } = request.body;
    const user = await decideUca(ctx, admin, request.params.id, decision, reason);
    const message =
      decision === 'approve' ? ADMIN_USER_MESSAGES.ucaApproved : ADMIN_USER_MESSAGES.ucaRejected;
    return { success: true as const, message, user };
  });

  const wallet = {
    params,
    body: walletAdjustmentBodySchema,
    response: responses({ 200: walletAdjustmentResponseSchema }),
  };
  app.post('/users/:id/wallet', { schema: wallet }, async (request) => {
    const admin = await request.requireAdmin();
    const result = await adjustWallet(ctx, admin, request.params.id, request.body);
    return { success: true as const, message: ADMIN_USER_MESSAGES.walletAdjusted, ...result };
  });
};
