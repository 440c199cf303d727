import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Booking } from '@/api/bookings.ts';
import type { Court } from '@/api/courts.ts';
import type { User } from '@/api/users.ts';
import { checkBookingRequest } from '@/domain/booking-rules.ts';
import { canCancel } from '@/domain/cancellation.ts';
import { t } from '@/i18n/index.ts';
import { CLUB_TIME_ZONE } from '@/lib/dates.ts';
import { notifyError } from '@/lib/feedback.tsx';
import { useCancelBooking, useCreateBooking, useGuestPayment } from '../api/booking-mutations.ts';
import type { ConfirmInput } from './booking-dialog.tsx';
import type { SlotView } from './slot-views.ts';

const GUEST_REDIRECT_MS = 2000;

export type DialogState =
  { mode: 'confirm'; slot: string } | { mode: 'cancel'; slot: string; bookingId: string } | null;

interface ScheduleSelection {
  /** YYYY-MM-DD, the day shown. */
  date: string;
  today: string;
  selected: string | null;
  clearSelection: () => void;
  /** The member's bookings, for the caps' instant feedback. */
  myBookings: readonly Booking[];
}

/**
 * The schedule's three actions and their dialog: confirm the selected slot (checked against the
 * booking rules first), pay a guest's booking, and cancel one's own booking.
 */
export function useBookingActions(court: Court, user: User, selection: ScheduleSelection) {
  const { date, today, selected, clearSelection, myBookings } = selection;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogState>(null);
  /**
   * A member's booking has just succeeded here: the moment to offer reminders
   * (docs/features/notifications.md).
   */
  const [justBooked, setJustBooked] = useState(false);
  const create = useCreateBooking(court, user);
  const cancel = useCancelBooking(court._id);
  const payAsGuest = useGuestPayment(court, user);
  const busy = create.isPending || cancel.isPending || payAsGuest.isPending;

  const openConfirm = () => {
    if (!selected) return;
    const check = checkBookingRequest({
      court,
      timeZone: CLUB_TIME_ZONE,
      now: new Date(),
      today,
      booker: { role: user.role, league: user.league },
      date,
      slots: [selected],
      isLeagueMatch: false,
      rival: null,
      // The caps and the unpaid block count the bookings one made, as the server does, not
      // those one was invited to ('Mis Reservas' lists both).
      existing: myBookings.filter((b) => b.status !== 'cancelled' && b.userBooked._id === user.id),
      // Paying first is the dialog's business, not a refusal.
      paid: true,
    });
    if (check.ok) setDialog({ mode: 'confirm', slot: selected });
    else notifyError(t(check.message));
  };

  const onOwnClick = (view: SlotView) => {
    if (!view.booking) return;
    // The server reads no forecast yet, so the schedule passes none either.
    const verdict = canCancel(view.booking, user, new Date(), null);
    if (verdict.ok) setDialog({ mode: 'cancel', slot: view.slot, bookingId: view.booking._id });
    else notifyError(t('schedule.cannotCancel', { reason: t(verdict.reason) }));
  };

  const confirm = ({ isLeagueMatch, rivalId, payment }: ConfirmInput) => {
    if (dialog?.mode !== 'confirm') return;
    const choice = { date, slot: dialog.slot };
    const booked = () => {
      setDialog(null);
      clearSelection();
    };
    if (!payment) {
      create.mutate(
        { ...choice, isLeagueMatch, rivalId },
        {
          onSuccess: () => {
            booked();
            setJustBooked(true);
          },
        },
      );
      return;
    }
    payAsGuest.mutate(
      { ...choice, payment },
      {
        onSuccess: () => {
          booked();
          setTimeout(() => void navigate({ to: '/bookings' }), GUEST_REDIRECT_MS);
        },
      },
    );
  };

  const cancelBooking = () => {
    if (dialog?.mode !== 'cancel') return;
    cancel.mutate(dialog.bookingId, { onSuccess: () => setDialog(null) });
  };

  const closeDialog = () => {
    if (!busy) setDialog(null);
  };

  return {
    dialog,
    busy,
    justBooked,
    openConfirm,
    onOwnClick,
    confirm,
    cancelBooking,
    closeDialog,
  };
}
