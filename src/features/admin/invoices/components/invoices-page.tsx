import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '@/components/page-title.tsx';
import type { InvoicesSearch } from '@/features/admin/shared/search.ts';
import { useT } from '@/i18n/react.tsx';
import { adminInvoiceBookQueryOptions, adminInvoicesCsvUrl } from '../api/invoices.ts';
import { adminInvoicingSettingsQueryOptions } from '../api/invoicing-settings.ts';
import { ChainCheck } from './chain-check.tsx';
import { InvoiceBook } from './invoice-book.tsx';
import { InvoiceFilters, type InvoicesSearchChange } from './invoice-filters.tsx';
import { RecordQueue } from './record-queue.tsx';

/** Until the issuer is complete no ticket is issued: say so, with the way to complete it. */
function NotReady() {
  const t = useT();
  return (
    <Alert color="yellow">
      {t('invoices.adminNotReady')}{' '}
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/admin/settings" search={{ tab: 'invoicing' }} />
        )}
      >
        {t('invoices.adminGoToSettings')}
      </Anchor>
    </Alert>
  );
}

/**
 * /admin/invoices, 'Facturación': the book of invoices filtered by the URL, its totals by VAT
 * rate and its CSV, the check of the records' chain, and the AEAT queue.
 */
export function InvoicesPage({
  search,
  onSearch,
}: {
  search: InvoicesSearch;
  onSearch: InvoicesSearchChange;
}) {
  const t = useT();
  const book = useQuery(adminInvoiceBookQueryOptions(search));
  const settings = useQuery(adminInvoicingSettingsQueryOptions());
  const series = settings.data ? Object.values(settings.data.settings.series) : [];
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('invoices.adminTitle')}</PageTitle>
        <Button component="a" variant="light" href={adminInvoicesCsvUrl(search)} download>
          {t('admin.exportCsv')}
        </Button>
      </Group>
      {settings.data && !settings.data.ready && <NotReady />}
      <InvoiceFilters search={search} series={series} onSearch={onSearch} />
      <InvoiceBook status={book.status} data={book.data} />
      <ChainCheck />
      <RecordQueue />
    </Stack>
  );
}
