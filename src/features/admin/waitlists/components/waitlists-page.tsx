import { Badge, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title.tsx';
import { formatLongDate } from '@/lib/dates.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';
import { adminWaitlistsQueryOptions } from '../api/waitlists.ts';
import { useT } from '@/i18n/react.tsx';

/** 'Listas de espera': who waits for which taken slot, in the order they will be offered it. */
export function WaitlistsPage() {
  const t = useT();
  const entries = useQuery(adminWaitlistsQueryOptions());
  return (
    <>
      <PageTitle>{t('admin.settingsWaitlists')}</PageTitle>
      <AdminResults
        status={entries.status}
        count={entries.data?.length ?? 0}
        labels={{
          loading: t('admin.waitlistsLoading'),
          error: t('admin.waitlistsError'),
          empty: t('admin.waitlistsEmpty'),
          count: (count) => t('admin.waitlistsCount', { count }),
          table: t('admin.settingsWaitlists'),
        }}
        minWidth={680}
        columns={[
          t('admin.colCourt'),
          t('admin.colDay'),
          t('admin.colTimes'),
          t('admin.colPosition'),
          t('admin.colMember'),
          t('admin.colStatus'),
        ]}
      >
        {entries.data?.map((e) => (
          <Table.Tr key={e._id}>
            <Table.Td>{`${e.courtType.toUpperCase()} - ${e.courtName}`}</Table.Td>
            <Table.Td>{formatLongDate(e.dateBooked)}</Table.Td>
            <Table.Td>{e.slots.join(', ')}</Table.Td>
            <Table.Td>{e.position ?? '-'}</Table.Td>
            <Table.Td>{e.user.name || e.user.email}</Table.Td>
            <Table.Td>
              {e.status === 'held' ? (
                <Badge color="blue" variant="light">
                  {t('admin.waitlistHeld')}
                </Badge>
              ) : (
                <Badge variant="light">{t('admin.waitlistWaiting')}</Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminResults>
    </>
  );
}
