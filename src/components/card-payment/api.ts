import { queryOptions } from '@tanstack/react-query';
import type {
  PaymentsConfigResponse,
  SandboxConfirmBody,
  SandboxConfirmResponse,
  SavedCardsResponse,
} from '@/api/payments.ts';
import { api, publicApi, readJson } from '@/lib/http.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Which gateway the club runs; it changes only with a server restart. */
export function paymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.payments.config(),
    queryFn: () => readJson<PaymentsConfigResponse>(publicApi.get('payments/config')),
    staleTime: Infinity,
  });
}

/** Saved cards are reloaded every time a payment form opens (spec section 4); never persisted. */
export function savedCardsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.savedCards(),
    queryFn: async () => (await readJson<SavedCardsResponse>(api.get('users/saved-cards'))).cards,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function sandboxConfirm(body: SandboxConfirmBody): Promise<SandboxConfirmResponse> {
  return readJson<SandboxConfirmResponse>(api.post('payments/sandbox/confirm', { json: body }));
}
