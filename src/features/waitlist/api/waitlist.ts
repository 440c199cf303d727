import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@/api/common.ts';
import {
  waitlistUpdatedEvent,
  type JoinWaitlistRequest,
  type QuickBookingRequest,
  type QuickBookingResponse,
  type WaitlistEntriesResponse,
  type WaitlistEntry,
  type WaitlistUpdatedPayload,
} from '@/api/waitlist.ts';
import { t } from '@/i18n/index.ts';
import { notifySuccess, toastOnError } from '@/lib/feedback.tsx';
import { api, readJson } from '@/lib/http.ts';
import { onlineOnly } from '@/lib/online.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useSocketEvent } from '@/lib/socket.ts';

/** GET /waitlist/mine: the member's places in line and the freed slots held for them. */
export function myWaitlistQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.myWaitlist(),
    queryFn: async ({ signal }) =>
      (await readJson<WaitlistEntriesResponse>(api.get('waitlist/mine', { signal }))).entries,
  });
}

/** A place in line, or a booking made from one, changes both lists. */
function useWaitlistChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.myWaitlist() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.myBookings() });
  };
}

/** POST /waitlist ('Avísame si se libera'). */
export function useJoinWaitlist() {
  const changed = useWaitlistChanged();
  return useMutation({
    ...onlineOnly((body: JoinWaitlistRequest) =>
      readJson<{ message: string; entry: WaitlistEntry }>(api.post('waitlist', { json: body })),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('waitlist.joinFailed'))(error),
  });
}

/** DELETE /waitlist/{id} ('Salir de la lista'). */
export function useLeaveWaitlist() {
  const changed = useWaitlistChanged();
  return useMutation({
    ...onlineOnly((entryId: string) =>
      readJson<MessageResponse>(api.delete(`waitlist/${entryId}`)),
    ),
    onSuccess: (answer) => {
      changed();
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('waitlist.leaveFailed'))(error),
  });
}

/** POST /bookings/quick ('Reserva rápida'): booked, or the offers when no court is free. */
export function useQuickBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    ...onlineOnly((body: QuickBookingRequest) =>
      readJson<QuickBookingResponse>(api.post('bookings/quick', { json: body })),
    ),
    onSuccess: (answer) => {
      if (!answer.booking) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.myBookings() });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.booked.ofCourt(answer.booking.courtId._id),
      });
      notifySuccess(answer.message);
    },
    onError: (error) => toastOnError(t('waitlist.quickFailed'))(error),
  });
}

/**
 * Live: a freed slot booked (or held, or refused) for the member refreshes their bookings and
 * their lines at once, and says so.
 */
export function useWaitlistLive(): void {
  const user = useSessionUser();
  const changed = useWaitlistChanged();
  useSocketEvent<WaitlistUpdatedPayload>(user ? waitlistUpdatedEvent(user.id) : null, (payload) => {
    changed();
    if (payload?.message) notifySuccess(payload.message);
  });
}
