import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@/api/common.ts';
import {
  schoolUpdatedEvent,
  type AttendanceBody,
  type AttendanceResponse,
  type CoachOverviewResponse,
  type MakeUpBody,
  type MakeUpCreatedResponse,
  type MakeUpsResponse,
  type SchoolOverviewResponse,
  type SchoolRequestBody,
  type SchoolUpdatedPayload,
} from '@/api/school.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useSocketEvent } from '@/lib/socket.ts';
import { t } from '@/i18n/index.ts';

/** GET /school: prices, groups with free places, my request and my attendance. */
export function schoolQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.school.overview(),
    queryFn: () => readJson<SchoolOverviewResponse>(api.get('school')),
  });
}

/** GET /school/coach: the coach's groups with their students, and the pending requests. */
export function coachSchoolQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.school.coach(),
    queryFn: () => readJson<CoachOverviewResponse>(api.get('school/coach')),
  });
}

/** GET /school/groups/{id}/attendance?date= */
export function attendanceQueryOptions(groupId: string, date: string) {
  return queryOptions({
    queryKey: queryKeys.school.attendance(groupId, date),
    queryFn: () =>
      readJson<AttendanceResponse>(
        api.get(`school/groups/${groupId}/attendance`, { searchParams: { date } }),
      ),
  });
}

export function useSchoolChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.school.all() });
}

/** GET /school/make-ups: the pupil's missed classes, the groups of their level, their make-ups. */
export function makeUpsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.school.makeUps(),
    queryFn: ({ signal }) => readJson<MakeUpsResponse>(api.get('school/make-ups', { signal })),
  });
}

/** POST /school/make-ups ('Recuperar clase'). */
export function useTakeMakeUp() {
  const changed = useSchoolChanged();
  return useMutation({
    ...onlineOnly((body: MakeUpBody) =>
      readJson<MakeUpCreatedResponse>(api.post('school/make-ups', { json: body })),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('school.makeUpFailed'))(error),
  });
}

/** POST /school/requests ('Solicitar plaza'). */
export function useRequestPlace() {
  const changed = useSchoolChanged();
  return useMutation({
    ...onlineOnly((body: SchoolRequestBody) =>
      readJson<MessageResponse>(api.post('school/requests', { json: body })),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('school.requestFailed'))(error),
  });
}

/** POST /school/requests/{id}/place: the coach gives the student a place in a group. */
export function usePlaceStudent() {
  const changed = useSchoolChanged();
  return useMutation({
    ...onlineOnly(({ requestId, groupId }: { requestId: string; groupId: string }) =>
      readJson<MessageResponse>(
        api.post(`school/requests/${requestId}/place`, { json: { groupId } }),
      ),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('school.placeFailed'))(error),
  });
}

/** PUT /school/groups/{id}/attendance */
export function useSaveAttendance() {
  const changed = useSchoolChanged();
  return useMutation({
    ...onlineOnly(({ groupId, body }: { groupId: string; body: AttendanceBody }) =>
      readJson<MessageResponse>(api.put(`school/groups/${groupId}/attendance`, { json: body })),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('school.attendanceFailed'))(error),
  });
}

/** A coach's placement reaches the student's open page at once (`schoolUpdated:{userId}`). */
export function useSchoolLive(): void {
  const user = useSessionUser();
  const changed = useSchoolChanged();
  useSocketEvent<SchoolUpdatedPayload>(user ? schoolUpdatedEvent(user.id) : null, changed);
}
