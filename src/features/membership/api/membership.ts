import type { CreateSubscriptionBody, CreateSubscriptionResponse } from '@/api/payments.ts';
import type { User } from '@/api/users.ts';
import { api } from '@/lib/http.ts';

export function createSubscription(
  body: CreateSubscriptionBody,
): Promise<CreateSubscriptionResponse> {
  return api.post('users/create-subscription', { json: body }).json<CreateSubscriptionResponse>();
}

/**
 * The user as the server now sees it, after a subscription changed. The realtime userUpdated
 * event brings the same, but a member whose socket is reconnecting should not wait for it.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  const body = await api.get('users/me').json<{ user?: User } & Partial<User>>();
  return body.user ?? (typeof body.id === 'string' ? (body as User) : null);
}
