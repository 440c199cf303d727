import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { Booking, BookingPlayer } from '@/api/bookings.ts';
import type { User } from '@/api/users.ts';
import { bookingIcsPath } from '@/api/calendar.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { OnlineButton } from '@/components/online-button.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { canPayTotal } from '@/domain/booking-payments.ts';
import { canCancel } from '@/domain/cancellation.ts';
import type { WeatherEntry } from '@/domain/weather.ts';
import { isAdminRole } from '@/domain/roles.ts';
import { useT } from '@/i18n/react.tsx';
import { notifyError, notifySuccess } from '@/lib/feedback.tsx';
import { API_BASE_URL } from '@/lib/http.ts';
import { useSessionUser } from '@/lib/session.tsx';
import {
  useCancelBooking,
  useCreatePaymentLink,
  useRemovePlayer,
  type PaymentTarget,
} from '../api/booking-actions.ts';
import { toDetailBooking } from '../api/detail-rules.ts';
import { AddPlayerDialog } from './add-player-dialog.tsx';
import { BookingDetailsBlock, Explained } from './booking-details-block.tsx';
import { BookingHistory } from './booking-history.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { PlayersBlock } from './players-block.tsx';
import { useBookingDetail, useNow } from './use-booking-detail.ts';

/**
 * /bookings/{bookingId}: the booking's details, its players and payments, and its history.
 * `extra` draws what other features add below the players (the match result), composed by the route.
 * `cancelRequested` (the URL's `?cancel=1`, the rain notice's 'Cancelar sin coste') opens the
 * cancel dialog when the booking may be cancelled; `onCancelRequestDone` drops it from the URL once
 * the dialog closes.
 */
export function BookingDetailPage({
  bookingId,
  extra,
  cancelRequested = false,
  onCancelRequestDone,
}: {
  bookingId: string;
  extra?: (booking: Booking) => ReactNode;
  cancelRequested?: boolean;
  onCancelRequestDone?: () => void;
}) {
  const t = useT();
  const user = useSessionUser();
  const { booking, history, weather, notFound } = useBookingDetail(bookingId);

  return (
    <>
      <PageTitle>{t('bookings.details')}</PageTitle>
      {booking.data && user ? (
        <BookingDetail
          booking={booking.data}
          user={user}
          history={history.data}
          weather={weather}
          extra={extra}
          cancelRequested={cancelRequested}
          onCancelRequestDone={onCancelRequestDone}
        />
      ) : notFound ? (
        <Text>{t('bookings.notFound')}</Text>
      ) : (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader aria-label={t('bookings.loadingBooking')} />
            <Text c="dimmed">{t('bookings.loadingBookingText')}</Text>
          </Stack>
        </Center>
      )}
    </>
  );
}

type Dialog =
  | { kind: 'pay'; target: PaymentTarget; amount: number }
  | { kind: 'add' }
  | { kind: 'cancel' }
  | null;

function BookingDetail({
  booking,
  user,
  history,
  weather,
  extra,
  cancelRequested,
  onCancelRequestDone,
}: {
  booking: Booking;
  user: User;
  history: Parameters<typeof BookingHistory>[0]['entries'];
  weather: WeatherEntry['values'] | null;
  extra?: (booking: Booking) => ReactNode;
  cancelRequested: boolean;
  onCancelRequestDone?: () => void;
}) {
  const t = useT();
  const now = useNow();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The URL's request opens the dialog only where the button would: the booker, while allowed.
  const cancelAsked =
    cancelRequested &&
    (booking.userBooked._id === user.id || isAdminRole(user.role)) &&
    canCancel(booking, { id: user.id, role: user.role }, now, weather, 'detail').ok;
  const closeCancel = () => {
    setDialog(null);
    if (cancelRequested) onCancelRequestDone?.();
  };
  const cancel = useCancelBooking(booking);
  const remove = useRemovePlayer(booking);
  const link = useCreatePaymentLink(booking._id);
  const actor = { id: user.id, role: user.role };
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => notifySuccess(t('bookings.linkCopied')),
      () => notifyError(t('bookings.linkCopyFailed')),
    );

  const actions = (
    <DetailActions
      booking={booking}
      user={user}
      now={now}
      weather={weather}
      onCancel={() => setDialog({ kind: 'cancel' })}
      onPayTotal={() => setDialog({ kind: 'pay', target: null, amount: booking.totalDue })}
    />
  );

  const onPay = (player: BookingPlayer) =>
    setDialog({ kind: 'pay', target: player.index, amount: player.amount - player.amountPaid });

  return (
    <Stack gap="md">
      <BookingDetailsBlock booking={booking} actions={actions} />
      <PlayersBlock
        booking={booking}
        actor={actor}
        now={now}
        busy={remove.isPending || link.isPending}
        onPay={onPay}
        onCreateLink={(player) => link.mutate(player.index)}
        onCopyLink={(url) => void copy(url)}
        onRemove={(player) => remove.mutate(player.index)}
        onAdd={() => setDialog({ kind: 'add' })}
      />
      {extra?.(booking)}
      <BookingHistory entries={history} />
      {dialog?.kind === 'pay' && (
        <PaymentDialog
          booking={booking}
          target={dialog.target}
          amount={dialog.amount}
          userId={user.id}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'add' && (
        <AddPlayerDialog booking={booking} user={user} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'cancel' || cancelAsked}
        title={t('bookings.cancelBooking')}
        message={t(
          booking.players.some((p) => p.amountPaid > 0)
            ? 'bookings.cancelConfirmRefunds'
            : 'bookings.cancelConfirm',
        )}
        confirmLabel={t('bookings.cancelBooking')}
        cancelLabel={t('bookings.back')}
        mode="delete"
        busy={cancel.isPending}
        onCancel={closeCancel}
        onConfirm={() => cancel.mutate(undefined, { onSettled: closeCancel })}
      />
    </Stack>
  );
}

/** The details block's buttons: calendar for everyone, cancel and pay total for the booker. */
function DetailActions({
  booking,
  user,
  now,
  weather,
  onCancel,
  onPayTotal,
}: {
  booking: Booking;
  user: User;
  now: Date;
  weather: WeatherEntry['values'] | null;
  onCancel: () => void;
  onPayTotal: () => void;
}) {
  const t = useT();
  const actor = { id: user.id, role: user.role };
  const isBooker = booking.userBooked._id === user.id || isAdminRole(user.role);
  const payTotal = canPayTotal(toDetailBooking(booking), actor, now);
  const showPayTotal = isBooker && booking.paymentStatus !== 'P' && booking.totalDue > 0;
  const cancelCheck = canCancel(booking, actor, now, weather, 'detail');
  return (
    <>
      {isBooker && (
        <Explained reason={cancelCheck.ok ? null : t(cancelCheck.reason)}>
          <OnlineButton color="red" variant="light" disabled={!cancelCheck.ok} onClick={onCancel}>
            {t('bookings.cancelBooking')}
          </OnlineButton>
        </Explained>
      )}
      {showPayTotal && (
        <Explained reason={payTotal.ok ? null : t(payTotal.message)}>
          <OnlineButton disabled={!payTotal.ok} onClick={onPayTotal}>
            {t('bookings.payTotal')}
          </OnlineButton>
        </Explained>
      )}
      <Button
        component="a"
        variant="default"
        href={`${API_BASE_URL}${bookingIcsPath(booking._id)}`}
        download={t('bookings.icsFileName', { date: booking.dateBooked })}
        leftSection={<IconCalendarPlus size={16} />}
      >
        {t('bookings.addToCalendar')}
      </Button>
      {/* Said on the screen too: a phone has no hover to show the tooltip. */}
      {isBooker && !cancelCheck.ok && (
        <Text size="sm" c="dimmed" w="100%">
          {t('bookings.cannotCancel', { reason: t(cancelCheck.reason) })}
        </Text>
      )}
      {showPayTotal && !payTotal.ok && (
        <Text size="sm" c="dimmed" w="100%">
          {t(payTotal.message)}
        </Text>
      )}
    </>
  );
}
