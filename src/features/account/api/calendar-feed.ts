import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedResponse } from '@/api/calendar.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { t } from '@/i18n/index.ts';

/** GET /users/calendar-feed: the feed's URL holds a secret, so it is never kept offline. */
export function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.calendarFeed(),
    queryFn: async ({ signal }) =>
      (await readJson<CalendarFeedResponse>(api.get('users/calendar-feed', { signal }))).url,
    staleTime: Infinity,
  });
}

/** POST /users/calendar-feed/renew: a new secret; every calendar subscribed to the old URL stops. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly(
      async () => (await readJson<CalendarFeedResponse>(api.post('users/calendar-feed/renew'))).url,
    ),
    onSuccess: (url) => {
      queryClient.setQueryData(queryKeys.calendarFeed(), url);
      notifySuccess(t('account.feedRenewed'));
    },
    onError: toastOnError(t('account.feedRenewFailed')),
  });
}
