import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { SeriesDateDto } from '@/api/series.ts';
import { SKIP_REASON_LABELS } from '@/domain/series.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { TableHead } from '@/components/table-head.tsx';

const STATUS: Record<SeriesDateDto['status'], { label: string; color: string }> = {
  booked: { label: 'Reservada', color: 'green' },
  skipped: { label: 'Sin reservar', color: 'orange' },
  released: { label: 'Liberada', color: 'gray' },
  ended: { label: 'Terminada', color: 'gray' },
};

/**
 * Every date of a series with what became of it and, for a skipped one, why. For the holder each
 * booked date links to its booking, where it is paid (the list does not repeat them:
 * docs/features/season.md).
 */
export function SeriesDates({
  dates,
  label,
  canRelease,
  onRelease,
  busy,
}: {
  dates: SeriesDateDto[];
  label: string;
  /** Whether this date may be released now (booked and still to come). */
  canRelease?: (date: SeriesDateDto) => boolean;
  onRelease?: (date: SeriesDateDto) => void;
  busy?: boolean;
}) {
  const release = !!onRelease;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table aria-label={label}>
        <TableHead columns={release ? ['Fecha', 'Estado', ''] : ['Fecha', 'Estado']} />
        <Table.Tbody>
          {dates.map((d) => (
            <Table.Tr key={d.date}>
              <Table.Td>{formatShortDate(d.date)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color={STATUS[d.status].color}>
                    {STATUS[d.status].label}
                  </Badge>
                  {d.status === 'booked' && d.paid === false && (
                    <Badge variant="light" color="orange">
                      Pendiente de pago
                    </Badge>
                  )}
                  {d.reason && (
                    <Text size="sm">{`${SKIP_REASON_LABELS[d.reason]}${d.detail ? `: ${d.detail}` : ''}`}</Text>
                  )}
                </Group>
              </Table.Td>
              {release && (
                <Table.Td>
                  {d.status === 'booked' && d.bookingId && (
                    <Anchor
                      component={Link}
                      to={`/bookings/${d.bookingId}`}
                      size="sm"
                      mr="xs"
                      aria-label={`Ver reserva del ${formatShortDate(d.date)}`}
                    >
                      Ver reserva
                    </Anchor>
                  )}
                  {canRelease?.(d) && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      disabled={busy}
                      aria-label={`Liberar ${formatShortDate(d.date)}`}
                      onClick={() => onRelease(d)}
                    >
                      Liberar
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
