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
import { useT } from '@/i18n/react.tsx';
import { formatShortDate, formatTime } from '@/lib/dates.ts';

// Spec section 4: an entry's kind is read from a keyword of its action text.
const KINDS: readonly { keyword: string; icon: ReactNode; color: string }[] = [
  { keyword: 'Pago', icon: <IconCash size={14} />, color: 'green' },
  { keyword: 'Cancelado', icon: <IconX size={14} />, color: 'red' },
  { keyword: 'invitado', icon: <IconUserPlus size={14} />, color: 'blue' },
  { keyword: 'Invitación', icon: <IconGift size={14} />, color: 'grape' },
  { keyword: 'añadido', icon: <IconUserPlus size={14} />, color: 'blue' },
  { keyword: 'eliminado', icon: <IconUserMinus size={14} />, color: 'orange' },
  { keyword: 'Confirmado', icon: <IconCircleCheck size={14} />, color: 'teal' },
  { keyword: 'Cambio de horario', icon: <IconCalendarEvent size={14} />, color: 'yellow' },
];

function kindOf(action: string) {
  return (
    KINDS.find((k) => action.includes(k.keyword)) ?? {
      icon: <IconHistory size={14} />,
      color: 'gray',
    }
  );
}

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
                  const kind = kindOf(entry.action);
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
