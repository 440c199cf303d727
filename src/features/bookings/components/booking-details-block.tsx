import { Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Booking } from '@/api/bookings.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { formatEurosInSpanish } from '@/domain/money.ts';

const STATUS: Record<string, { label: string; color: string }> = {
  C: { label: 'Pendiente', color: 'orange' },
  S: { label: 'Pago Parcial', color: 'yellow' },
  P: { label: 'Pagado', color: 'green' },
  F: { label: 'Fallido', color: 'red' },
  I: { label: 'Invitado', color: 'blue' },
};

/** Spec section 4's labels of a payment status; anything else is 'Desconocido'. */
export function statusChip(status: string): { label: string; color: string } {
  return STATUS[status] ?? { label: 'Desconocido', color: 'gray' };
}

export function StatusBadge({ status }: { status: string }) {
  const chip = statusChip(status);
  return (
    <Badge color={chip.color} variant="light">
      {chip.label}
    </Badge>
  );
}

/** A button that explains, on hover, why it is disabled. */
export function Explained({ reason, children }: { reason: string | null; children: ReactNode }) {
  return (
    <Tooltip
      label={reason ?? ''}
      disabled={!reason}
      events={{ hover: true, focus: true, touch: true }}
    >
      <div style={{ display: 'inline-block' }}>{children}</div>
    </Tooltip>
  );
}

/** 'Detalles de la Reserva': when, where, how much, the status; `actions` are the page's buttons. */
export function BookingDetailsBlock({
  booking,
  actions,
}: {
  booking: Booking;
  actions: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="booking-details-title">
      <Title order={2} size="h4" mb="sm" id="booking-details-title">
        Detalles de la Reserva
      </Title>
      <Stack gap={6}>
        <Text>{formatLongDate(booking.dateBooked)}</Text>
        <Text>{`Hora: ${booking.timeBooked}`}</Text>
        <Text>{`Pista: ${booking.courtId.type.toUpperCase()} - ${booking.courtId.name}`}</Text>
        <Group gap="xs">
          <Text>Estado del pago:</Text>
          <StatusBadge status={booking.paymentStatus} />
          {booking.isLeagueMatch && <Badge variant="outline">Partido de liga</Badge>}
        </Group>
        <Text data-testid="booking-total">{`Total: ${formatEurosInSpanish(booking.totalAmount)}`}</Text>
        {booking.totalDue > 0 && booking.totalDue < booking.totalAmount && (
          <Text size="sm" c="dimmed">{`Pendiente: ${formatEurosInSpanish(booking.totalDue)}`}</Text>
        )}
        <Group mt="sm" gap="sm">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
