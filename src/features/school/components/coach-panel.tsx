import { Badge, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoachGroup, PendingRequest } from '@/api/school.ts';
import { OnlineButton } from '@/components/online-button.tsx';
import { formatShortDate } from '@/lib/dates.ts';
import { coachSchoolQueryOptions, usePlaceStudent } from '../api/school.ts';
import { AttendanceTaker } from './attendance-taker.tsx';
import { GroupCard, groupSchedule } from './group-card.tsx';
import { useT } from '@/i18n/react.tsx';

function Students({ group }: { group: CoachGroup }) {
  const t = useT();
  if (group.students.length === 0) return <Text c="dimmed">{t('school.noStudents')}</Text>;
  return (
    <Table aria-label={t('school.studentsOf', { level: group.level })}>
      <Table.Tbody>
        {group.students.map((s) => (
          <Table.Tr key={s._id}>
            <Table.Td>{s.name}</Table.Td>
            <Table.Td>
              <Badge color={s.planPaid ? 'green' : 'orange'} variant="light">
                {s.planPaid ? t('school.planPaid') : t('school.paymentPending')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RequestRow({ request, groups }: { request: PendingRequest; groups: CoachGroup[] }) {
  const t = useT();
  const place = usePlaceStudent();
  const open = groups.filter((g) => g.freePlaces > 0);
  const [groupId, setGroupId] = useState<string | null>(
    open.some((g) => g._id === request.groupId) ? request.groupId : null,
  );
  const asked = groups.find((g) => g._id === request.groupId);
  return (
    <Card withBorder aria-label={t('school.requestOf', { name: request.user.name })} role="article">
      <Stack gap="xs">
        <Text fw={600}>{`${request.user.name} (${request.user.email})`}</Text>
        <Text size="sm" c="dimmed">
          {[
            t('school.requestedOn', { date: formatShortDate(request.createdAt) }),
            ...(asked ? [t('school.prefers', { level: asked.level })] : []),
          ].join(' · ')}
        </Text>
        {request.comment && <Text size="sm">{request.comment}</Text>}
        <Group align="end">
          <Select
            label={t('school.group')}
            placeholder={t('school.chooseGroup')}
            data={open.map((g) => ({ value: g._id, label: `${g.level} · ${groupSchedule(t, g)}` }))}
            value={groupId}
            onChange={setGroupId}
            allowDeselect={false}
          />
          <OnlineButton
            disabled={!groupId}
            loading={place.isPending}
            onClick={() => groupId && place.mutate({ requestId: request._id, groupId })}
          >
            {t('school.assignPlace')}
          </OnlineButton>
        </Group>
      </Stack>
    </Card>
  );
}

/** What a coach runs: their groups with students and attendance, and the pending requests. */
export function CoachPanel() {
  const t = useT();
  const { data } = useQuery(coachSchoolQueryOptions());
  if (!data) return null;
  return (
    <Stack>
      <Title order={2}>{t('school.myGroups')}</Title>
      {data.groups.length === 0 && <Text c="dimmed">{t('school.noGroups')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {data.groups.map((g) => (
          <GroupCard key={g._id} group={g}>
            <Students group={g} />
            <AttendanceTaker group={g} />
          </GroupCard>
        ))}
      </SimpleGrid>
      <Title order={2}>{t('school.requests')}</Title>
      {data.requests.length === 0 && <Text c="dimmed">{t('school.noRequests')}</Text>}
      {data.requests.map((r) => (
        <RequestRow key={r._id} request={r} groups={data.groups} />
      ))}
    </Stack>
  );
}
