import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import type { CoveredBookingsChoice } from '@/api/admin/blocked-times.ts';
import type { Booking } from '@/api/bookings.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { formatEuros } from '@/lib/euros.ts';
import { TableHead } from '@/components/table-head.tsx';
import { DialogActions } from '@/components/dialog-actions.tsx';
import { useT } from '@/i18n/react.tsx';

/**
 * Before a block or a closed day over existing bookings is saved: the bookings it would take, and
 * the admin's choice of cancelling them (with refunds) or keeping them.
 */
export function CoveredBookingsDialog({
  bookings,
  message,
  busy,
  onChoose,
  onBack,
}: {
  bookings: Booking[] | null;
  /** What the bookings have in common with the change, given their number. */
  message: (count: number) => string;
  busy: boolean;
  onChoose: (choice: CoveredBookingsChoice) => void;
  onBack: () => void;
}) {
  const t = useT();
  const paid = (bookings ?? []).reduce((sum, b) => sum + (b.totalAmount - b.totalDue), 0);
  return (
    <Modal
      opened={bookings !== null}
      onClose={busy ? () => {} : onBack}
      title={t('common.coveredTitle')}
      size="lg"
      centered
    >
      {bookings && (
        <Stack>
          <Text>{message(bookings.length)}</Text>
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={t('common.coveredTitle')}>
              <TableHead
                columns={[
                  t('common.coveredCourt'),
                  t('common.coveredDate'),
                  t('common.coveredTime'),
                  t('common.coveredMember'),
                  t('common.coveredPaid'),
                ]}
              />
              <Table.Tbody>
                {bookings.map((booking) => (
                  <Table.Tr key={booking._id}>
                    <Table.Td>{booking.courtId.name}</Table.Td>
                    <Table.Td>{formatShortDate(booking.dateBooked)}</Table.Td>
                    <Table.Td>{booking.timeBooked}</Table.Td>
                    <Table.Td>{booking.userBooked.name}</Table.Td>
                    <Table.Td>{formatEuros(booking.totalAmount - booking.totalDue)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {paid > 0 && (
            <Text size="sm" c="dimmed">
              {t('common.coveredRefund', { amount: formatEuros(paid) })}
            </Text>
          )}
          <DialogActions busy={busy} backLabel={t('common.back')} onBack={onBack}>
            <Button variant="light" onClick={() => onChoose('keep')} disabled={busy}>
              {t('common.coveredKeep')}
            </Button>
            <Button color="red" onClick={() => onChoose('cancel')} loading={busy}>
              {t('common.coveredCancel')}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
