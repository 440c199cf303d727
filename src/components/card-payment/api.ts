import { queryOptions } from '@tanstack/react-query';
import type {
  PaymentsConfigResponse,
  SandboxConfirmBody,
  SandboxConfirmResponse,
  SavedCardsResponse,
} from '@/api/payments.ts';
import { api, publicApi } from '@/lib/http.ts';
/** Which gateway the club runs; it changes only with a server restart. */
export function paymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: () => publicApi.get('payments/config').json<PaymentsConfigResponse>(),
    staleTime: Infinity,
  });
}

/** Saved cards are reloaded every time a payment form opens (spec section 4); never persisted. */
export function savedCardsQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'saved-cards'],
    queryFn: async () => (await api.get('users/saved-cards').json<SavedCardsResponse>()).cards,
    staleTime: 0,
  });
}

export function sandboxConfirm(body: SandboxConfirmBody): Promise<SandboxConfirmResponse> {
  return api.post('payments/sandbox/confirm', { json: body }).json<SandboxConfirmResponse>();
}
