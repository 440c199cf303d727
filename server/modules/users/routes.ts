import { z } from 'zod';
import path from 'node:path';
import { msg } from '@/i18n/message.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { imageFileSchema, responses } from '@/api/common.ts';
import {
  languageBodySchema,
  languageResponseSchema,
  meResponseSchema,
  type MeResponse,
  sessionResponseSchema,
  type User,
} from '@/api/users.ts';
import { encodeJson, notModified, sendSerialised, serialisedOnce } from '../../lib/serialised.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { createProfileCache } from './profile-cache.ts';
import { setLanguage, universityCardOf } from './service.ts';

const CARD_NOT_FOUND = msg('errors.documentNotFound');
const IMAGE_MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The signed-in user (the profile form is the auth module's: auth/profile-routes.ts). */
export const usersRoutes: ModuleRoutes = (ctx) => {
  const profiles = createProfileCache(ctx.db, ctx.realtime);
  // Serialised once per cached profile: the app's most frequent read (issue 29).
  const meAnswer = serialisedOnce((user: User) =>
    encodeJson(meResponseSchema, { success: true, user }),
  );
  return [
    route({
      method: 'GET',
      path: '/users/me',
      summary: 'The signed-in user',
      access: 'signedIn',
      schema: { response: responses({ 200: meResponseSchema, 304: notModified }) },
      handler: async (request, reply) => {
        const { id } = request.user;
        // The session carries only a few fields; the profile is read whole, as it is now.
        const user = await profiles.find(id);
        if (!user) throw unauthorized();
        return sendSerialised<MeResponse>(request, reply, meAnswer(user));
      },
    }),
    route({
      method: 'GET',
      path: '/users/session',
      summary: 'The signed-in user, or null for a visitor',
      access: 'public',
      schema: { response: responses({ 200: sessionResponseSchema }) },
      handler: async (request) => {
        const session = await request.getUser();
        const user = session ? await profiles.find(session.id) : null;
        return { success: true as const, user: user ?? null };
      },
    }),
    route({
      method: 'GET',
      path: '/users/:id/university-card',
      summary: "A user's university card image",
      access: 'signedIn',
      schema: {
        params: z.object({ id: z.string().max(100) }),
        // The bytes as stored; a Buffer is sent as is, never serialized.
        response: responses({ 200: imageFileSchema }),
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        // Someone else's card is answered like a missing one: an identity document's existence is
        // nobody else's business.
        const name =
          id === request.user.id || request.user.role === 'admin'
            ? await universityCardOf(ctx.db, id)
            : null;
        const bytes = name ? await ctx.files.readPrivate(name) : null;
        if (!name || !bytes) throw notFound(CARD_NOT_FOUND);
        return reply
          .type(IMAGE_MIME[path.extname(name).slice(1)] ?? 'application/octet-stream')
          .header('Cache-Control', 'private, no-cache')
          .send(bytes);
      },
    }),
    route({
      method: 'PUT',
      path: '/users/me/language',
      summary: 'The language the account reads the club in (e-mails, notices, refusals)',
      access: 'signedIn',
      schema: {
        body: languageBodySchema,
        response: responses({ 200: languageResponseSchema }),
      },
      handler: async (request) => {
        const { language } = request.body;
        await setLanguage(ctx, request.user.id, language);
        return { success: true as const, language };
      },
    }),
  ];
};
