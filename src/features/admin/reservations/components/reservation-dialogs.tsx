import { Button, Modal, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DESK_METHOD_KEYS, DESK_METHODS, type DeskMethod } from '@/api/admin/bookings.ts';
import type { Booking, BookingPlayer } from '@/api/bookings.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { centsToEuros, eurosToCents } from '@/domain/money.ts';
import { useAdminCancelBooking, useDeskPayment } from '../api/bookings.ts';
import { DialogActions } from '@/components/dialog-actions.tsx';
import { t } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';
import { formatEuros } from '@/features/admin/shared/format.ts';

export function playerName(player: BookingPlayer): string {
  return player.name ?? player.memberId?.name ?? player.nonMemberName ?? t('admin.guest');
}

/** Euros the player still owes. */
export function playerDue(player: BookingPlayer): number {
  return centsToEuros(Math.max(0, eurosToCents(player.amount) - eurosToCents(player.amountPaid)));
}

function describe(booking: Booking): string {
  return `${booking.courtId.name}, ${formatShortDate(booking.startsAt)} ${booking.timeBooked}`;
}

/**
 * Cancels any booking. What was paid (wallet, card or desk) goes back to each payer's wallet by
 * default; keeping the money (a no-show) is an explicit choice.
 */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: Booking | null;
  onClose: () => void;
}) {
  const t = useT();
  const cancel = useAdminCancelBooking();
  const [refund, setRefund] = useState<'refund' | 'keep'>('refund');
  const close = () => {
    if (cancel.isPending) return;
    setRefund('refund');
    onClose();
  };
  return (
    <Modal opened={booking !== null} onClose={close} title={t('admin.bookingCancelTitle')} centered>
      {booking && (
        <Stack>
          <Text>
            {t('admin.bookingCancelMessage', {
              name: booking.userBooked.name,
              booking: describe(booking),
            })}
          </Text>
          <Radio.Group
            label={t('admin.amountPaid')}
            value={refund}
            onChange={(value) => setRefund(value as 'refund' | 'keep')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="refund" label={t('admin.refundToWallets')} />
              <Radio value="keep" label={t('admin.keepAmount')} />
            </Stack>
          </Radio.Group>
          <DialogActions busy={cancel.isPending} backLabel={t('admin.back')} onBack={close}>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { bookingId: booking._id, refund: refund === 'refund' },
                  { onSuccess: close },
                )
              }
            >
              {t('admin.bookingCancelTitle')}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}

/** One player's outstanding part paid at the desk, in cash or on the card terminal. */
export function DeskPaymentDialog({
  target,
  onClose,
}: {
  target: { booking: Booking; player: BookingPlayer } | null;
  onClose: () => void;
}) {
  const t = useT();
  const pay = useDeskPayment();
  const [method, setMethod] = useState<DeskMethod>('cash');
  const close = () => {
    if (pay.isPending) return;
    setMethod('cash');
    onClose();
  };
  return (
    <Modal opened={target !== null} onClose={close} title={t('admin.deskPaymentTitle')} centered>
      {target && (
        <Stack>
          <Text>
            {t('admin.deskPaymentMessage', {
              name: playerName(target.player),
              amount: formatEuros(playerDue(target.player)),
              booking: describe(target.booking),
            })}
          </Text>
          <SegmentedControl
            aria-label={t('admin.paymentMethod')}
            value={method}
            onChange={(value) => setMethod(value as DeskMethod)}
            data={DESK_METHODS.map((value) => ({ value, label: t(DESK_METHOD_KEYS[value]) }))}
          />
          <DialogActions busy={pay.isPending} backLabel={t('admin.back')} onBack={close}>
            <Button
              loading={pay.isPending}
              onClick={() =>
                pay.mutate(
                  { bookingId: target.booking._id, playerIndex: target.player.index, method },
                  { onSuccess: close },
                )
              }
            >
              {t('admin.paymentRecord')}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
