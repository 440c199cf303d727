import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubSettingsPatchInput, ClubSettingsResponse } from '@/api/admin.ts';
import { t } from '@/i18n/index.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /admin/settings: every club setting, the defaults filling what was never changed. */
export function adminSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.settings(),
    queryFn: () => readJson<ClubSettingsResponse>(api.get('admin/settings')),
  });
}

/** PATCH /admin/settings with only what changed. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly((patch: ClubSettingsPatchInput) =>
      readJson<ClubSettingsResponse>(api.patch('admin/settings', { json: patch })),
    ),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.admin.settings(), answer);
      notifySuccess(t('admin.settingsSaved'));
    },
    onError: (error) => toastOnError(t('admin.settingsSaveFailed'))(error),
  });
}
