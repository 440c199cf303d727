import { Badge, Box, Button, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { InvoiceBookResponse, InvoiceBookRow, TaxRowView } from '@/api/invoices.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';
import { formatEuros } from '@/features/admin/shared/format.ts';
import { intlLocale } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';
import { formatShortDate } from '@/lib/dates.ts';
import { FormActions } from '@/components/dialog-actions.tsx';
import { useVoidInvoice } from '../api/invoices.ts';
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

function BookRow({ row, onVoid }: { row: InvoiceBookRow; onVoid: () => void }) {
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
        {row.voided && (
          <Badge color="red" variant="outline" mt={4}>
            {t('invoices.voided')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {!row.voided && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={onVoid}>
            {t('invoices.adminVoid')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** 'Anular': an invoice issued in error gets its registro de anulación, with the reason. */
function VoidDialog({ row, onClose }: { row: InvoiceBookRow; onClose: () => void }) {
  const t = useT();
  const run = useVoidInvoice();
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('invoices.adminVoidTitle', { number: row.number })}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run.mutate({ id: row._id, body: { reason } }, { onSuccess: onClose });
        }}
      >
        <Stack>
          <Text size="sm">{t('invoices.adminVoidIntro')}</Text>
          <TextInput
            label={t('invoices.adminVoidReason')}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <FormActions
            busy={run.isPending}
            submitLabel={t('invoices.adminVoid')}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
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
  const [voiding, setVoiding] = useState<InvoiceBookRow | null>(null);
  return (
    <>
      {voiding && <VoidDialog row={voiding} onClose={() => setVoiding(null)} />}
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
          t('invoices.adminActions'),
        ]}
      >
        {rows.map((row) => (
          <BookRow key={row._id} row={row} onVoid={() => setVoiding(row)} />
        ))}
      </AdminResults>
      {rows.length > 0 && data && <Totals totals={data.totals} />}
    </>
  );
}
