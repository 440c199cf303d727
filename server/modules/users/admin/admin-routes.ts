/** /api/admin/users…: the members (admins only). */
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
import { requestLanguage, requestTranslator } from '../../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../../route.ts';
import { changeRole, decideUca } from './member-actions.ts';
import { listMembers } from './members.ts';
import { adjustWallet } from './wallet-adjust.ts';

/**
 * A member's page is the admin module's (it reports across modules); disabling and enabling an
 * account are the auth module's (auth/admin-routes.ts).
 */
export const usersAdminRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/admin/users',
    summary: 'Members list (admin)',
    access: 'admin',
    schema: {
      querystring: adminUsersQuerySchema,
      response: responses({ 200: adminUsersResponseSchema }),
    },
    handler: async (request) => {
      const { users, total } = await listMembers(ctx.db, request.query);
      const { page, pageSize } = request.query;
      return { success: true as const, users, total, page, pageSize };
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/users/:id/role',
    summary: "Change a member's role (admin)",
    access: 'admin',
    schema: {
      params,
      body: changeRoleBodySchema,
      response: responses({ 200: adminUserResponseSchema }),
    },
    handler: async (request) => {
      const user = await changeRole(ctx, request.user, request.params.id, request.body);
      return {
        success: true as const,
        message: requestTranslator(request)(ADMIN_USER_MESSAGES.roleChanged),
        user,
      };
    },
  }),
  route({
    method: 'POST',
    path: '/admin/users/:id/uca',
    summary: 'Verify or refuse a university card (admin)',
    access: 'admin',
    schema: {
      params,
      body: ucaDecisionBodySchema,
      response: responses({ 200: adminUserResponseSchema }),
    },
    handler: async (request) => {
      const { decision, reason } = request.body;
      const user = await decideUca(ctx, request.user, request.params.id, decision, reason);
      const message = requestTranslator(request)(
        decision === 'approve' ? ADMIN_USER_MESSAGES.ucaApproved : ADMIN_USER_MESSAGES.ucaRejected,
      );
      return { success: true as const, message, user };
    },
  }),
  route({
    method: 'POST',
    path: '/admin/users/:id/wallet',
    summary: "Adjust a member's wallet (admin)",
    access: 'admin',
    schema: {
      params,
      body: walletAdjustmentBodySchema,
      response: responses({ 200: walletAdjustmentResponseSchema }),
    },
    handler: async (request) => {
      const result = await adjustWallet(
        ctx,
        request.user,
        request.params.id,
        request.body,
        requestLanguage(request),
      );
      return {
        success: true as const,
        message: requestTranslator(request)(ADMIN_USER_MESSAGES.walletAdjusted),
        ...result,
      };
    },
  }),
];
