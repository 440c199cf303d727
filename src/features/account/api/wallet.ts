import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ClientSecretResponse,
  CreateWalletPaymentIntentBody,
  WalletResponse,
} from '@/api/payments.ts';
import { api } from '@/lib/http.ts';

const WALLET_KEY = ['users', 'wallet'] as const;
const BALANCE_KEY = ['wallet-balance'] as const;

/** The wallet with its transactions: money, so it is never kept offline. */
export function walletQueryOptions() {
  return queryOptions({
    queryKey: WALLET_KEY,
    queryFn: () => api.get('users/wallet').json<WalletResponse>(),
  });
}

/**
 * Only the displayed balance (euros) — the one piece of money the app may keep offline, so the
 * home card can still show the last known figure without a connection.
 */
export function walletBalanceQueryOptions() {
  return queryOptions({
    queryKey: BALANCE_KEY,
    queryFn: async () => (await api.get('users/wallet').json<WalletResponse>()).balance,
    meta: { persist: true },
  });
}

export function createWalletPaymentIntent(
  body: CreateWalletPaymentIntentBody,
): Promise<ClientSecretResponse> {
  return api.post('users/wallet/createPaymentIntent', { json: body }).json<ClientSecretResponse>();
}

/**
 * `walletUpdated:{userId}` carries the new balance: show it at once, then fetch the list again
 * for the transaction that changed it.
 */
export function applyWalletBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData(BALANCE_KEY, balance);
  queryClient.setQueryData<WalletResponse>(WALLET_KEY, (old) => (old ? { ...old, balance } : old));
  void queryClient.invalidateQueries({ queryKey: WALLET_KEY, exact: true });
}
