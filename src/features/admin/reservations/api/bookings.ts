import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBookingResponse,
  AdminBookingsQuery,
  AdminBookingsResponse,
  AdminCancelBookingBody,
  AdminCancelBookingResponse,
  AdminCreateBookingBody,
  DeskPaymentBody,
} from '@/api/admin/bookings.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { t } from '@/i18n/index.ts';
import type { MessageKey } from '@/i18n/keys.ts';

type Query = Record<string, string | number>;

/** The query without its unset filters, so the URL and the cache key stay short and stable. */
function compact(query: AdminBookingsQuery): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') out[key] = value;
  }
  return out;
}

/** GET /admin/bookings: one page of bookings matching the filters. */
export function adminBookingsQueryOptions(query: AdminBookingsQuery) {
  const searchParams = compact(query);
  return queryOptions({
    queryKey: queryKeys.admin.bookings.list(searchParams),
    queryFn: () => readJson<AdminBookingsResponse>(api.get('admin/bookings', { searchParams })),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every change to a booking refreshes the admin lists, the dashboard, the member's detail and the
 * schedules (a slot freed or taken), and says so with the server's message.
 */
function useBookingAction<V, A extends { message: string }>(
  send: (variables: V) => Promise<A>,
  failed: MessageKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly(send),
    onSuccess: (answer: A) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.courts.all() });
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t(failed))(error),
  });
}

/** POST /admin/bookings: a booking for a member, on the member's rules. */
export function useAdminCreateBooking() {
  return useBookingAction(
    (body: AdminCreateBookingBody) =>
      readJson<AdminBookingResponse>(api.post('admin/bookings', { json: body })),
    'admin.bookingCreateFailed',
  );
}

/** DELETE /admin/bookings/{id}: refunds to the wallets unless `refund: false`. */
export function useAdminCancelBooking() {
  return useBookingAction(
    ({ bookingId, ...body }: { bookingId: string } & AdminCancelBookingBody) =>
      readJson<AdminCancelBookingResponse>(
        api.delete(`admin/bookings/${bookingId}`, { json: body }),
      ),
    'admin.bookingCancelFailed',
  );
}

/** POST /admin/bookings/{id}/desk-payment: one player's part, in cash or on the card terminal. */
export function useDeskPayment() {
  return useBookingAction(
    ({ bookingId, ...body }: { bookingId: string } & DeskPaymentBody) =>
      readJson<AdminBookingResponse>(
        api.post(`admin/bookings/${bookingId}/desk-payment`, { json: body }),
      ),
    'admin.paymentFailed',
  );
}
