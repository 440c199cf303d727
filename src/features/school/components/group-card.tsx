import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SchoolGroup } from '@/api/school.ts';

export function groupSchedule(group: Pick<SchoolGroup, 'daysOfWeek' | 'timeRange'>): string {
  return `${group.daysOfWeek.join(', ')} · ${group.timeRange}`;
}

/** A group as everyone sees it: level, coach, days and time, court, size and free places. */
export function GroupCard({ group, children }: { group: SchoolGroup; children?: ReactNode }) {
  const full = group.freePlaces === 0;
  return (
    <Card withBorder radius="md" aria-label={`Grupo ${group.level}`} role="article">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>{group.level}</Text>
          <Badge color={full ? 'red' : 'green'} variant="light">
            {full ? 'Completo' : `Plazas libres: ${group.freePlaces}`}
          </Badge>
        </Group>
        <Text size="sm">{groupSchedule(group)}</Text>
        <Text size="sm" c="dimmed">
          {`${group.courtName} · Entrenador: ${group.coachName}`}
        </Text>
        <Text size="sm" c="dimmed">
          {`${group.size} alumnos · ${group.hoursPerMonth} h/mes`}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
