import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserDetailResponse,
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  ChangeRoleBody,
  UcaDecisionBody,
  WalletAdjustmentBody,
  WalletAdjustmentResponse,
} from '@/api/admin/users.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { t } from '@/i18n/index.ts';
import type { MessageKey } from '@/i18n/keys.ts';

type Query = Record<string, string | number | boolean>;

/** The query without its unset filters, so the URL and the cache key stay short and stable. */
function compact(query: AdminUsersQuery): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) out[key] = value as string;
  }
  return out;
}

/** GET /admin/users: one page of members matching the filters. */
export function adminUsersQueryOptions(query: AdminUsersQuery) {
  const searchParams = compact(query);
  return queryOptions({
    queryKey: queryKeys.admin.users.list(searchParams),
    queryFn: () => readJson<AdminUsersResponse>(api.get('admin/users', { searchParams })),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/users/{id}: the member with subscriptions, wallet, bookings and door entries. */
export function adminUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.admin.users.detail(userId),
    queryFn: () => readJson<AdminUserDetailResponse>(api.get(`admin/users/${userId}`)),
  });
}

/** Every action on a member refreshes the lists and the member's detail, and says so. */
function useUserAction<V>(
  send: (variables: V) => Promise<{ message: string }>,
  failed: MessageKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly(send),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() });
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t(failed))(error),
  });
}

/** PUT /admin/users/{id}/role (`null` hands the role back to the membership). */
export function useChangeRole() {
  return useUserAction(
    ({ userId, role }: { userId: string } & ChangeRoleBody) =>
      readJson<AdminUserResponse>(api.put(`admin/users/${userId}/role`, { json: { role } })),
    'admin.roleChangeFailed',
  );
}

/** POST /admin/users/{id}/uca: approve or reject a pending UCA request. */
export function useDecideUca() {
  return useUserAction(
    ({ userId, ...body }: { userId: string } & UcaDecisionBody) =>
      readJson<AdminUserResponse>(api.post(`admin/users/${userId}/uca`, { json: body })),
    'admin.ucaDecisionFailed',
  );
}

/** POST /admin/users/{id}/wallet: a ledger entry with its reason. */
export function useAdjustWallet() {
  return useUserAction(
    ({ userId, ...body }: { userId: string } & WalletAdjustmentBody) =>
      readJson<WalletAdjustmentResponse>(api.post(`admin/users/${userId}/wallet`, { json: body })),
    'admin.walletAdjustFailed',
  );
}

/** POST /admin/users/{id}/disable or /enable. */
export function useSetUserEnabled() {
  return useUserAction(
    ({ userId, enabled }: { userId: string; enabled: boolean }) =>
      readJson<AdminUserResponse>(
        api.post(`admin/users/${userId}/${enabled ? 'enable' : 'disable'}`),
      ),
    'admin.accountStateFailed',
  );
}
