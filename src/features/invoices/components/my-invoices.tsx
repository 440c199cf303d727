import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/react.tsx';
import { invoicesQueryOptions, useInvoicesLive } from '../api/invoices.ts';
import { InvoiceList } from './invoice-list.tsx';

/** The Monedero tab's 'Mis facturas': every ticket and invoice of the member, newest first. */
export function MyInvoices() {
  const t = useT();
  useInvoicesLive();
  const invoices = useQuery(invoicesQueryOptions());
  return (
    <Stack mt="lg">
      <Title order={2} size="h3">
        {t('invoices.mine')}
      </Title>
      {invoices.isPending ? (
        <Loader aria-label={t('invoices.loading')} />
      ) : invoices.isError ? (
        <Alert color="red">{t('invoices.loadFailed')}</Alert>
      ) : invoices.data.length === 0 ? (
        <Text c="dimmed">{t('invoices.none')}</Text>
      ) : (
        <InvoiceList invoices={invoices.data} />
      )}
    </Stack>
  );
}
