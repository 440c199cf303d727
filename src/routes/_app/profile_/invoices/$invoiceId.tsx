import { createFileRoute } from '@tanstack/react-router';
import { invoiceQueryOptions } from '@/features/invoices/api/invoices.ts';
import { InvoicePage } from '@/features/invoices/components/invoice-page.tsx';
import { t } from '@/i18n/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An invoice id as the server gives it (a UUID); anything else is a not-found before any request. */
function parseParams(params: { invoiceId: string }) {
  const invoiceId = params.invoiceId.trim().toLowerCase();
  if (!UUID.test(invoiceId)) throw new Error(t('invoices.notFound'));
  return { invoiceId };
}

// '/profile_/' keeps the ticket out of the profile's layout: it is a screen of its own.
export const Route = createFileRoute('/_app/profile_/invoices/$invoiceId')({
  params: { parse: parseParams },
  // Not awaited: offline, a paused fetch would hold the navigation; the page shows the persisted
  // ticket (or its loading text) meanwhile.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(invoiceQueryOptions(params.invoiceId));
  },
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { invoiceId } = Route.useParams();
  return <InvoicePage invoiceId={invoiceId} />;
}
