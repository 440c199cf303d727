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
import type { AppContext } from '../../context.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { ModuleRoutes } from '../types.ts';
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

export const notificationsRoutes: ModuleRoutes = (ctx) => async (app) => {
  const key = { response: responses({ 200: vapidKeyResponseSchema }) };
  app.get('/notifications/key', { schema: key }, async () => {
    const { publicKey } = await vapidDetails(ctx);
    return { success: true as const, publicKey };
  });

  const subscribe = {
    body: pushSubscriptionBodySchema,
    response: responses({ 201: messageResponseSchema }),
  };
  app.post('/notifications/subscriptions', { schema: subscribe }, async (request, reply) => {
    const user = await request.requireUser();
    const { endpoint, keys } = request.body;
    const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
    // By endpoint: a device that subscribes again, or passes to another account, keeps one row.
    await ctx.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint, ...keys, userAgent, createdAt: ctx.now() })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: user.id, ...keys, userAgent },
      });
    return reply
      .code(201)
      .send({ success: true as const, message: 'Notificaciones activadas en este dispositivo.' });
  });

  const unsubscribe = {
    body: pushUnsubscribeBodySchema,
    response: responses({ 200: messageResponseSchema }),
  };
  app.delete('/notifications/subscriptions', { schema: unsubscribe }, async (request) => {
    const user = await request.requireUser();
    await ctx.db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, user.id),
          eq(pushSubscriptions.endpoint, request.body.endpoint),
        ),
      );
    return {
      success: true as const,
      message: 'Notificaciones desactivadas en este dispositivo.',
    };
  });

  const read = { response: responses({ 200: notificationPreferencesResponseSchema }) };
  app.get('/notifications/preferences', { schema: read }, async (request) => {
    const user = await request.requireUser();
    return preferencesAnswer(ctx, user.id);
  });

  const write = {
    body: notificationPreferencesBodySchema,
    response: responses({ 200: notificationPreferencesResponseSchema }),
  };
  app.put('/notifications/preferences', { schema: write }, async (request) => {
    const user = await request.requireUser();
    const { kinds } = await preferencesOf(ctx.db, user.id);
    const values = { ...request.body, kinds: { ...kinds, ...request.body.kinds } };
    await savePreferences(ctx.db, user.id, values, ctx.now());
    return preferencesAnswer(ctx, user.id);
  });
};
