import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoachGroup } from '@/api/school.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { formatShortDate } from '@/lib/dates.ts';
import { adminSchoolQueryOptions } from '../api/school.ts';
import { SchoolGroupForm } from './school-group-form.tsx';
import { SchoolPricesForm } from './school-prices-form.tsx';
import { useT } from '@/i18n/react.tsx';
import { weekdayKey } from '@/features/admin/shared/format.ts';

function GroupSummary({ group, onEdit }: { group: CoachGroup; onEdit: () => void }) {
  const t = useT();
  const days = group.daysOfWeek.map((day) => {
    const key = weekdayKey(day);
    return key ? t(key) : day;
  });
  return (
    <Card
      withBorder
      radius="md"
      role="article"
      aria-label={t('admin.groupNamed', { level: group.level })}
    >
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>{group.level}</Text>
          <Badge variant="light">
            {t('admin.groupTaken', { taken: group.size - group.freePlaces, size: group.size })}
          </Badge>
        </Group>
        <Text size="sm">{`${days.join(', ')} · ${group.timeRange} · ${group.courtName}`}</Text>
        <Text size="sm" c="dimmed">
          {t('admin.groupFacts', {
            coach: group.coachName,
            hours: group.hoursPerMonth,
            from: formatShortDate(group.startDate),
            to: formatShortDate(group.endDate),
          })}
        </Text>
        {group.students.length > 0 && (
          <Text size="sm">{group.students.map((s) => s.name).join(', ')}</Text>
        )}
        <Group>
          <Button size="xs" variant="light" onClick={onEdit}>
            {t('admin.edit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** 'Escuela': the school's groups (with their court time) and the plans' monthly prices. */
export function SchoolAdminPage() {
  const t = useT();
  const { data } = useQuery(adminSchoolQueryOptions());
  // undefined: no form; null: a new group.
  const [editing, setEditing] = useState<CoachGroup | null | undefined>(undefined);
  return (
    <Stack>
      <PageTitle>{t('admin.settingsSchool')}</PageTitle>
      {data && (
        <>
          <Group justify="space-between">
            <Title order={2}>{t('admin.groups')}</Title>
            <Button onClick={() => setEditing(null)}>{t('admin.groupNew')}</Button>
          </Group>
          {data.groups.length === 0 && <Text c="dimmed">{t('admin.groupsEmpty')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data.groups.map((g) => (
              <GroupSummary key={g._id} group={g} onEdit={() => setEditing(g)} />
            ))}
          </SimpleGrid>
          <Title order={2}>{t('admin.monthlyPrices')}</Title>
          <SchoolPricesForm key={JSON.stringify(data.prices)} prices={data.prices} />
          <Modal
            opened={editing !== undefined}
            onClose={() => setEditing(undefined)}
            title={editing ? t('admin.groupEdit') : t('admin.groupNew')}
            size="lg"
          >
            {editing !== undefined && (
              <SchoolGroupForm group={editing} school={data} onDone={() => setEditing(undefined)} />
            )}
          </Modal>
        </>
      )}
    </Stack>
  );
}
