import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoachGroup } from '@/api/school.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { formatShortDate } from '@/lib/dates.ts';
import { adminSchoolQueryOptions } from '../api/school.ts';
import { SchoolGroupForm } from './school-group-form.tsx';
import { SchoolPricesForm } from './school-prices-form.tsx';

function GroupSummary({ group, onEdit }: { group: CoachGroup; onEdit: () => void }) {
  return (
    <Card withBorder radius="md" role="article" aria-label={`Grupo ${group.level}`}>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>{group.level}</Text>
          <Badge variant="light">{`${group.size - group.freePlaces}/${group.size} alumnos`}</Badge>
        </Group>
        <Text size="sm">{`${group.daysOfWeek.join(', ')} · ${group.timeRange} · ${group.courtName}`}</Text>
        <Text size="sm" c="dimmed">
          {`Entrenador: ${group.coachName} · ${group.hoursPerMonth} h/mes · ${formatShortDate(group.startDate)} a ${formatShortDate(group.endDate)}`}
        </Text>
        {group.students.length > 0 && (
          <Text size="sm">{group.students.map((s) => s.name).join(', ')}</Text>
        )}
        <Group>
          <Button size="xs" variant="light" onClick={onEdit}>
            Editar
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** 'Escuela': the school's groups (with their court time) and the plans' monthly prices. */
export function SchoolAdminPage() {
  const { data } = useQuery(adminSchoolQueryOptions());
  // undefined: no form; null: a new group.
  const [editing, setEditing] = useState<CoachGroup | null | undefined>(undefined);
  return (
    <Stack>
      <PageTitle>Escuela</PageTitle>
      {data && (
        <>
          <Group justify="space-between">
            <Title order={2}>Grupos</Title>
            <Button onClick={() => setEditing(null)}>Nuevo grupo</Button>
          </Group>
          {data.groups.length === 0 && <Text c="dimmed">No hay grupos.</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data.groups.map((g) => (
              <GroupSummary key={g._id} group={g} onEdit={() => setEditing(g)} />
            ))}
          </SimpleGrid>
          <Title order={2}>Precios mensuales</Title>
          <SchoolPricesForm key={JSON.stringify(data.prices)} prices={data.prices} />
          <Modal
            opened={editing !== undefined}
            onClose={() => setEditing(undefined)}
            title={editing ? 'Editar grupo' : 'Nuevo grupo'}
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
