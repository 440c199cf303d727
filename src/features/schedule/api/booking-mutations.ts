import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type {
  BookingResponse,
  CreateBookingRequest,
  DeleteBookingResponse,
  GuestPaymentIntentRequest,
  PaymentIntentResponse,
} from '@/api/bookings.ts';
import type { Court } from '@/api/courts.ts';
import type { User } from '@/api/users.ts';
import { courtPrice } from '@/domain/booking-rules.ts';
import { t } from '@/i18n/index.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { ActionError } from '@/lib/failures.ts';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { GuestCardPayment } from '../components/card-payment-slot.ts';

/** Why booking or paying fails at once offline, in the language shown. */
export function offlineAction(): string {
  return t('schedule.offlineAction');
}
const BOOKED_TOAST_MS = 5000;

/** A slot of a day, as the schedule books it. */
export interface SlotChoice {
  /** YYYY-MM-DD */
  date: string;
  /** 'HH:MM - HH:MM' */
  slot: string;
}

/** After a booking changes on a court: its taken slots and the member's bookings, fetched again. */
function useRefreshBookings(courtId: string): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.booked.ofCourt(courtId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.myBookings() });
  };
}

/**
 * POST /users/booking, for members and league matches (no payment first). The slots are fetched
 * again whatever the answer: a refusal often means someone else has just taken the slot.
 */
export function useCreateBooking(court: Court, user: User) {
  const navigate = useNavigate();
  const refresh = useRefreshBookings(court._id);
  return useMutation({
    ...onlineOnly((input: SlotChoice & { isLeagueMatch: boolean; rivalId: string | null }) => {
      const body: CreateBookingRequest = {
        courtId: court._id,
        timeBooked: [input.slot],
        dateBooked: input.date,
        userBooked: user.id,
        players: input.rivalId ? [{ memberId: input.rivalId, isMember: true }] : [],
        isLeagueMatch: input.isLeagueMatch,
        paymentStatus: 'C',
      };
      return readJson<BookingResponse>(api.post('users/booking', { json: body }));
    }, offlineAction()),
    onSuccess: ({ booking }) =>
      notifySuccess(t('schedule.bookingConfirmed'), {
        autoClose: BOOKED_TOAST_MS,
        action: {
          label: t('schedule.view'),
          onClick: () =>
            void navigate({ to: '/bookings/$bookingId', params: { bookingId: booking._id } }),
        },
      }),
    onError: (error) => toastOnError(t('schedule.confirmFailed'))(error),
    onSettled: refresh,
  });
}

/** DELETE /users/booking/{id}/delete: the schedule only cancels unpaid bookings. */
export function useCancelBooking(courtId: string) {
  const refresh = useRefreshBookings(courtId);
  return useMutation({
    ...onlineOnly(
      (bookingId: string) =>
        readJson<DeleteBookingResponse>(
          api.delete(`users/booking/${encodeURIComponent(bookingId)}/delete`, {
            json: { players: [] },
          }),
        ),
      offlineAction(),
    ),
    onSuccess: () => notifySuccess(t('schedule.cancelled')),
    onError: (error) => toastOnError(t('schedule.cancelFailed'))(error),
    onSettled: refresh,
  });
}

/**
 * A guest or non-member pays the whole court first: the schedule's form of POST
 * /users/booking/createPaymentIntent, then the card confirmation; the server creates the booking
 * when the payment succeeds.
 */
export function useGuestPayment(court: Court, user: User) {
  const refresh = useRefreshBookings(court._id);
  return useMutation({
    ...onlineOnly(async ({ date, slot, payment }: SlotChoice & { payment: GuestCardPayment }) => {
      if (!payment.providerReady) throw new ActionError(t('schedule.stripeNotReady'));
      const body: GuestPaymentIntentRequest = {
        courtBooked: { ...court },
        timeBooked: [slot],
        dateBooked: date,
        userBooked: user.id,
        players: [{ memberId: user.id, isMember: false, amount: courtPrice(court, user.role) }],
        paymentStatus: 'C',
      };
      const { clientSecret } = await readJson<PaymentIntentResponse>(
        api.post('users/booking/createPaymentIntent', { json: body }),
      );
      const result = await payment.pay(clientSecret);
      if (result.ok) return;
      // One toast: the card's own reason ('Tu tarjeta ha sido rechazada.') says it all.
      throw new ActionError(
        result.reason === 'provider' ? result.message : t('schedule.paymentError'),
      );
    }, offlineAction()),
    onSuccess: () => {
      notifySuccess(t('schedule.paymentCompleted'));
      refresh();
    },
    onError: (error) => toastOnError(t('schedule.paymentFailed'))(error),
  });
}
