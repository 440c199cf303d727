import { createFileRoute } from '@tanstack/react-router';
import { adminInvoiceBookQueryOptions } from '@/features/admin/invoices/api/invoices.ts';
import { InvoicesPage } from '@/features/admin/invoices/components/invoices-page.tsx';
import { invoicesSearchSchema } from '@/features/admin/shared/search.ts';

export const Route = createFileRoute('/_app/_admin/admin/invoices')({
  validateSearch: invoicesSearchSchema,
  loaderDeps: ({ search }) => search,
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(adminInvoiceBookQueryOptions(deps));
  },
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InvoicesPage
      search={search}
      onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
