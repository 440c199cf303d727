import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@/api/common.ts';
import type { AdminSchoolResponse, SchoolGroupInput, SchoolPricesBody } from '@/api/school.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { t } from '@/i18n/index.ts';

/** GET /admin/school: every group with its students, the prices, the coaches and the courts. */
export function adminSchoolQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.school(),
    queryFn: () => readJson<AdminSchoolResponse>(api.get('admin/school')),
  });
}

function useSchoolChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.school.all() });
    // The group's court time is a blocked time on the schedule.
    void queryClient.invalidateQueries({ queryKey: queryKeys.courts.all() });
  };
}

/** POST /admin/school/groups, or PUT …/{id} when `groupId` is given. */
export function useSaveSchoolGroup() {
  const changed = useSchoolChanged();
  return useMutation({
    ...onlineOnly(({ groupId, input }: { groupId: string | null; input: SchoolGroupInput }) =>
      readJson<MessageResponse>(
        groupId
          ? api.put(`admin/school/groups/${groupId}`, { json: input })
          : api.post('admin/school/groups', { json: input }),
      ),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('admin.groupSaveFailed'))(error),
  });
}

/** PUT /admin/school/prices */
export function useSaveSchoolPrices() {
  const changed = useSchoolChanged();
  return useMutation({
    ...onlineOnly((body: SchoolPricesBody) =>
      readJson<MessageResponse>(api.put('admin/school/prices', { json: body })),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('admin.pricesSaveFailed'))(error),
  });
}
