import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClientSecretResponse, WalletResponse } from '@/api/payments.ts';
import type {
  CardPayment,
  PaymentMethodChoice,
} from '@/components/card-payment/use-card-payment.tsx';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { ActionError } from '@/lib/failures.ts';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { t } from '@/i18n/index.ts';

const TOP_UP_FAILED = 'account.topUpFailed' satisfies MessageKey;

/** The wallet with its transactions: money, so it is never kept offline. */
export function walletQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.wallet(),
    queryFn: () => readJson<WalletResponse>(api.get('users/wallet')),
  });
}

/**
 * `walletUpdated:{userId}` carries the new balance: show it at once, then fetch the list again
 * for the transaction that changed it.
 */
export function applyWalletBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData(queryKeys.walletBalance(), balance);
  queryClient.setQueryData<WalletResponse>(queryKeys.wallet(), (old) =>
    old ? { ...old, balance } : old,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet(), exact: true });
}

/** 25 → '25', 25.5 → '25.50'. */
function shownAmount(euros: number): string {
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2);
}

export interface TopUp {
  euros: number;
  method: PaymentMethodChoice;
}

/**
 * A top-up: POST /users/wallet/createPaymentIntent, then the card confirmation with its client
 * secret. The spec shows no server text here: every failure but the gateway's own message is
 * 'Error al procesar el pago.'.
 */
export function useTopUp(confirmPayment: CardPayment['confirmPayment']) {
  const queryClient = useQueryClient();
  return useMutation({
    // Money never waits for a connection: offline, the top-up fails now and says why.
    ...onlineOnly(async ({ euros, method }: TopUp) => {
      const paymentMethodId = method.kind === 'saved' ? method.id : undefined;
      const { clientSecret } = await readJson<ClientSecretResponse>(
        api.post('users/wallet/createPaymentIntent', { json: { amount: euros, paymentMethodId } }),
      );
      const result = await confirmPayment(clientSecret, method);
      if (!result.ok) {
        throw new ActionError(
          result.reason === 'provider'
            ? t('account.providerError', { message: result.message })
            : t(TOP_UP_FAILED),
        );
      }
    }),
    onSuccess: (_done, { euros }) => {
      notifySuccess(t('account.toppedUp', { amount: shownAmount(euros) }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedCards() });
    },
    onError: toastOnError({ fallback: TOP_UP_FAILED, serverMessage: false }),
  });
}
