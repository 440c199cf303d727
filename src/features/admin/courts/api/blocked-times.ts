import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBlockedTime,
  AdminBlockedTimesResponse,
  BlockCoverageBody,
  BlockCoverageResponse,
  BlockSavedResponse,
  CoveredBookingsChoice,
} from '@/api/admin/blocked-times.ts';
import type { Booking } from '@/api/bookings.ts';
import type { MessageResponse } from '@/api/common.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { t } from '@/i18n/index.ts';
import { formatEuros } from '@/features/admin/shared/format.ts';

/** GET /admin/blocked-times: the blocks still running. */
export function adminBlockedTimesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.blockedTimes(),
    queryFn: async (): Promise<AdminBlockedTime[]> =>
      (await readJson<AdminBlockedTimesResponse>(api.get('admin/blocked-times'))).blockedTimes,
  });
}

/** A block as the form sends it; `blockId` when an existing block (of one court) is edited. */
export type BlockDraft = Omit<BlockCoverageBody, 'blockId'> & { blockId?: string };

/** POST /admin/blocked-times/coverage: the bookings the block would take. */
export function useBlockCoverage() {
  return useMutation({
    ...onlineOnly(
      async (draft: BlockDraft): Promise<Booking[]> =>
        (
          await readJson<BlockCoverageResponse>(
            api.post('admin/blocked-times/coverage', { json: draft }),
          )
        ).bookings,
    ),
    onError: (error) => toastOnError(t('admin.blockConflictsFailed'))(error),
  });
}

function useBlocksChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.courts.all() });
  };
}

/** What a save says: the server's message, and what the cancellations gave back. */
function savedMessage(answer: BlockSavedResponse): string {
  if (answer.cancelledBookings === 0) return answer.message;
  const refunds = t('admin.blockSavedRefunds', {
    count: answer.cancelledBookings,
    amount: formatEuros(answer.refunded),
  });
  return `${answer.message} ${refunds}`;
}

/** POST /admin/blocked-times (one block per court), or PUT …/{id} for `blockId`. */
export function useSaveBlock() {
  const changed = useBlocksChanged();
  return useMutation({
    ...onlineOnly(({ draft, covered }: { draft: BlockDraft; covered?: CoveredBookingsChoice }) => {
      const { blockId, courtIds, ...fields } = draft;
      const choice = covered ? { coveredBookings: covered } : {};
      return readJson<BlockSavedResponse>(
        blockId
          ? api.put(`admin/blocked-times/${blockId}`, {
              json: { ...fields, courtId: courtIds[0], ...choice },
            })
          : api.post('admin/blocked-times', { json: { ...fields, courtIds, ...choice } }),
      );
    }),
    onSuccess: (answer) => {
      changed();
      notifySuccess(savedMessage(answer));
    },
    onError: (error) => toastOnError(t('admin.blockSaveFailed'))(error),
  });
}

/** DELETE /admin/blocked-times/{id}. */
export function useDeleteBlock() {
  const changed = useBlocksChanged();
  return useMutation({
    ...onlineOnly((blockId: string) =>
      readJson<MessageResponse>(api.delete(`admin/blocked-times/${blockId}`)),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('admin.blockDeleteFailed'))(error),
  });
}
