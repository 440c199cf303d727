import {
  createSubscriptionBodySchema,
  subscriptionIdBodySchema,
  type CreateSubscriptionResponse,
  type SuccessResponse,
} from '@/api/payments.ts';
import type { ModuleRoutes } from '../types.ts';
import { cancelSubscription, createMembership, reactivateSubscription } from './service.ts';

export const subscriptionsRoutes: ModuleRoutes = (ctx) => async (app) => {
  app.post(
    '/users/create-subscription',
    { schema: { body: createSubscriptionBodySchema } },
    async (request): Promise<CreateSubscriptionResponse> => {
      const user = await request.requireUser();
      return createMembership(ctx, user.id, request.body.priceType);
    },
  );

  app.post(
    '/users/cancel-subscription',
    { schema: { body: subscriptionIdBodySchema } },
    async (request): Promise<SuccessResponse> => {
      const user = await request.requireUser();
      await cancelSubscription(ctx, user.id, request.body.subscriptionId);
      return { success: true };
    },
  );

  app.post(
    '/users/reactivate-subscription',
    { schema: { body: subscriptionIdBodySchema } },
    async (request): Promise<SuccessResponse> => {
      const user = await request.requireUser();
      await reactivateSubscription(ctx, user.id, request.body.subscriptionId);
      return { success: true };
    },
  );
};
