import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SchoolGroup } from '@/api/school.ts';
import type { SpanishWeekday } from '@/domain/courts.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT, type Translate } from '@/i18n/react.tsx';

/** The API names class days by their Spanish names; each is shown in the reader's language. */
const WEEKDAYS: Record<SpanishWeekday, MessageKey> = {
  Lunes: 'school.monday',
  Martes: 'school.tuesday',
  Miércoles: 'school.wednesday',
  Jueves: 'school.thursday',
  Viernes: 'school.friday',
  Sábado: 'school.saturday',
  Domingo: 'school.sunday',
};

export function groupSchedule(
  t: Translate,
  group: Pick<SchoolGroup, 'daysOfWeek' | 'timeRange'>,
): string {
  return `${group.daysOfWeek.map((day) => t(WEEKDAYS[day])).join(', ')} · ${group.timeRange}`;
}

/** A group as everyone sees it: level, coach, days and time, court, size and free places. */
export function GroupCard({ group, children }: { group: SchoolGroup; children?: ReactNode }) {
  const t = useT();
  const full = group.freePlaces === 0;
  return (
    <Card
      withBorder
      radius="md"
      aria-label={t('school.groupLabel', { level: group.level })}
      role="article"
    >
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>{group.level}</Text>
          <Badge color={full ? 'red' : 'green'} variant="light">
            {full ? t('school.full') : t('school.freePlaces', { count: group.freePlaces })}
          </Badge>
        </Group>
        <Text size="sm">{groupSchedule(t, group)}</Text>
        <Text size="sm" c="dimmed">
          {`${group.courtName} · ${t('school.coach', { name: group.coachName })}`}
        </Text>
        <Text size="sm" c="dimmed">
          {t('school.groupSize', { size: group.size, hours: group.hoursPerMonth })}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
