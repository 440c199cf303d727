import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCourt,
  AdminCourtResponse,
  AdminCourtsResponse,
  CourtInput,
} from '@/api/admin/courts.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { t } from '@/i18n/index.ts';

/** GET /admin/courts: every court, active or not. Admin data is never persisted. */
export function adminCourtsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.courts(),
    queryFn: async (): Promise<AdminCourt[]> =>
      (await readJson<AdminCourtsResponse>(api.get('admin/courts'))).courts,
  });
}

/** After a court changes: the admin list and every member-facing court query (schedules). */
function useCourtChanged() {
  const queryClient = useQueryClient();
  return (answer: AdminCourtResponse) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.courts() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.courts.all() });
    notifySuccess(answer.message);
  };
}

/** POST /admin/courts, or PUT /admin/courts/{id} when `courtId` is given. */
export function useSaveCourt() {
  const changed = useCourtChanged();
  return useMutation({
    ...onlineOnly(({ courtId, court }: { courtId?: string; court: CourtInput }) =>
      readJson<AdminCourtResponse>(
        courtId
          ? api.put(`admin/courts/${courtId}`, { json: court })
          : api.post('admin/courts', { json: court }),
      ),
    ),
    onSuccess: changed,
    onError: (error) => toastOnError(t('admin.courtSaveFailed'))(error),
  });
}

/** POST /admin/courts/{id}/deactivate or /activate. */
export function useSetCourtActive() {
  const changed = useCourtChanged();
  return useMutation({
    ...onlineOnly(({ courtId, active }: { courtId: string; active: boolean }) =>
      readJson<AdminCourtResponse>(
        api.post(`admin/courts/${courtId}/${active ? 'activate' : 'deactivate'}`),
      ),
    ),
    onSuccess: changed,
    onError: (error) => toastOnError(t('admin.courtStateFailed'))(error),
  });
}

/** POST /admin/courts/{id}/image (multipart, field `image`). */
export function useUploadCourtImage() {
  const changed = useCourtChanged();
  return useMutation({
    ...onlineOnly(({ courtId, file }: { courtId: string; file: File }) => {
      const body = new FormData();
      body.append('image', file);
      return readJson<AdminCourtResponse>(api.post(`admin/courts/${courtId}/image`, { body }));
    }),
    onSuccess: changed,
    onError: (error) => toastOnError(t('admin.imageUploadFailed'))(error),
  });
}
