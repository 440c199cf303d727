import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsersListResponse } from '@/api/bookings.ts';
import type {
  AdminPacksResponse,
  ExtendPackBody,
  PackTypeBody,
  SellPackBody,
} from '@/api/packs.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { t } from '@/i18n/index.ts';

/** GET /admin/packs: the types, the packs sold (newest first) and the statistics. */
export function adminPacksQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.packs(),
    queryFn: async ({ signal }) => readJson<AdminPacksResponse>(api.get('admin/packs', { signal })),
  });
}

/** GET /users/all: whom the desk can sell a pack to. */
export function packBuyersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.packBuyers(),
    queryFn: async ({ signal }) =>
      (await readJson<UsersListResponse>(api.get('users/all', { signal }))).users,
    staleTime: 5 * 60_000,
  });
}

/** After any change: the admin's list and the members' packs. */
function useChanged() {
  const queryClient = useQueryClient();
  return (message: string) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.packs() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.packs() });
    notifySuccess(message);
  };
}

type Answer = { message?: string };

/** POST /admin/packs/types, or PUT /admin/packs/types/{id} when `typeId` is given. */
export function useSavePackType() {
  const changed = useChanged();
  return useMutation({
    ...onlineOnly(({ typeId, body }: { typeId?: string; body: PackTypeBody }) =>
      readJson<Answer>(
        typeId
          ? api.put(`admin/packs/types/${typeId}`, { json: body })
          : api.post('admin/packs/types', { json: body }),
      ),
    ),
    onSuccess: () => changed(t('admin.packSaved')),
    onError: (error) => toastOnError(t('admin.packSaveFailed'))(error),
  });
}

/** POST /admin/packs/sell: sold at the desk, in cash or on the card terminal. */
export function useSellPack() {
  const changed = useChanged();
  return useMutation({
    ...onlineOnly((body: SellPackBody) =>
      readJson<Answer>(api.post('admin/packs/sell', { json: body })),
    ),
    onSuccess: (answer) => changed(answer.message ?? t('admin.packSold')),
    onError: (error) => toastOnError(t('admin.packSellFailed'))(error),
  });
}

/** POST /admin/packs/{id}/extend or /refund, with the admin's reason. */
export function usePackAction() {
  const changed = useChanged();
  return useMutation({
    ...onlineOnly(
      ({ id, action, body }: { id: string; action: 'extend' | 'refund'; body: object }) =>
        readJson<Answer>(
          api.post(`admin/packs/${id}/${action}`, {
            json: body satisfies Partial<ExtendPackBody>,
          }),
        ),
    ),
    onSuccess: (answer) => changed(answer.message ?? t('admin.done')),
    onError: (error) => toastOnError(t('admin.packChangeFailed'))(error),
  });
}
