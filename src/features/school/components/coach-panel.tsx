import { Badge, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoachGroup, PendingRequest } from '@/api/school.ts';
import { OnlineButton } from '@/components/online-button.tsx';
import { formatShortDate } from '@/lib/dates.ts';
import { coachSchoolQueryOptions, usePlaceStudent } from '../api/school.ts';
import { AttendanceTaker } from './attendance-taker.tsx';
import { GroupCard, groupSchedule } from './group-card.tsx';

function Students({ group }: { group: CoachGroup }) {
  if (group.students.length === 0) return <Text c="dimmed">Sin alumnos todavía.</Text>;
  return (
    <Table aria-label={`Alumnos de ${group.level}`}>
      <Table.Tbody>
        {group.students.map((s) => (
          <Table.Tr key={s._id}>
            <Table.Td>{s.name}</Table.Td>
            <Table.Td>
              <Badge color={s.planPaid ? 'green' : 'orange'} variant="light">
                {s.planPaid ? 'Plan pagado' : 'Pendiente de pago'}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RequestRow({ request, groups }: { request: PendingRequest; groups: CoachGroup[] }) {
  const place = usePlaceStudent();
  const open = groups.filter((g) => g.freePlaces > 0);
  const [groupId, setGroupId] = useState<string | null>(
    open.some((g) => g._id === request.groupId) ? request.groupId : null,
  );
  const asked = groups.find((g) => g._id === request.groupId);
  return (
    <Card withBorder aria-label={`Solicitud de ${request.user.name}`} role="article">
      <Stack gap="xs">
        <Text fw={600}>{`${request.user.name} (${request.user.email})`}</Text>
        <Text size="sm" c="dimmed">
          {`Solicitada el ${formatShortDate(request.createdAt)}${asked ? ` · Prefiere ${asked.level}` : ''}`}
        </Text>
        {request.comment && <Text size="sm">{request.comment}</Text>}
        <Group align="end">
          <Select
            label="Grupo"
            placeholder="Elige un grupo"
            data={open.map((g) => ({ value: g._id, label: `${g.level} · ${groupSchedule(g)}` }))}
            value={groupId}
            onChange={setGroupId}
            allowDeselect={false}
          />
          <OnlineButton
            disabled={!groupId}
            loading={place.isPending}
            onClick={() => groupId && place.mutate({ requestId: request._id, groupId })}
          >
            Asignar plaza
          </OnlineButton>
        </Group>
      </Stack>
    </Card>
  );
}

/** What a coach runs: their groups with students and attendance, and the pending requests. */
export function CoachPanel() {
  const { data } = useQuery(coachSchoolQueryOptions());
  if (!data) return null;
  return (
    <Stack>
      <Title order={2}>Mis grupos</Title>
      {data.groups.length === 0 && <Text c="dimmed">No tienes grupos asignados.</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {data.groups.map((g) => (
          <GroupCard key={g._id} group={g}>
            <Students group={g} />
            <AttendanceTaker group={g} />
          </GroupCard>
        ))}
      </SimpleGrid>
      <Title order={2}>Solicitudes</Title>
      {data.requests.length === 0 && <Text c="dimmed">No hay solicitudes pendientes.</Text>}
      {data.requests.map((r) => (
        <RequestRow key={r._id} request={r} groups={data.groups} />
      ))}
    </Stack>
  );
}
