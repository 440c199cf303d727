import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionBody, PushUnsubscribeBody } from '@/api/notifications.ts';
import type { SuccessResponse } from '@/api/payments.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { ActionError } from '@/lib/failures.ts';
import { api, readSuccess } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { PushRefused, currentSubscription, subscribeDevice } from '../push-device.ts';
import { t } from '@/i18n/index.ts';

/**
 * POST /notifications/subscriptions: asks this browser's permission, subscribes it with the
 * club's key and hands the subscription to the server. A refusal of the browser's is said as it is.
 */
export function useSubscribeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly(async (publicKey: string) => {
      let subscription: PushSubscription;
      try {
        subscription = await subscribeDevice(publicKey);
      } catch (error) {
        if (error instanceof PushRefused) throw new ActionError(t(error.reason));
        throw error;
      }
      const body = subscription.toJSON() as PushSubscriptionBody;
      return readSuccess<SuccessResponse>(api.post('notifications/subscriptions', { json: body }));
    }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.preferences() });
      notifySuccess(t('notifications.deviceOn'));
    },
    onError: toastOnError(t('notifications.deviceOnFailed')),
  });
}

/**
 * DELETE /notifications/subscriptions: this device stops receiving. The browser's subscription
 * goes first: even if the server cannot be told, no notice reaches this device any more.
 */
export function useUnsubscribeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly(async () => {
      const subscription = await currentSubscription();
      if (!subscription) return null;
      const body: PushUnsubscribeBody = { endpoint: subscription.endpoint };
      await subscription.unsubscribe();
      return readSuccess<SuccessResponse>(
        api.delete('notifications/subscriptions', { json: body }),
      );
    }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.preferences() });
      notifySuccess(t('notifications.deviceOff'));
    },
    onError: toastOnError(t('notifications.deviceOffFailed')),
  });
}
