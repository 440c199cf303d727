import { messageResponseSchema, okResponseSchema, responses } from '@/api/common.ts';
import {
  emailBodySchema,
  loginBodySchema,
  newPasswordBodySchema,
  registerBodySchema,
  tokenBodySchema,
  userResponseSchema,
} from '@/api/users.ts';
import type { ModuleRoutes } from '../types.ts';
import { apiUserFromRow } from '../users/index.ts';
import {
  REGISTERED,
  RESEND_ANSWER,
  RESET_ANSWER,
  checkResetToken,
  login,
  register,
  requestReset,
  resendVerification,
  setNewPassword,
  verifyEmail,
} from './service.ts';

const answers = responses({ 200: messageResponseSchema });

/** Registration, e-mail confirmation, login, logout and password reset (spec section 7). */
export const authRoutes: ModuleRoutes = (ctx) => async (app) => {
  app.post(
    '/users/register',
    { schema: { body: registerBodySchema, response: answers } },
    async (request) => {
      await register(ctx, request.body, { ip: request.ip });
      return { success: true as const, message: REGISTERED };
    },
  );

  app.post(
    '/users/verify-email',
    { schema: { body: tokenBodySchema, response: answers } },
    async (request) => {
      await verifyEmail(ctx, request.body.token);
      return { success: true as const, message: 'Cuenta confirmada. Ya puedes iniciar sesión.' };
    },
  );

  app.post(
    '/users/resend-verification',
    { schema: { body: emailBodySchema, response: answers } },
    async (request) => {
      await resendVerification(ctx, request.body.email, { ip: request.ip }, request.log);
      return { success: true as const, message: RESEND_ANSWER };
    },
  );

  app.post(
    '/users/login',
    { schema: { body: loginBodySchema, response: responses({ 200: userResponseSchema }) } },
    async (request, reply) => {
      const user = await login(ctx, request.body, { ip: request.ip }, request.log);
      await reply.startSession(user.id);
      return {
        success: true as const,
        message: 'Sesión iniciada.',
        user: await apiUserFromRow(ctx.db, user),
      };
    },
  );

  app.post('/users/logout', { schema: { response: answers } }, async (_request, reply) => {
    await reply.endSession();
    return { success: true as const, message: 'Sesión cerrada.' };
  });

  app.post(
    '/users/reset',
    { schema: { body: emailBodySchema, response: answers } },
    async (request) => {
      await requestReset(ctx, request.body.email, { ip: request.ip }, request.log);
      return { success: true as const, message: RESET_ANSWER };
    },
  );

  app.post(
    '/users/reset/verify',
    { schema: { body: tokenBodySchema, response: responses({ 200: okResponseSchema }) } },
    async (request) => {
      await checkResetToken(ctx, request.body.token);
      return { success: true as const };
    },
  );

  app.put(
    '/users/reset/new',
    { schema: { body: newPasswordBodySchema, response: answers } },
    async (request) => {
      await setNewPassword(ctx, request.body.token, request.body.password);
      return { success: true as const, message: 'Contraseña actualizada' };
    },
  );
};
