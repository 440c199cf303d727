import { useMutation } from '@tanstack/react-query';
import type { CreateSubscriptionBody, CreateSubscriptionResponse } from '@/api/payments.ts';
import type {
  CardPayment,
  PaymentMethodChoice,
} from '@/components/card-payment/use-card-payment.tsx';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { ActionError } from '@/lib/failures.ts';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { fetchCurrentUser } from '@/lib/queries.ts';
import { useSession } from '@/lib/session.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { t } from '@/i18n/index.ts';

/** The dialog's texts, as the catalogue's keys: `t(SUBSCRIPTION_MESSAGES.setupError)`. */
export const SUBSCRIPTION_MESSAGES = {
  providerNotReady: 'cards.providerNotReady',
  noClientSecret: 'cards.noClientSecret',
  noCardForm: 'cards.noCardForm',
  setupError: 'cards.setupError',
  paymentError: 'cards.subscriptionPaymentError',
  unexpected: 'cards.unexpected',
  setupDone: 'cards.setupDone',
} as const satisfies Record<string, MessageKey>;

export function subscriptionDoneMessage(membershipName: string): string {
  return t('cards.subscriptionDone', { name: membershipName });
}

/**
 * POST /users/create-subscription: the client secret the payment dialog confirms. Spec section 8:
 * a failure is only logged (the plan's spinner stops, no dialog opens, nothing is said).
 */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: (body: CreateSubscriptionBody) =>
      readJson<CreateSubscriptionResponse>(api.post('users/create-subscription', { json: body })),
    onError: (error) => console.warn('No se pudo iniciar la suscripción.', error),
  });
}

export interface SubscriptionConfirmation {
  clientSecret: string;
  method: PaymentMethodChoice;
  /** A trial (setup intent) saves the card; otherwise the first month is paid now. */
  setupMode: boolean;
  membershipName: string;
}

/**
 * The card confirmation of a new membership. Afterwards the user is fetched again: the realtime
 * userUpdated event brings the same, but a member whose socket is reconnecting should not wait.
 */
export function useConfirmSubscription(payment: CardPayment) {
  const session = useSession();
  return useMutation({
    ...onlineOnly(async ({ clientSecret, method, setupMode }: SubscriptionConfirmation) => {
      const result = setupMode
        ? await payment.confirmSetup(clientSecret, method)
        : await payment.confirmPayment(clientSecret, method);
      if (result.ok) return;
      throw new ActionError(
        t(setupMode ? SUBSCRIPTION_MESSAGES.setupError : SUBSCRIPTION_MESSAGES.paymentError),
        result.reason === 'provider' ? result.message : undefined,
      );
    }),
    onSuccess: (_done, { setupMode, membershipName }) => {
      notifySuccess(
        setupMode ? t(SUBSCRIPTION_MESSAGES.setupDone) : subscriptionDoneMessage(membershipName),
      );
      fetchCurrentUser().then(
        (fresh) => fresh && session.setUser(fresh),
        // The realtime userUpdated event brings the same change.
        () => {},
      );
    },
    onError: toastOnError(t(SUBSCRIPTION_MESSAGES.unexpected)),
  });
}
