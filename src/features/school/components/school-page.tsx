import { Center, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MyAttendance } from '@/api/school.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { isStaffRole } from '@/domain/roles.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { schoolQueryOptions, useSchoolLive } from '../api/school.ts';
import { CoachPanel } from './coach-panel.tsx';
import { GroupCard } from './group-card.tsx';
import { MyPlace } from './my-place.tsx';
import { PlansTable } from './plans-table.tsx';
import { useT } from '@/i18n/react.tsx';

function AttendanceList({ entries }: { entries: MyAttendance[] }) {
  const t = useT();
  return (
    <Table aria-label={t('school.myAttendance')}>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.date}>
            <Table.Td>{formatShortDate(e.date)}</Table.Td>
            <Table.Td>{e.present ? t('school.present') : t('school.absent')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * 'Escuela de Tenis': plans and prices, groups with free places, the student's request, plan and
 * attendance; coaches (and admins) also run their groups here.
 */
export function SchoolPage() {
  const t = useT();
  const user = useSessionUser();
  useSchoolLive();
  const { data } = useQuery(schoolQueryOptions());
  const staff = isStaffRole(user?.role);
  return (
    <Stack>
      <PageTitle>{t('school.title')}</PageTitle>
      {!data ? (
        <Center>
          <Loader aria-label={t('school.loading')} />
        </Center>
      ) : (
        <>
          <Title order={2}>{t('school.plansTitle')}</Title>
          <PlansTable prices={data.prices} />
          <Title order={2}>{t('school.groups')}</Title>
          {data.groups.length === 0 && <Text c="dimmed">{t('school.noOpenGroups')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {data.groups.map((g) => (
              <GroupCard key={g._id} group={g} />
            ))}
          </SimpleGrid>
          {!staff && (
            <>
              <Title order={2}>{t('school.yourPlace')}</Title>
              <MyPlace request={data.myRequest} groups={data.groups} prices={data.prices} />
            </>
          )}
          {data.myAttendance.length > 0 && (
            <>
              <Title order={2}>{t('school.myAttendance')}</Title>
              <AttendanceList entries={data.myAttendance} />
            </>
          )}
        </>
      )}
      {staff && <CoachPanel />}
    </Stack>
  );
}
