import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@/api/common.ts';
import {
  matchNoticeEvent,
  type MatchCardPaymentBody,
  type MatchNoticePayload,
  type MatchResponse,
  type MatchesQuery,
  type MatchesResponse,
  type OpenMatch,
  type OpenMatchBody,
} from '@/api/matches.ts';
import type { ClientSecretResponse } from '@/api/common.ts';
import type {
  CardPayment,
  PaymentMethodChoice,
} from '@/components/card-payment/use-card-payment.tsx';
import { ActionError } from '@/lib/failures.ts';
import { notifySuccess, toastCloseButton, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useSocketEvent } from '@/lib/socket.ts';
import { t } from '@/i18n/index.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { notifications } from '@mantine/notifications';
import { cardChoiceFields, confirmCardOrThrow } from '@/components/card-payment/confirm.ts';

/** The list's filters as the screen keeps them (empty: any). */
export interface MatchFilters {
  date?: string;
  sport?: 'padel' | 'tennis';
  level?: number;
}

/** GET /matches: open matches not yet started, by day, sport and level. */
export function matchesQueryOptions(filters: MatchFilters = {}) {
  return queryOptions({
    queryKey: queryKeys.matches.list(filters),
    queryFn: async (): Promise<OpenMatch[]> => {
      const searchParams: Record<string, string> = {};
      const query: MatchesQuery = filters;
      if (query.date) searchParams.date = query.date;
      if (query.sport) searchParams.sport = query.sport;
      if (query.level !== undefined) searchParams.level = String(query.level);
      return (await readJson<MatchesResponse>(api.get('matches', { searchParams }))).matches;
    },
    // Seats go fast: the list asks again while on screen (notices refresh it at once too).
    refetchInterval: 30_000,
  });
}

/** After any change: every list, 'Mis Reservas' and the wallet as the server has them now. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.matches.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.myBookings() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
  };
}

/** `matchNotice:{userId}`: someone joined, left, a seat freed, a match was cancelled. */
export function useMatchNotices(): void {
  const user = useSessionUser();
  const refresh = useRefresh();
  useSocketEvent<MatchNoticePayload>(user ? matchNoticeEvent(user.id) : null, (notice) => {
    refresh();
    notifications.show({
      message: notice.message,
      autoClose: 8_000,
      closeButtonProps: toastCloseButton(),
    });
  });
}

const post = <T>(path: string, json?: object) => readJson<T>(api.post(path, { json: json ?? {} }));

/** POST /matches: a booking opened as a match. */
export function useOpenMatch() {
  const refresh = useRefresh();
  return useMutation({
    ...onlineOnly((body: OpenMatchBody) => post<MatchResponse>('matches', body)),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => toastOnError(t('matches.openFailed'))(error),
    onSettled: refresh,
  });
}

/** The join's fallbacks (keys); the dialog shows the failure in place, so no toast is raised. */
export const JOIN_FAILURE: MessageKey = 'matches.joinFailed';
export const JOIN_BY_CARD_FAILURE: MessageKey = 'matches.joinByCardFailed';

/** POST /matches/{id}/join: the seat paid from the wallet. */
export function useJoinWithWallet() {
  const refresh = useRefresh();
  return useMutation({
    ...onlineOnly((matchId: string) => post<MatchResponse>(`matches/${matchId}/join`)),
    onSuccess: (answer) => notifySuccess(answer.message),
    onSettled: refresh,
  });
}

/** POST /matches/{id}/createPaymentIntent, then the card's confirmation; the server seats on success. */
export function useJoinByCard(card: CardPayment) {
  const refresh = useRefresh();
  return useMutation({
    ...onlineOnly(async ({ matchId, method }: { matchId: string; method: PaymentMethodChoice }) => {
      if (!card.providerReady) {
        throw new ActionError(t('matches.stripeNotReady'));
      }
      const body: MatchCardPaymentBody = {
        ...cardChoiceFields(method),
      };
      const { clientSecret } = await post<ClientSecretResponse>(
        `matches/${matchId}/createPaymentIntent`,
        body,
      );
      await confirmCardOrThrow(card, clientSecret, method);
    }),
    onSuccess: () => notifySuccess(t('matches.joinedPaid')),
    onSettled: refresh,
  });
}

function useMatchAction(
  path: (id: string) => string,
  method: 'post' | 'delete',
  fallback: MessageKey,
) {
  const refresh = useRefresh();
  return useMutation({
    ...onlineOnly((matchId: string) =>
      readJson<MessageResponse>(
        method === 'post' ? api.post(path(matchId), { json: {} }) : api.delete(path(matchId)),
      ),
    ),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => toastOnError(t(fallback))(error),
    onSettled: refresh,
  });
}

export const useLeaveMatch = () =>
  useMatchAction((id) => `matches/${id}/leave`, 'post', 'matches.leaveFailed');
export const useCloseMatch = () =>
  useMatchAction((id) => `matches/${id}/close`, 'post', 'matches.closeFailed');
export const useQueueForMatch = () =>
  useMatchAction((id) => `matches/${id}/queue`, 'post', 'matches.queueFailed');
export const useLeaveMatchQueue = () =>
  useMatchAction((id) => `matches/${id}/queue`, 'delete', 'matches.unqueueFailed');
