import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { SeriesDateDto } from '@/api/series.ts';
import { SKIP_REASON_LABELS } from '@/domain/series.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { TableHead } from '@/components/table-head.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

const STATUS: Record<SeriesDateDto['status'], { label: MessageKey; color: string }> = {
  booked: { label: 'series.dateBooked', color: 'green' },
  skipped: { label: 'series.unbooked', color: 'orange' },
  released: { label: 'series.dateReleased', color: 'gray' },
  ended: { label: 'series.dateEnded', color: 'gray' },
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
  const t = useT();
  const release = !!onRelease;
  const date = t('series.date');
  const status = t('series.status');
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table aria-label={label}>
        <TableHead columns={release ? [date, status, ''] : [date, status]} />
        <Table.Tbody>
          {dates.map((d) => (
            <Table.Tr key={d.date}>
              <Table.Td>{formatShortDate(d.date)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color={STATUS[d.status].color}>
                    {t(STATUS[d.status].label)}
                  </Badge>
                  {d.status === 'booked' && d.paid === false && (
                    <Badge variant="light" color="orange">
                      {t('series.paymentPending')}
                    </Badge>
                  )}
                  {d.reason && (
                    <Text size="sm">{`${t(SKIP_REASON_LABELS[d.reason])}${d.detail ? `: ${d.detail}` : ''}`}</Text>
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
                      aria-label={t('series.seeBookingOf', { date: formatShortDate(d.date) })}
                    >
                      {t('series.seeBooking')}
                    </Anchor>
                  )}
                  {canRelease?.(d) && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      disabled={busy}
                      aria-label={t('series.releaseLabel', { date: formatShortDate(d.date) })}
                      onClick={() => onRelease(d)}
                    >
                      {t('series.release')}
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
