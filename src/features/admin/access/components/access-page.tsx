import { Button, Group, Select, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DOOR_RESULTS, type AccessLogEntry } from '@/api/door.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { DoorResultBadge } from '@/components/door-result-badge.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { RESULT_LABELS } from '@/lib/door-results.ts';
import { adminAccessCsvUrl, adminAccessQueryOptions } from '../api/access.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';
import { FilterBar } from '@/features/admin/shared/components/search-field.tsx';
import { accessQueryOf, type AccessSearch } from '@/features/admin/shared/search.ts';
import { DateField } from '@/components/date-field.tsx';
import { useT } from '@/i18n/react.tsx';

export type AccessSearchChange = (patch: Partial<AccessSearch>) => void;

function Filters({ search, onSearch }: { search: AccessSearch; onSearch: AccessSearchChange }) {
  const t = useT();
  return (
    <FilterBar
      placeholder={t('admin.accessSearchPlaceholder')}
      width={240}
      q={search.q}
      onSearch={onSearch}
    >
      <DateField
        label={t('admin.from')}
        value={search.from ?? ''}
        onChange={(from) => onSearch({ from: from || undefined, page: undefined })}
      />
      <DateField
        label={t('admin.to')}
        value={search.to ?? ''}
        onChange={(to) => onSearch({ to: to || undefined, page: undefined })}
      />
      <Select
        label={t('admin.colResult')}
        placeholder={t('admin.allMasculine')}
        clearable
        data={DOOR_RESULTS.map((value) => ({ value, label: t(RESULT_LABELS[value].label) }))}
        value={search.result ?? null}
        onChange={(result) =>
          onSearch({ result: (result ?? undefined) as AccessSearch['result'], page: undefined })
        }
        w={200}
      />
    </FilterBar>
  );
}

function EntryRow({ entry }: { entry: AccessLogEntry }) {
  return (
    <Table.Tr>
      <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
      <Table.Td>
        <Text size="sm">{entry.user.name}</Text>
        <Text size="xs" c="dimmed">
          {entry.user.email}
        </Text>
      </Table.Td>
      <Table.Td>{entry.doorId}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <DoorResultBadge result={entry.result} />
      </Table.Td>
      <Table.Td>{entry.reason}</Table.Td>
    </Table.Tr>
  );
}

/**
 * /admin/access: every attempt to open a door, allowed or not, newest first, filtered by dates,
 * result and person (all in the URL); 'Exportar CSV' downloads the server's CSV of the filters.
 */
export function AccessPage({
  search,
  onSearch,
}: {
  search: AccessSearch;
  onSearch: AccessSearchChange;
}) {
  const t = useT();
  const query = accessQueryOf(search);
  const logs = useQuery(adminAccessQueryOptions(query));
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('admin.accessTitle')}</PageTitle>
        <Button component="a" variant="light" href={adminAccessCsvUrl(query)} download>
          {t('admin.exportCsv')}
        </Button>
      </Group>
      <Filters search={search} onSearch={onSearch} />
      <AdminResults
        status={logs.status}
        total={logs.data?.total ?? 0}
        count={logs.data?.logs.length ?? 0}
        paging={{ query, onSearch }}
        labels={{
          loading: t('admin.accessLoading'),
          error: t('admin.accessError'),
          empty: t('admin.accessEmpty'),
          count: (count) => t('admin.accessCount', { count }),
          table: t('admin.accessTitle'),
        }}
        minWidth={640}
        columns={[
          t('admin.colDate'),
          t('admin.colUser'),
          t('admin.colDoor'),
          t('admin.colResult'),
          t('admin.reason'),
        ]}
      >
        {logs.data?.logs.map((entry) => (
          <EntryRow key={entry._id} entry={entry} />
        ))}
      </AdminResults>
    </>
  );
}
