import { Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { myBookingsQueryOptions } from '@/lib/queries.ts';
import { nextBooking } from '../api/my-bookings.ts';
import { formatLongDate } from '@/lib/dates.ts';

const STATUS: Record<string, { label: MessageKey; color: string }> = {
  P: { label: 'bookings.paid', color: 'green' },
  S: { label: 'bookings.partlyPaid', color: 'yellow' },
  I: { label: 'bookings.guest', color: 'blue' },
};
const PENDING = { label: 'bookings.paymentPending', color: 'orange' } as const;

/** The home page's 'Tu próxima reserva': the next booking that has not ended, or a way to book. */
export function NextBookingCard() {
  const t = useT();
  const bookings = useQuery(myBookingsQueryOptions());
  const next = bookings.data ? nextBooking(bookings.data, new Date()) : null;

  return (
    <Card withBorder padding="md" data-testid="next-booking">
      <Title order={2} size="h4" mb="sm">
        {t('bookings.nextBooking')}
      </Title>
      {bookings.isPending ? (
        <Center py="sm">
          <Loader size="sm" aria-label={t('bookings.loadingBookings')} />
        </Center>
      ) : bookings.isError && !bookings.data ? (
        <Text c="red" size="sm">
          {t('bookings.loadFailed')}
        </Text>
      ) : next ? (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{`${next.courtId.type.toUpperCase()} - ${next.courtId.name}`}</Text>
            <Badge color={(STATUS[next.paymentStatus] ?? PENDING).color} variant="light">
              {t((STATUS[next.paymentStatus] ?? PENDING).label)}
            </Badge>
          </Group>
          <Text size="sm">{formatLongDate(next.dateBooked)}</Text>
          <Text size="sm">{t('bookings.time', { time: next.timeBooked })}</Text>
          <Button
            component={Link}
            to={`/bookings/${next._id}`}
            variant="light"
            mt="xs"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('bookings.viewBooking')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('bookings.noneAhead')}</Text>
          <Button component={Link} to="/courts" variant="light">
            {t('bookings.bookCourt')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
