import { Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Booking } from '@/api/bookings.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { formatLongDate } from '@/lib/dates.ts';
import { formatEuros } from '@/lib/euros.ts';

const STATUS: Record<string, { label: MessageKey; color: string }> = {
  C: { label: 'bookings.statusPending', color: 'orange' },
  S: { label: 'bookings.partlyPaid', color: 'yellow' },
  P: { label: 'bookings.paid', color: 'green' },
  F: { label: 'bookings.failed', color: 'red' },
  I: { label: 'bookings.guest', color: 'blue' },
};

/** Spec section 4's labels of a payment status (keys); anything else is 'Desconocido'. */
function statusChip(status: string): { label: MessageKey; color: string } {
  return STATUS[status] ?? { label: 'bookings.unknownStatus', color: 'gray' };
}

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const chip = statusChip(status);
  return (
    <Badge color={chip.color} variant="light">
      {t(chip.label)}
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
  const t = useT();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="booking-details-title">
      <Title order={2} size="h4" mb="sm" id="booking-details-title">
        {t('bookings.details')}
      </Title>
      <Stack gap={6}>
        <Text>{formatLongDate(booking.dateBooked)}</Text>
        <Text>{t('bookings.time', { time: booking.timeBooked })}</Text>
        <Text>
          {t('bookings.court', {
            court: `${booking.courtId.type.toUpperCase()} - ${booking.courtId.name}`,
          })}
        </Text>
        <Group gap="xs">
          <Text>{t('bookings.paymentStatus')}</Text>
          <StatusBadge status={booking.paymentStatus} />
          {booking.isLeagueMatch && <Badge variant="outline">{t('bookings.leagueMatch')}</Badge>}
        </Group>
        <Text data-testid="booking-total">
          {t('bookings.total', { amount: formatEuros(booking.totalAmount) })}
        </Text>
        {booking.totalDue > 0 && booking.totalDue < booking.totalAmount && (
          <Text size="sm" c="dimmed">
            {t('bookings.due', { amount: formatEuros(booking.totalDue) })}
          </Text>
        )}
        <Group mt="sm" gap="sm">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
