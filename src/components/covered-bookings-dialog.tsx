import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import type { CoveredBookingsChoice } from '@/api/admin/blocked-times.ts';
import type { Booking } from '@/api/bookings.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { formatEurosInSpanish } from '@/domain/money.ts';
import { TableHead } from '@/components/table-head.tsx';
import { DialogActions } from '@/components/dialog-actions.tsx';

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
  const paid = (bookings ?? []).reduce((sum, b) => sum + (b.totalAmount - b.totalDue), 0);
  return (
    <Modal
      opened={bookings !== null}
      onClose={busy ? () => {} : onBack}
      title="Reservas afectadas"
      size="lg"
      centered
    >
      {bookings && (
        <Stack>
          <Text>{message(bookings.length)}</Text>
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label="Reservas afectadas">
              <TableHead columns={['Pista', 'Fecha', 'Hora', 'Socio', 'Pagado']} />
              <Table.Tbody>
                {bookings.map((booking) => (
                  <Table.Tr key={booking._id}>
                    <Table.Td>{booking.courtId.name}</Table.Td>
                    <Table.Td>{formatShortDate(booking.dateBooked)}</Table.Td>
                    <Table.Td>{booking.timeBooked}</Table.Td>
                    <Table.Td>{booking.userBooked.name}</Table.Td>
                    <Table.Td>
                      {formatEurosInSpanish(booking.totalAmount - booking.totalDue)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {paid > 0 && (
            <Text size="sm" c="dimmed">
              Si las cancelas, {formatEurosInSpanish(paid)} vuelven a los monederos de quienes
              pagaron.
            </Text>
          )}
          <DialogActions busy={busy} backLabel="Volver" onBack={onBack}>
            <Button variant="light" onClick={() => onChoose('keep')} disabled={busy}>
              Mantener reservas
            </Button>
            <Button color="red" onClick={() => onChoose('cancel')} loading={busy}>
              Cancelar reservas y devolver
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
