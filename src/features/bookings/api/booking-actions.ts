import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type {
  BookingPaymentIntentRequest,
  CancelWithRefundsResponse,
  CreatePaymentLinkRequest,
  PaymentLinkResponse,
  PayWithWalletRequest,
  PayWithWalletResponse,
  UpdatePlayerInput,
} from '@/api/booking-detail.ts';
import type { Booking, BookingResponse, DeleteBookingResponse } from '@/api/bookings.ts';
import type { ClientSecretResponse } from '@/api/payments.ts';
import { PACK_MESSAGES } from '@/domain/packs.ts';
import { t } from '@/i18n/index.ts';
import type {
  CardPayment,
  PaymentMethodChoice,
} from '@/components/card-payment/use-card-payment.tsx';
import { ActionError, failureMessage } from '@/lib/failures.ts';
import { notifyError, notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { ApiError, api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { applyBooking, bookingPath } from './booking-detail.ts';
import { cardChoiceFields, confirmCardOrThrow } from '@/components/card-payment/confirm.ts';

/** The players as PUT /users/booking/{id} keeps them: each existing one named by its index. */
function keptPlayers(booking: Booking, without?: number): UpdatePlayerInput[] {
  return booking.players
    .filter((p) => p.index !== without)
    .map((p) => ({
      index: p.index,
      isMember: p.isMember,
      memberId: p.memberId?._id ?? null,
      nonMemberName: p.nonMemberName,
      nonMemberEmail: p.nonMemberEmail,
    }));
}

function putPlayers(booking: Booking, players: UpdatePlayerInput[]) {
  return readJson<BookingResponse>(api.put(bookingPath(booking._id), { json: { players } }));
}

function useAfterBookingChange() {
  const queryClient = useQueryClient();
  return ({ booking }: { booking: Booking }) => applyBooking(queryClient, booking);
}

/** 'Añadir Jugador': PUT /users/booking/{id} with the players kept and the new one. */
export function useAddPlayer(booking: Booking) {
  const apply = useAfterBookingChange();
  return useMutation({
    ...onlineOnly((player: UpdatePlayerInput) =>
      putPlayers(booking, [...keptPlayers(booking), player]),
    ),
    onSuccess: (answer) => {
      apply(answer);
      notifySuccess(t('bookings.playerAdded'));
    },
    onError: (error) =>
      toastOnError({
        fallback: t('bookings.playerAddFailed'),
        unexpected: t('bookings.playerAddUnexpected'),
      })(error),
  });
}

/** Removing a player: PUT /users/booking/{id} without them. */
export function useRemovePlayer(booking: Booking) {
  const apply = useAfterBookingChange();
  return useMutation({
    ...onlineOnly((index: number) => putPlayers(booking, keptPlayers(booking, index))),
    onSuccess: (answer) => {
      apply(answer);
      notifySuccess(t('bookings.playerRemoved'));
    },
    onError: (error) =>
      toastOnError({
        fallback: t('bookings.playerRemoveFailed'),
        unexpected: t('bookings.playerRemoveUnexpected'),
      })(error),
  });
}

/** Which part is paid: one player's (by index) or the whole booking (null). */
export type PaymentTarget = PayWithWalletRequest['playerIndex'];

function useAfterPayment(bookingId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.booking.all(bookingId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.myBookings() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
  };
}

/** POST /users/booking/payWithWallet: the server's message says whose part was paid. */
export function usePayWithWallet(bookingId: string) {
  const queryClient = useQueryClient();
  const refresh = useAfterPayment(bookingId);
  return useMutation({
    ...onlineOnly((playerIndex: PaymentTarget) =>
      readJson<PayWithWalletResponse>(
        api.post('users/booking/payWithWallet', {
          json: { bookingId, playerIndex } satisfies PayWithWalletRequest,
        }),
      ),
    ),
    onSuccess: (answer) => {
      applyBooking(queryClient, answer.booking);
      refresh();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('bookings.walletPayFailed'))(error),
  });
}

/** The success text of a card payment, as the wallet's answer words it. */
export function paidText(booking: Booking, target: PaymentTarget, userId: string): string {
  if (target === null) return t('bookings.paidTotal');
  const player = booking.players.find((p) => p.index === target);
  if (!player || player.memberId?._id === userId) return t('bookings.paidOwnPart');
  const name = player.memberId?.name || player.nonMemberName || player.nonMemberEmail || '';
  return t('bookings.paidPartOf', { name });
}

export interface CardPaymentRequest {
  target: PaymentTarget;
  method: PaymentMethodChoice;
}

/**
 * The detail page's card payment: POST /users/booking/createPaymentIntent, then the card
 * confirmation. The server marks the part paid when the payment succeeds; the page refetches.
 */
export function useBookingCardPayment(booking: Booking, userId: string, card: CardPayment) {
  const refresh = useAfterPayment(booking._id);
  return useMutation({
    ...onlineOnly(async ({ target, method }: CardPaymentRequest) => {
      if (!card.providerReady) {
        throw new ActionError(t('bookings.stripeNotReady'));
      }
      const body: BookingPaymentIntentRequest = {
        bookingId: booking._id,
        playerIndex: target,
        ...cardChoiceFields(method),
      };
      const { clientSecret } = await readJson<ClientSecretResponse>(
        api.post('users/booking/createPaymentIntent', { json: body }),
      );
      await confirmCardOrThrow(card, clientSecret, method);
    }),
    onSuccess: (_done, { target }) => notifySuccess(paidText(booking, target, userId)),
    onError: (error) => {
      // The server refused the payment with its reason ('Saldo insuficiente…', 'Esta parte…').
      if (error instanceof ApiError && error.refused && error.serverMessage) {
        notifyError(t('bookings.cardPayRefused', { reason: error.serverMessage }));
      } else {
        notifyError(
          failureMessage(error, {
            fallback: t('bookings.cardPayFailed'),
            unexpected: t('bookings.cardPayUnexpected'),
          }),
        );
      }
    },
    onSettled: refresh,
  });
}

/** POST /users/booking/createPaymentLink: one link per non-member player. */
export function useCreatePaymentLink(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly((playerIndex: number) =>
      readJson<PaymentLinkResponse>(
        api.post('users/booking/createPaymentLink', {
          json: { bookingId, playerIndex } satisfies CreatePaymentLinkRequest,
        }),
      ),
    ),
    onSuccess: (answer) => {
      applyBooking(queryClient, answer.booking);
      notifySuccess(t('bookings.paymentLinkCreated'));
    },
    onError: (error) =>
      toastOnError({
        fallback: t('bookings.paymentLinkFailed'),
        unexpected: t('bookings.paymentLinkUnexpected'),
      })(error),
  });
}

/**
 * Cancelling from the detail page: a booking with payments goes through
 * DELETE /users/booking/{id}/delete-booking-payments (each payer refunded to the wallet), any
 * other through DELETE /users/booking/{id}/delete. Then back to 'Mis Reservas'.
 */
export function useCancelBooking(booking: Booking) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const withPayments = booking.players.some((p) => p.amountPaid > 0);
  return useMutation({
    ...onlineOnly(async () => {
      const url = `${bookingPath(booking._id)}/${withPayments ? 'delete-booking-payments' : 'delete'}`;
      return readJson<CancelWithRefundsResponse | DeleteBookingResponse>(
        api.delete(url, { json: { players: [] } }),
      );
    }),
    onSuccess: (answer) => {
      // A part paid with a pack gets its use back instead of wallet money: say so.
      const useBack = 'message' in answer && answer.message === t(PACK_MESSAGES.useReturned);
      notifySuccess(
        useBack
          ? t(PACK_MESSAGES.useReturned)
          : t(withPayments ? 'bookings.cancelledRefunded' : 'bookings.cancelled'),
      );
      queryClient.removeQueries({ queryKey: queryKeys.booking.all(booking._id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.packs() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myBookings() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.walletBalance() });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.booked.ofCourt(booking.courtId._id),
      });
      void navigate({ to: '/bookings' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.refused && error.serverMessage) {
        notifyError(t('bookings.cannotCancel', { reason: error.serverMessage }));
      } else {
        notifyError(
          failureMessage(error, {
            fallback: t('bookings.cancelFailed'),
            unexpected: t('bookings.cancelUnexpected'),
          }),
        );
      }
    },
  });
}
