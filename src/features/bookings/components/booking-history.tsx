import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconCircleCheck,
  IconGift,
  IconHistory,
  IconUserMinus,
  IconUserPlus,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { BookingHistoryEntry } from '@/api/bookings.ts';
import type { HistoryKind } from '@/domain/booking-history.ts';
import { useT } from '@/i18n/react.tsx';
import { formatShortDate, formatTime } from '@/lib/dates.ts';

// Spec section 4: the server reads an entry's kind from a keyword of its Spanish action text.
const KINDS: Record<HistoryKind, { icon: ReactNode; color: string }> = {
  payment: { icon: <IconCash size={14} />, color: 'green' },
  cancelled: { icon: <IconX size={14} />, color: 'red' },
  guest: { icon: <IconUserPlus size={14} />, color: 'blue' },
  invitation: { icon: <IconGift size={14} />, color: 'grape' },
  added: { icon: <IconUserPlus size={14} />, color: 'blue' },
  removed: { icon: <IconUserMinus size={14} />, color: 'orange' },
  confirmed: { icon: <IconCircleCheck size={14} />, color: 'teal' },
  rescheduled: { icon: <IconCalendarEvent size={14} />, color: 'yellow' },
};
const OTHER = { icon: <IconHistory size={14} />, color: 'gray' };

/** Entries grouped by their day (dd/MM/yyyy on the club's calendar), in order. */
export function groupByDay(entries: readonly BookingHistoryEntry[]) {
  const groups: { day: string; entries: BookingHistoryEntry[] }[] = [];
  for (const entry of entries) {
    const day = formatShortDate(entry.timestamp);
    const last = groups.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else groups.push({ day, entries: [entry] });
  }
  return groups;
}

/** 'Historial de la Reserva': what happened to the booking, by day. */
export function BookingHistory({
  entries,
}: {
  entries: readonly BookingHistoryEntry[] | undefined;
}) {
  const t = useT();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="booking-history-title">
      <Title order={2} size="h4" mb="sm" id="booking-history-title">
        {t('bookings.history')}
      </Title>
      {!entries || entries.length === 0 ? (
        <Text c="dimmed">{t('bookings.noHistory')}</Text>
      ) : (
        <Stack gap="md">
          {groupByDay(entries).map((group) => (
            <div key={group.day} data-testid="history-day">
              <Text fw={600} mb="xs">
                {group.day}
              </Text>
              <Timeline bulletSize={22} lineWidth={2}>
                {group.entries.map((entry) => {
                  const kind = entry.kind ? KINDS[entry.kind] : OTHER;
                  return (
                    <Timeline.Item
                      key={entry._id}
                      bullet={kind.icon}
                      color={kind.color}
                      title={entry.action}
                      data-testid="history-entry"
                    >
                      <Text size="sm" c="dimmed">
                        {`${formatTime(entry.timestamp)} · ${entry.performedBy?.name ?? t('bookings.unknownUser')}`}
                      </Text>
                      {entry.details && <Text size="sm">{entry.details}</Text>}
                    </Timeline.Item>
                  );
                })}
              </Timeline>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
