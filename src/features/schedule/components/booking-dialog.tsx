import { Alert, Button, Checkbox, Modal, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Court } from '@/api/courts.ts';
import type { User } from '@/api/users.ts';
import {
  BOOKING_MESSAGES,
  canPlayLeague,
  courtPrice,
  mustPayFirst,
} from '@/domain/booking-rules.ts';
import { useT } from '@/i18n/react.tsx';
import { notifyError } from '@/lib/feedback.tsx';
import { NEEDS_CONNECTION_KEY, useOnline } from '@/lib/online.ts';
import { leaguePlayersQueryOptions } from '../api/schedule-queries.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { formatEuros } from '@/lib/euros.ts';
import type { CardPaymentSlot, GuestCardPayment } from './card-payment-slot.ts';
import { DialogActions } from '@/components/dialog-actions.tsx';

export type BookingDialogMode = 'confirm' | 'cancel';

export interface ConfirmInput {
  isLeagueMatch: boolean;
  rivalId: string | null;
  /** Present when the booker pays the whole court by card first. */
  payment: GuestCardPayment | null;
}

export interface BookingDialogProps {
  opened: boolean;
  mode: BookingDialogMode;
  court: Court;
  user: User;
  /** YYYY-MM-DD */
  date: string;
  /** 'HH:MM - HH:MM' */
  slot: string;
  busy: boolean;
  CardPayment: CardPaymentSlot;
  onClose: () => void;
  onConfirm: (input: ConfirmInput) => void;
  onCancelBooking: () => void;
}

const NO_RIVAL = '';

/**
 * 'Confirmación de Reserva' or 'Confirmación de Cancelación'. League players may mark a non-padel
 * booking as a league match, which needs a rival; guests and non-members pay the whole court by
 * card before the booking exists.
 */
export function BookingDialog(props: BookingDialogProps) {
  const t = useT();
  const { opened, mode, user, onClose } = props;
  const [league, setLeague] = useState(false);
  const [rivalId, setRivalId] = useState(NO_RIVAL);

  const payFirst = mode === 'confirm' && mustPayFirst(user.role, league);
  const body = (payment: GuestCardPayment | null) => (
    <DialogBody
      {...props}
      league={league}
      onLeagueChange={setLeague}
      rivalId={rivalId}
      onRivalChange={setRivalId}
      payment={payment}
    />
  );
  const { CardPayment } = props;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(mode === 'confirm' ? 'schedule.confirmTitle' : 'schedule.cancelTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('schedule.close') }}
    >
      {opened && (payFirst ? <CardPayment>{body}</CardPayment> : body(null))}
    </Modal>
  );
}

interface DialogBodyProps extends BookingDialogProps {
  league: boolean;
  onLeagueChange: (league: boolean) => void;
  rivalId: string;
  onRivalChange: (rivalId: string) => void;
  payment: GuestCardPayment | null;
}

function DialogBody({
  mode,
  court,
  user,
  date,
  slot,
  busy,
  onClose,
  onConfirm,
  onCancelBooking,
  league,
  onLeagueChange,
  rivalId,
  onRivalChange,
  payment,
}: DialogBodyProps) {
  const t = useT();
  const online = useOnline();
  const showLeague = mode === 'confirm' && canPlayLeague(user, court);
  const players = useQuery({ ...leaguePlayersQueryOptions(), enabled: showLeague && league });

  useEffect(() => {
    // The spec only logs a failed member list; the rival select then stays empty.
    if (players.isError) console.warn('No se pudo cargar la lista de jugadores de liga.');
  }, [players.isError]);

  const rivals = (players.data ?? []).filter((p) => p._id !== user.id);

  const submit = () => {
    if (mode === 'cancel') {
      onCancelBooking();
      return;
    }
    if (league && !rivalId) {
      notifyError(t(BOOKING_MESSAGES.rivalRequired));
      return;
    }
    onConfirm({ isLeagueMatch: league, rivalId: league ? rivalId : null, payment });
  };

  const confirmLabel = t(mode === 'confirm' ? 'schedule.yesConfirm' : 'schedule.yesCancel');
  const waitingForCard = payment !== null && !payment.cardComplete;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text fw={600}>{`${court.type.toUpperCase()} - ${court.name}`}</Text>
        <Text size="sm">{formatLongDate(date)}</Text>
        <Text size="sm">{t('schedule.time', { time: slot })}</Text>
        {mode === 'confirm' && (
          <Text fw={600}>
            {t('schedule.total', { amount: formatEuros(courtPrice(court, user.role)) })}
          </Text>
        )}
      </Stack>
      {mode === 'confirm' && !payment && (
        <Text size="sm" c="dimmed">
          {/* Members (and league matches) book now and pay later, from the booking's page. */}
          {t('schedule.paidLater')}
        </Text>
      )}
      {mode === 'cancel' && <Text>{t('schedule.cancelQuestion')}</Text>}
      {showLeague && (
        <Checkbox
          label={t('schedule.isLeagueMatch')}
          checked={league}
          onChange={(e) => onLeagueChange(e.currentTarget.checked)}
        />
      )}
      {showLeague && league && (
        <NativeSelect
          label={t('schedule.rival')}
          value={rivalId}
          onChange={(e) => onRivalChange(e.currentTarget.value)}
          data={[
            { value: NO_RIVAL, label: t('schedule.chooseRival') },
            ...rivals.map((r) => ({ value: r._id, label: r.name })),
          ]}
        />
      )}
      {payment && (
        <Stack gap="sm">
          <Alert color="yellow" variant="light">
            {t('schedule.guestPaysFirst')}
          </Alert>
          {payment.cardEntry}
        </Stack>
      )}
      <DialogActions busy={busy} backLabel={t('schedule.noBack')} onBack={onClose} gap="sm">
        <Tooltip label={t(NEEDS_CONNECTION_KEY)} disabled={online}>
          {/* data-disabled, not disabled, so the tooltip still shows on hover while offline. */}
          <Button
            color={mode === 'confirm' ? undefined : 'red'}
            loading={busy}
            data-disabled={!online || undefined}
            aria-disabled={!online || undefined}
            disabled={waitingForCard}
            onClick={() => online && submit()}
          >
            {confirmLabel}
          </Button>
        </Tooltip>
      </DialogActions>
    </Stack>
  );
}
