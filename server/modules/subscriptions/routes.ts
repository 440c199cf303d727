import { responses } from '@/api/common.ts';
import {
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  subscriptionIdBodySchema,
  successResponseSchema,
  type CreateSubscriptionResponse,
  type SuccessResponse,
} from '@/api/payments.ts';
import { isSchoolType, type SchoolType } from '@/domain/subscriptions.ts';
import type { AppContext } from '../../context.ts';
import type { ModuleRoutes } from '../types.ts';
import { cancelSubscription, createMembership, reactivateSubscription } from './service.ts';

const bySubscriptionId = {
  body: subscriptionIdBodySchema,
  response: responses({ 200: successResponseSchema }),
};

/** School plans are the school's: modules/index.ts hands their start in (school builds on this module). */
type StartSchoolPlan = (
  ctx: AppContext,
  userId: string,
  type: SchoolType,
) => Promise<CreateSubscriptionResponse>;

export const subscriptionsRoutes =
  (createSchoolPlan: StartSchoolPlan): ModuleRoutes =>
  (ctx) =>
  async (app) => {
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
