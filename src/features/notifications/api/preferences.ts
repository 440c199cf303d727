import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferencesBody,
  NotificationPreferencesResponse,
} from '@/api/notifications.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readSuccess } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { t } from '@/i18n/index.ts';

export const SAVE_FAILED = 'notifications.saveFailed' satisfies MessageKey;

/** GET /notifications/preferences: the member's choices and how many devices are subscribed. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications.preferences(),
    queryFn: ({ signal }) =>
      readSuccess<NotificationPreferencesResponse>(
        api.get('notifications/preferences', { signal }),
      ),
  });
}

/** PUT /notifications/preferences; the server's Spanish refusal is what the member reads. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly((body: NotificationPreferencesBody) =>
      readSuccess<NotificationPreferencesResponse>(
        api.put('notifications/preferences', { json: body }),
      ),
    ),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.notifications.preferences(), answer);
      notifySuccess(t('notifications.saved'));
    },
    onError: toastOnError(t(SAVE_FAILED)),
  });
}
