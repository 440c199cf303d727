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
import { route, type ModuleRoutes } from '../route.ts';
import { createSchoolPlan } from './school-plan.ts';
import { cancelSubscription, createMembership, reactivateSubscription } from './service.ts';

const bySubscriptionId = {
  body: subscriptionIdBodySchema,
  response: responses({ 200: successResponseSchema }),
};

export const subscriptionsRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'POST',
    path: '/users/create-subscription',
    summary: 'Subscribe to a membership',
    access: 'signedIn',
    schema: {
      body: createSubscriptionBodySchema,
      response: responses({ 200: createSubscriptionResponseSchema }),
    },
    handler: async (request): Promise<CreateSubscriptionResponse> => {
      const { priceType } = request.body;
      if (isSchoolType(priceType)) return createSchoolPlan(ctx, request.user.id, priceType);
      return createMembership(ctx, request.user.id, priceType);
    },
  }),
  route({
    method: 'POST',
    path: '/users/cancel-subscription',
    summary: 'Cancel a membership at period end',
    access: 'signedIn',
    schema: bySubscriptionId,
    handler: async (request): Promise<SuccessResponse> => {
      await cancelSubscription(ctx, request.user.id, request.body.subscriptionId);
      return { success: true };
    },
  }),
  route({
    method: 'POST',
    path: '/users/reactivate-subscription',
    summary: 'Undo a membership cancellation',
    access: 'signedIn',
    schema: bySubscriptionId,
    handler: async (request): Promise<SuccessResponse> => {
      await reactivateSubscription(ctx, request.user.id, request.body.subscriptionId);
      return { success: true };
    },
  }),
];
