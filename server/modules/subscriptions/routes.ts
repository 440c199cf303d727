import { responses } from '@/api/common.ts';
import {
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  subscriptionIdBodySchema,
  successResponseSchema,
  type CreateSubscriptionResponse,
  type SuccessResponse,
} from '@/api/payments.ts';
import { isSchoolType } from '@/domain/subscriptions.ts';
import type { ModuleRoutes } from '../types.ts';
import { createSchoolPlan } from './school-plan.ts';
import { cancelSubscription, createMembership, reactivateSubscription } from './service.ts';

const bySubscriptionId = {
  body: subscriptionIdBodySchema,
  response: responses({ 200: successResponseSchema }),
};

export const subscriptionsRoutes: ModuleRoutes = (ctx) => async (app) => {
  app.post(
    '/users/create-subscription',
    {
      schema: {
        body: createSubscriptionBodySchema,
        response: responses({ 200: createSubscriptionResponseSchema }),
      },
    },
    async (request): Promise<CreateSubscriptionResponse> => {
      const user = await request.requireUser();
      const { priceType } = request.body;
      if (isSchoolType(priceType)) return createSchoolPlan(ctx, user.id, priceType);
      return createMembership(ctx, user.id, priceType);
    },
  );

  app.post(
    '/users/cancel-subscription',
    { schema: bySubscriptionId },
    async (request): Promise<SuccessResponse> => {
      const user = await request.requireUser();
      await cancelSubscription(ctx, user.id, request.body.subscriptionId);
      return { success: true };
    },
  );

  app.post(
    '/users/reactivate-subscription',
    { schema: bySubscriptionId },
    async (request): Promise<SuccessResponse> => {
      const user = await request.requireUser();
      await reactivateSubscription(ctx, user.id, request.body.subscriptionId);
      return { success: true };
    },
  );
};
