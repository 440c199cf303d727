import { useMutation } from '@tanstack/react-query';
import type { SubscriptionIdBody, SuccessResponse } from '@/api/payments.ts';
import type { SubscriptionStatus } from '@/api/users.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readSuccess } from '@/lib/http.ts';
import { useSession, type SessionStore } from '@/lib/session.tsx';
import { t } from '@/i18n/index.ts';

/** Spec section 4: a change is shown at once ('cancel' / 'active'); the server's userUpdated follows. */
function showStatus(session: SessionStore, subscriptionId: string, status: SubscriptionStatus) {
  const current = session.user;
  if (!current) return;
  session.mergeUser({
    id: current.id,
    subscriptions: current.subscriptions.map((s) =>
      s.id === subscriptionId ? { ...s, status } : s,
    ),
  });
}

interface ChangeTexts {
  done: string;
  /** The server refused or failed (spec section 8 shows no server message here). */
  failed: string;
  /** No answer at all. */
  unexpected: string;
}

/** Cancel and reactivate differ in their path, the status they show and the spec's texts. */
function useSubscriptionChange(path: string, status: SubscriptionStatus, texts: ChangeTexts) {
  const session = useSession();
  return useMutation({
    mutationFn: (body: SubscriptionIdBody) =>
      readSuccess<SuccessResponse>(api.post(path, { json: body })),
    onSuccess: (_answer, { subscriptionId }) => {
      showStatus(session, subscriptionId, status);
      notifySuccess(texts.done);
    },
    onError: toastOnError({
      fallback: texts.failed,
      unexpected: texts.unexpected,
      serverMessage: false,
    }),
  });
}

/** POST /users/cancel-subscription. */
export function useCancelSubscription() {
  return useSubscriptionChange('users/cancel-subscription', 'cancel', {
    done: t('account.subscriptionCancelled'),
    failed: t('account.cancelFailed'),
    unexpected: t('account.cancelUnexpected'),
  });
}

/** POST /users/reactivate-subscription. */
export function useReactivateSubscription() {
  return useSubscriptionChange('users/reactivate-subscription', 'active', {
    done: t('account.subscriptionReactivated'),
    failed: t('account.reactivateFailed'),
    unexpected: t('account.reactivateUnexpected'),
  });
}
