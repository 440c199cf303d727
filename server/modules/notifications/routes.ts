/**
 * /api/notifications…: the VAPID public key, each device's push subscription, and the member's
 * preferences (which kinds, the reminder's advance, quiet hours).
 */
import { and, count, eq } from 'drizzle-orm';
import { messageResponseSchema, responses } from '@/api/common.ts';
import {
  notificationPreferencesResponseSchema,
  notificationPreferencesBodySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  vapidKeyResponseSchema,
} from '@/api/notifications.ts';
import { requestTranslator } from '../../plugins/errors.ts';
import type { AppContext } from '../../context.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { preferencesOf, savePreferences } from './preferences.ts';
import { vapidDetails } from './vapid.ts';

async function preferencesAnswer(ctx: AppContext, userId: string) {
  const preferences = await preferencesOf(ctx.db, userId);
  const [devices] = await ctx.db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return { success: true as const, preferences, devices: devices?.n ?? 0 };
}

export const notificationsRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/notifications/key',
    summary: 'The VAPID public key that push subscriptions are made with',
    access: 'public',
    schema: { response: responses({ 200: vapidKeyResponseSchema }) },
    handler: async () => {
      const { publicKey } = await vapidDetails(ctx);
      return { success: true as const, publicKey };
    },
  }),
  route({
    method: 'POST',
    path: '/notifications/subscriptions',
    summary: 'Subscribe this device to push notifications (upsert by endpoint)',
    access: 'signedIn',
    schema: {
      body: pushSubscriptionBodySchema,
      response: responses({ 201: messageResponseSchema }),
    },
    handler: async (request, reply) => {
      const { endpoint, keys } = request.body;
      const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
      // By endpoint: a device that subscribes again, or passes to another account, keeps one row.
      await ctx.db
        .insert(pushSubscriptions)
        .values({ userId: request.user.id, endpoint, ...keys, userAgent, createdAt: ctx.now() })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: request.user.id, ...keys, userAgent },
        });
      return reply
        .code(201)
        .send({ success: true as const, message: requestTranslator(request)('answers.pushOn') });
    },
  }),
  route({
    method: 'DELETE',
    path: '/notifications/subscriptions',
    summary: 'Unsubscribe a device by its endpoint',
    access: 'signedIn',
    schema: {
      body: pushUnsubscribeBodySchema,
      response: responses({ 200: messageResponseSchema }),
    },
    handler: async (request) => {
      await ctx.db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, request.user.id),
            eq(pushSubscriptions.endpoint, request.body.endpoint),
          ),
        );
      return {
        success: true as const,
        message: requestTranslator(request)('answers.pushOff'),
      };
    },
  }),
  route({
    method: 'GET',
    path: '/notifications/preferences',
    summary: 'Notification preferences (kinds, reminder, quiet hours) and devices subscribed',
    access: 'signedIn',
    schema: { response: responses({ 200: notificationPreferencesResponseSchema }) },
    handler: async (request) => {
      return preferencesAnswer(ctx, request.user.id);
    },
  }),
  route({
    method: 'PUT',
    path: '/notifications/preferences',
    summary: 'Save the notification preferences',
    access: 'signedIn',
    schema: {
      body: notificationPreferencesBodySchema,
      response: responses({ 200: notificationPreferencesResponseSchema }),
    },
    handler: async (request) => {
      const { kinds } = await preferencesOf(ctx.db, request.user.id);
      const values = { ...request.body, kinds: { ...kinds, ...request.body.kinds } };
      await savePreferences(ctx.db, request.user.id, values, ctx.now());
      return preferencesAnswer(ctx, request.user.id);
    },
  }),
];
