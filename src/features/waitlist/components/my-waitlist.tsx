import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@/api/waitlist.ts';
import { useT } from '@/i18n/react.tsx';
import { formatTime } from '@/lib/dates.ts';
import { myWaitlistQueryOptions, useLeaveWaitlist, useWaitlistLive } from '../api/waitlist.ts';
import { formatLongDate } from '@/lib/dates.ts';

function EntryCard({ entry }: { entry: WaitlistEntry }) {
  const t = useT();
  const leave = useLeaveWaitlist();
  const court = `${entry.courtType.toUpperCase()} - ${entry.courtName}`;
  return (
    <Card withBorder padding="sm" component="li" aria-label={t('waitlist.entryLabel', { court })}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{court}</Text>
          <Text size="sm">{formatLongDate(entry.dateBooked)}</Text>
          <Text size="sm">{t('waitlist.time', { time: entry.slots.join(', ') })}</Text>
          {entry.refusal && (
            <Text size="sm" c="orange.8">
              {t('waitlist.refused', { reason: entry.refusal })}
            </Text>
          )}
          {entry.status === 'held' && entry.holdExpiresAt && (
            <Text size="sm" c="blue.8">
              {t('waitlist.heldUntil', { time: formatTime(entry.holdExpiresAt) })}
            </Text>
          )}
        </Stack>
        {entry.status === 'waiting' ? (
          <Badge variant="light">
            {t('waitlist.position', { position: entry.position ?? '-' })}
          </Badge>
        ) : (
          <Badge color="blue" variant="light">
            {t('waitlist.paymentPending')}
          </Badge>
        )}
      </Group>
      {entry.status === 'waiting' && (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          mt="xs"
          loading={leave.isPending}
          onClick={() => leave.mutate(entry._id)}
        >
          {t('waitlist.leave')}
        </Button>
      )}
    </Card>
  );
}

/**
 * 'Mis Reservas' section of the member's places in waitlists, live: a freed slot booked for them
 * appears among their bookings without reloading.
 */
export function MyWaitlist() {
  const t = useT();
  useWaitlistLive();
  const entries = useQuery(myWaitlistQueryOptions());
  if (!entries.data?.length) return null;
  return (
    <section aria-labelledby="my-waitlist-title">
      <Title id="my-waitlist-title" order={2} size="h4" mb="sm">
        {t('waitlist.title')}
      </Title>
      <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
        {entries.data.map((entry) => (
          <EntryCard key={entry._id} entry={entry} />
        ))}
      </Stack>
    </section>
  );
}
