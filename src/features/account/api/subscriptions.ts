import type { SubscriptionIdBody, SuccessResponse } from '@/api/payments.ts';
import { api } from '@/lib/http.ts';

export function cancelSubscription(body: SubscriptionIdBody): Promise<SuccessResponse> {
  return api.post('users/cancel-subscription', { json: body }).json<SuccessResponse>();
}

export function reactivateSubscription(body: SubscriptionIdBody): Promise<SuccessResponse> {
  return api.post('users/reactivate-subscription', { json: body }).json<SuccessResponse>();
}
