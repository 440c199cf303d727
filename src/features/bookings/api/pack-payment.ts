import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayWithPackRequest, PayWithPackResponse } from '@/api/packs.ts';
import { t } from '@/i18n/index.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { PaymentTarget } from './booking-actions.ts';
import { applyBooking } from './booking-detail.ts';

/** POST /users/booking/payWithPack: one use of the member's pack pays the part or the total. */
export function usePayWithPack(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly(({ target, packId }: { target: PaymentTarget; packId: string }) =>
      readJson<PayWithPackResponse>(
        api.post('users/booking/payWithPack', {
          json: { bookingId, playerIndex: target, packId } satisfies PayWithPackRequest,
        }),
      ),
    ),
    onSuccess: (answer) => {
      applyBooking(queryClient, answer.booking);
      void queryClient.invalidateQueries({ queryKey: queryKeys.booking.all(bookingId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myBookings() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.packs() });
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('bookings.packPayFailed'))(error),
  });
}
