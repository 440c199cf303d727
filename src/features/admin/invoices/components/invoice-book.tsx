import { Badge, Box, Stack, Table, Text, Title } from '@mantine/core';
import type { InvoiceBookResponse, InvoiceBookRow, TaxRowView } from '@/api/invoices.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';
import { formatEuros } from '@/features/admin/shared/format.ts';
import { intlLocale } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';
import { formatShortDate } from '@/lib/dates.ts';
import {
  INVOICE_TYPE_LABELS,
  RECORD_STATE_LABELS,
} from '@/features/admin/shared/components/invoice-labels.ts';

const amount = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

export function RecordStateBadge({
  state,
  message,
}: {
  state: InvoiceBookRow['state'];
  message: string | null;
}) {
  const t = useT();
  const { label, color } = RECORD_STATE_LABELS[state];
  return (
    <>
      <Badge color={color} variant="light">
        {t(label)}
      </Badge>
      {message && (
        <Text size="xs" c="dimmed">
          {message}
        </Text>
      )}
    </>
  );
}

function BookRow({ row }: { row: InvoiceBookRow }) {
  const t = useT();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.number}</Table.Td>
      <Table.Td>{formatShortDate(row.day)}</Table.Td>
      <Table.Td>{t(INVOICE_TYPE_LABELS[row.type])}</Table.Td>
      <Table.Td>{row.description}</Table.Td>
      <Table.Td>{row.payer}</Table.Td>
      <Table.Td>{row.recipientNif ?? ''}</Table.Td>
      <Table.Td {...amount}>{formatEuros(row.base)}</Table.Td>
      <Table.Td {...amount}>{formatEuros(row.vat)}</Table.Td>
      <Table.Td {...amount}>{formatEuros(row.total)}</Table.Td>
      <Table.Td>
        <RecordStateBadge state={row.state} message={row.stateMessage} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The rows' base, VAT and total by rate, exempt sales apart, as a VAT return asks for them. */
function Totals({ totals }: { totals: TaxRowView[] }) {
  const t = useT();
  const title = t('invoices.adminTotalsTitle');
  return (
    <Stack gap="xs" mt="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      {/* Wider than a phone: it scrolls on its own, reachable from the keyboard. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
        <Table aria-label={title} withTableBorder miw={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.adminVatRate')}</Table.Th>
              <Table.Th ta="right">{t('invoices.adminBase')}</Table.Th>
              <Table.Th ta="right">{t('invoices.adminVat')}</Table.Th>
              <Table.Th ta="right">{t('invoices.adminTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {totals.map((row) => (
              <Table.Tr key={`${row.exempt ? 'E' : ''}${row.vatRate}`}>
                <Table.Td>
                  {row.exempt
                    ? t('invoices.adminExempt')
                    : t('invoices.adminRate', { rate: row.vatRate.toLocaleString(intlLocale()) })}
                </Table.Td>
                <Table.Td {...amount}>{formatEuros(row.base)}</Table.Td>
                <Table.Td {...amount}>{formatEuros(row.vat)}</Table.Td>
                <Table.Td {...amount}>{formatEuros(row.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

/** The book of invoices: one row per ticket, invoice or correction, then the totals by rate. */
export function InvoiceBook({
  status,
  data,
}: {
  status: 'pending' | 'error' | 'success';
  data: InvoiceBookResponse | undefined;
}) {
  const t = useT();
  const rows = data?.invoices ?? [];
  return (
    <>
      <AdminResults
        status={status}
        count={rows.length}
        labels={{
          loading: t('invoices.adminBookLoading'),
          error: t('invoices.adminBookError'),
          empty: t('invoices.adminBookEmpty'),
          count: (count) => t('invoices.adminBookCount', { count }),
          table: t('invoices.adminBookTitle'),
        }}
        minWidth={1100}
        columns={[
          t('invoices.adminNumber'),
          t('invoices.adminDate'),
          t('invoices.adminType'),
          t('invoices.adminDescription'),
          t('invoices.adminPayer'),
          t('invoices.adminRecipientNif'),
          t('invoices.adminBase'),
          t('invoices.adminVat'),
          t('invoices.adminTotal'),
          t('invoices.adminState'),
        ]}
      >
        {rows.map((row) => (
          <BookRow key={row._id} row={row} />
        ))}
      </AdminResults>
      {rows.length > 0 && data && <Totals totals={data.totals} />}
    </>
  );
}
