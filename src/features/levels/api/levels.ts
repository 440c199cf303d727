import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourtType } from '@/domain/courts.ts';
import type {
  AdminResultsResponse,
  BookingResultResponse,
  ClubLevelsResponse,
  DecideResultBody,
  EnterResultBody,
  LevelsResponse,
  MyLevelsResponse,
  ResultAnswer,
  SelfAssessmentBody,
  SetLevelBody,
} from '@/api/levels.ts';
import type { PlayerLevel } from '@/domain/levels.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { t } from '@/i18n/index.ts';
import type { MessageKey } from '@/i18n/keys.ts';

interface LevelAnswer {
  success: true;
  message: string;
  level: PlayerLevel;
}

/** GET /levels?users=…&sport=…: the ids sorted, so every avatar of one list shares one request. */
export function levelsQueryOptions(userIds: string[], sport: CourtType) {
  const users = [...new Set(userIds)].sort().join(',');
  return queryOptions({
    queryKey: queryKeys.levels.of(sport, users),
    queryFn: () => readJson<LevelsResponse>(api.get('levels', { searchParams: { users, sport } })),
    enabled: users.length > 0,
    staleTime: 60_000,
  });
}

/** GET /levels/me: the member's level and history per sport. */
export function myLevelsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.levels.mine(),
    queryFn: () => readJson<MyLevelsResponse>(api.get('levels/me')),
  });
}

/** GET /levels/club?sport=: coaches' and admins' list. */
export function clubLevelsQueryOptions(sport: CourtType) {
  return queryOptions({
    queryKey: queryKeys.levels.club(sport),
    queryFn: () =>
      readJson<ClubLevelsResponse>(api.get('levels/club', { searchParams: { sport } })),
  });
}

/** GET /results/booking/{id}: the booking's result and what the player may do. */
export function bookingResultQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: queryKeys.levels.bookingResult(bookingId),
    queryFn: () => readJson<BookingResultResponse>(api.get(`results/booking/${bookingId}`)),
  });
}

/** GET /admin/users/{id}/levels. */
export function adminUserLevelsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.admin.userLevels(userId),
    queryFn: () => readJson<MyLevelsResponse>(api.get(`admin/users/${userId}/levels`)),
  });
}

/** GET /admin/results?status=. */
export function adminResultsQueryOptions(
  status: 'disputed' | 'pending' | 'confirmed' | 'rejected',
) {
  return queryOptions({
    queryKey: queryKeys.admin.results(status),
    queryFn: () =>
      readJson<AdminResultsResponse>(api.get('admin/results', { searchParams: { status } })),
  });
}

/** Every change of a level or result refreshes what shows levels, and says so. */
function useLevelsAction<V, A extends { message: string }>(
  send: (variables: V) => Promise<A>,
  failed: MessageKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly(send),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.levels.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() });
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t(failed))(error),
  });
}

/** POST /levels/self-assessment. */
export function useSelfAssessment() {
  return useLevelsAction(
    (body: SelfAssessmentBody) =>
      readJson<LevelAnswer>(api.post('levels/self-assessment', { json: body })),
    'levels.selfAssessmentFailed',
  );
}

/** PUT /levels/{userId} (coaches and admins). */
export function useSetLevel() {
  return useLevelsAction(
    ({ userId, ...body }: SetLevelBody & { userId: string }) =>
      readJson<LevelAnswer>(api.put(`levels/${userId}`, { json: body })),
    'levels.validateFailed',
  );
}

/** PUT /admin/users/{id}/levels (audited). */
export function useAdminSetLevel() {
  return useLevelsAction(
    ({ userId, ...body }: SetLevelBody & { userId: string }) =>
      readJson<LevelAnswer>(api.put(`admin/users/${userId}/levels`, { json: body })),
    'levels.changeFailed',
  );
}

/** POST /results/booking/{bookingId}. */
export function useEnterResult(bookingId: string) {
  return useLevelsAction(
    (body: EnterResultBody) =>
      readJson<ResultAnswer>(api.post(`results/booking/${bookingId}`, { json: body })),
    'levels.enterResultFailed',
  );
}

/** POST /results/{id}/confirm or /dispute. */
export function useAnswerResult() {
  return useLevelsAction(
    ({ id, reason }: { id: string; reason?: string }) =>
      readJson<ResultAnswer>(
        reason === undefined
          ? api.post(`results/${id}/confirm`)
          : api.post(`results/${id}/dispute`, { json: { reason } }),
      ),
    'levels.answerResultFailed',
  );
}

/** POST /admin/results/{id}/decide. */
export function useDecideResult() {
  return useLevelsAction(
    ({ id, ...body }: DecideResultBody & { id: string }) =>
      readJson<ResultAnswer>(api.post(`admin/results/${id}/decide`, { json: body })),
    'levels.decideFailed',
  );
}
