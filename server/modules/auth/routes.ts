import { messageResponseSchema, okResponseSchema, responses } from '@/api/common.ts';
import {
  emailBodySchema,
  loginBodySchema,
  newPasswordBodySchema,
  registerBodySchema,
  tokenBodySchema,
  userResponseSchema,
} from '@/api/users.ts';
import { answerLanguage, translator } from '../../i18n.ts';
import { requestTranslator } from '../../plugins/errors.ts';
import type { AppContext } from '../../context.ts';
import { route, type ModuleRoutes } from '../route.ts';
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
export const authRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'POST',
    path: '/users/register',
    summary: 'Create an account (sends a confirmation e-mail)',
    access: 'public',
    schema: { body: registerBodySchema, response: answers },
    handler: async (request) => {
      const language = answerLanguage(undefined, request.headers['accept-language']);
      await register(ctx, request.body, { ip: request.ip }, language);
      return { success: true as const, message: requestTranslator(request)(REGISTERED) };
    },
  }),
  route({
    method: 'POST',
    path: '/users/verify-email',
    summary: 'Confirm an e-mail address with its token',
    access: 'public',
    schema: { body: tokenBodySchema, response: answers },
    handler: async (request) => {
      await verifyEmail(ctx, request.body.token);
      return {
        success: true as const,
        message: requestTranslator(request)('answers.accountConfirmed'),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/users/resend-verification',
    summary: 'Send the confirmation e-mail again',
    access: 'public',
    schema: { body: emailBodySchema, response: answers },
    handler: async (request) => {
      await resendVerification(ctx, request.body.email, { ip: request.ip }, request.log);
      return { success: true as const, message: requestTranslator(request)(RESEND_ANSWER) };
    },
  }),
  route({
    method: 'POST',
    path: '/users/login',
    summary: 'Log in and start a session',
    access: 'public',
    schema: { body: loginBodySchema, response: responses({ 200: userResponseSchema }) },
    handler: async (request, reply) => {
      const user = await login(ctx, request.body, { ip: request.ip }, request.log);
      await reply.startSession(user.id);
      return {
        success: true as const,
        message: translator(answerLanguage(user.language, request.headers['accept-language']))(
          'answers.signedIn',
        ),
        user: await apiUserFromRow(ctx.db, user),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/users/logout',
    summary: 'Log out and end the session',
    access: 'public',
    schema: { response: answers },
    handler: async (request, reply) => {
      const t = requestTranslator(request);
      await reply.endSession();
      return { success: true as const, message: t('answers.signedOut') };
    },
  }),
  ...passwordRoutes(ctx),
];

/** The password reset: asked by e-mail, its link checked, the new password set. */
function passwordRoutes(ctx: AppContext) {
  return [
    route({
      method: 'POST',
      path: '/users/reset',
      summary: 'Ask for a password-reset e-mail',
      access: 'public',
      schema: { body: emailBodySchema, response: answers },
      handler: async (request) => {
        await requestReset(ctx, request.body.email, { ip: request.ip }, request.log);
        return { success: true as const, message: requestTranslator(request)(RESET_ANSWER) };
      },
    }),
    route({
      method: 'POST',
      path: '/users/reset/verify',
      summary: 'Check a password-reset token',
      access: 'public',
      schema: { body: tokenBodySchema, response: responses({ 200: okResponseSchema }) },
      handler: async (request) => {
        await checkResetToken(ctx, request.body.token);
        return { success: true as const };
      },
    }),
    route({
      method: 'PUT',
      path: '/users/reset/new',
      summary: 'Set a new password with a reset token',
      access: 'public',
      schema: { body: newPasswordBodySchema, response: answers },
      handler: async (request) => {
        await setNewPassword(ctx, request.body.token, request.body.password);
        return {
          success: true as const,
          message: requestTranslator(request)('answers.passwordChanged'),
        };
      },
    }),
  ];
}
