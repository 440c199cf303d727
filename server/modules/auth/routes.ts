import { z } from 'zod';
import type { ModuleRoutes } from '../types.ts';
import { apiUserFromRow } from '../users/service.ts';
import {
  dobField,
  emailField,
  loginPasswordField,
  nameField,
  newPasswordField,
  tokenField,
} from '@/api/users.ts';
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

const bodyError = { error: 'Faltan los datos del formulario.' };

/** Registration, e-mail confirmation, login, logout and password reset (spec section 7). */
export const authRoutes: ModuleRoutes = (ctx) => async (app) => {
  app.post(
    '/users/register',
    {
      schema: {
        body: z.object(
          { name: nameField, email: emailField, password: newPasswordField, dob: dobField },
          bodyError,
        ),
      },
    },
    async (request) => {
      await register(ctx, request.body, { ip: request.ip });
      return { success: true, message: REGISTERED };
    },
  );

  app.post(
    '/users/verify-email',
    { schema: { body: z.object({ token: tokenField }, bodyError) } },
    async (request) => {
      await verifyEmail(ctx, request.body.token);
      return { success: true, message: 'Cuenta confirmada. Ya puedes iniciar sesión.' };
    },
  );

  app.post(
    '/users/resend-verification',
    { schema: { body: z.object({ email: emailField }, bodyError) } },
    async (request) => {
      await resendVerification(ctx, request.body.email, { ip: request.ip }, request.log);
      return { success: true, message: RESEND_ANSWER };
    },
  );

  app.post(
    '/users/login',
    {
      schema: {
        body: z.object({ email: emailField, password: loginPasswordField }, bodyError),
      },
    },
    async (request, reply) => {
      const user = await login(ctx, request.body, { ip: request.ip });
      await reply.startSession(user.id);
      return {
        success: true,
        message: 'Sesión iniciada.',
        user: await apiUserFromRow(ctx.db, user),
      };
    },
  );

  app.post('/users/logout', async (_request, reply) => {
    await reply.endSession();
    return { success: true, message: 'Sesión cerrada.' };
  });

  app.post(
    '/users/reset',
    { schema: { body: z.object({ email: emailField }, bodyError) } },
    async (request) => {
      await requestReset(ctx, request.body.email, { ip: request.ip }, request.log);
      return { success: true, message: RESET_ANSWER };
    },
  );

  app.post(
    '/users/reset/verify',
    { schema: { body: z.object({ token: tokenField }, bodyError) } },
    async (request) => {
      await checkResetToken(ctx, request.body.token);
      return { success: true };
    },
  );

  app.put(
    '/users/reset/new',
    { schema: { body: z.object({ token: tokenField, password: newPasswordField }, bodyError) } },
    async (request) => {
      await setNewPassword(ctx, request.body.token, request.body.password);
      return { success: true, message: 'Contraseña actualizada' };
    },
  );
};
