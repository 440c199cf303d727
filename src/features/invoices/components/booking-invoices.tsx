import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n/react.tsx';
import { invoicesQueryOptions, useInvoicesLive } from '../api/invoices.ts';
import { InvoiceList } from './invoice-list.tsx';

/**
 * A booking's 'Facturas': the member's tickets of it (its payment, a refund's correction). Nothing
 * while loading or when there are none: a booking paid by someone else has none of the member's.
 */
export function BookingInvoices({ bookingId }: { bookingId: string }) {
  const t = useT();
  useInvoicesLive();
  const invoices = useQuery(invoicesQueryOptions(bookingId));
  if (!invoices.data?.length) return null;
  return (
    <Stack gap="xs" mt="md">
      <Title order={3} size="h4">
        {t('invoices.bookingInvoices')}
      </Title>
      <InvoiceList invoices={invoices.data} />
    </Stack>
  );
}
