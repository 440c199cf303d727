import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RecordRow } from '@/api/invoices.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';
import { useT } from '@/i18n/react.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { adminRecordQueueQueryOptions } from '../api/invoices.ts';
import { RecordStateBadge } from './invoice-book.tsx';

function QueueRow({ record }: { record: RecordRow }) {
  const t = useT();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{record.invoiceNumber}</Table.Td>
      <Table.Td>
        {record.operation === 'alta'
          ? t('invoices.adminOperationAlta')
          : t('invoices.adminOperationAnulacion')}
      </Table.Td>
      <Table.Td>
        <RecordStateBadge state={record.state} message={record.message} />
      </Table.Td>
      <Table.Td>{formatDateTime(record.createdAt)}</Table.Td>
      <Table.Td>{record.sentAt ? formatDateTime(record.sentAt) : ''}</Table.Td>
      <Table.Td ta="right">{record.attempts}</Table.Td>
    </Table.Tr>
  );
}

/** The billing records on their way to AEAT (or kept here) and what AEAT answered to each. */
export function RecordQueue() {
  const t = useT();
  const queue = useQuery(adminRecordQueueQueryOptions());
  const records = queue.data?.records ?? [];
  const title = t('invoices.adminQueueTitle');
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {queue.data?.nextSendAt && (
        <Text size="sm">
          {t('invoices.adminQueueNextSend', { when: formatDateTime(queue.data.nextSendAt) })}
        </Text>
      )}
      <AdminResults
        status={queue.status}
        count={records.length}
        labels={{
          loading: t('invoices.adminQueueLoading'),
          error: t('invoices.adminQueueError'),
          empty: t('invoices.adminQueueEmpty'),
          count: (count) => t('invoices.adminQueueCount', { count }),
          table: title,
        }}
        minWidth={720}
        columns={[
          t('invoices.adminNumber'),
          t('invoices.adminOperation'),
          t('invoices.adminState'),
          t('invoices.adminCreatedAt'),
          t('invoices.adminSentAt'),
          t('invoices.adminAttempts'),
        ]}
      >
        {records.map((record) => (
          <QueueRow key={record._id} record={record} />
        ))}
      </AdminResults>
    </Stack>
  );
}
