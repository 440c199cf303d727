import { Stack, Table, Text, Title } from '@mantine/core';
import type { Invoice } from '@/api/invoices.ts';
import { formatEuros } from '@/lib/euros.ts';
import { intlLocale } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';

/** A VAT rate as the reader writes a percent ('21 %', '21%'), with a plain space as euros have. */
function formatRate(percent: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 2 })
    .format(percent / 100)
    .replace(/\s/g, ' ');
}

/** What was sold, line by line, with its VAT rate and its price (VAT included). */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const t = useT();
  return (
    <Table aria-label={t('invoices.lines')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('invoices.concept')}</Table.Th>
          <Table.Th ta="right">{t('invoices.vatRate')}</Table.Th>
          <Table.Th ta="right">{t('invoices.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoice.lines.map((line, i) => (
          <Table.Tr key={i}>
            <Table.Td>{line.description}</Table.Td>
            <Table.Td ta="right">
              {line.exempt ? t('invoices.exempt') : formatRate(line.vatRate)}
            </Table.Td>
            <Table.Td ta="right">{formatEuros(line.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The base and quota per VAT rate (art. 7 RD 1619/2012), the totals and an exemption's ground. */
export function InvoiceBreakdown({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const exempt = invoice.taxes.some((r) => r.exempt) || invoice.lines.some((l) => l.exempt);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('invoices.breakdown')}
      </Title>
      <Table aria-label={t('invoices.breakdown')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.vatRate')}</Table.Th>
            <Table.Th ta="right">{t('invoices.base')}</Table.Th>
            <Table.Th ta="right">{t('invoices.vatQuota')}</Table.Th>
            <Table.Th ta="right">{t('invoices.rowTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.taxes.map((row) => (
            <Table.Tr key={`${row.exempt ? 'e' : 'r'}${row.vatRate}`}>
              <Table.Td>{row.exempt ? t('invoices.exempt') : formatRate(row.vatRate)}</Table.Td>
              <Table.Td ta="right">{formatEuros(row.base)}</Table.Td>
              <Table.Td ta="right">{formatEuros(row.vat)}</Table.Td>
              <Table.Td ta="right">{formatEuros(row.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>{t('invoices.vatTotal')}</Table.Th>
            <Table.Td ta="right">{formatEuros(invoice.vatTotal)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th colSpan={3}>{t('invoices.total')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatEuros(invoice.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {exempt && <Text size="sm">{t('invoices.exemptLegend')}</Text>}
    </Stack>
  );
}
