import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardPackBody, MemberPack, PackResponse } from '@/api/packs.ts';
import type {
  CardPayment,
  PaymentMethodChoice,
} from '@/components/card-payment/use-card-payment.tsx';
import { ActionError, failureMessage } from '@/lib/failures.ts';
import { notifyError, notifySuccess } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { cardChoiceFields, confirmCardOrThrow } from '@/components/card-payment/confirm.ts';
import { t } from '@/i18n/index.ts';

/** After any purchase attempt: the packs and the wallet as the server now has them. */
function useAfterPurchase() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.packs() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
  };
}

/** The purchase's failure texts, read when a failure is shown (in the language of that moment). */
const buyTexts = () => ({
  fallback: t('packs.buyFailed'),
  unexpected: t('packs.buyError'),
});
const bought = () => notifySuccess(t('packs.bought'));

/** POST /packs: bought from the wallet in one debit. */
export function useBuyPackWallet() {
  const refresh = useAfterPurchase();
  return useMutation({
    ...onlineOnly((packTypeId: string) =>
      readJson<PackResponse>(api.post('packs', { json: { packTypeId } })),
    ),
    onSuccess: bought,
    onError: (error) => notifyError(failureMessage(error, buyTexts())),
    onSettled: refresh,
  });
}

/**
 * POST /packs/createPaymentIntent, then the card confirmation. The server activates the pack when
 * the payment succeeds (the one fulfilment path), so the list refetches afterwards.
 */
export function useBuyPackCard(card: CardPayment) {
  const refresh = useAfterPurchase();
  return useMutation({
    ...onlineOnly(
      async ({ packTypeId, method }: { packTypeId: string; method: PaymentMethodChoice }) => {
        if (!card.providerReady) {
          throw new ActionError(t('packs.stripeNotReady'));
        }
        const body: CardPackBody = {
          packTypeId,
          ...cardChoiceFields(method),
        };
        const { clientSecret, pack } = await readJson<{ clientSecret: string; pack: MemberPack }>(
          api.post('packs/createPaymentIntent', { json: body }),
        );
        await confirmCardOrThrow(card, clientSecret, method);
        return pack;
      },
    ),
    onSuccess: bought,
    onError: (error) => notifyError(failureMessage(error, buyTexts())),
    onSettled: refresh,
  });
}

/** POST /packs/{id}/refund: an unused pack back to the wallet (never a used one). */
export function useGiveBackPack() {
  const refresh = useAfterPurchase();
  return useMutation({
    ...onlineOnly((packId: string) =>
      readJson<PackResponse>(api.post(`packs/${encodeURIComponent(packId)}/refund`)),
    ),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => notifyError(failureMessage(error, buyTexts())),
    onSettled: refresh,
  });
}
