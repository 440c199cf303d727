import { createFileRoute } from '@tanstack/react-router';
import { adminInvoicingSettingsQueryOptions } from '@/features/admin/invoices/api/invoicing-settings.ts';
import { adminSettingsQueryOptions } from '@/features/admin/settings/api/settings.ts';
import { SettingsPage } from '@/features/admin/settings/components/settings-page.tsx';
import { settingsSearchSchema } from '@/features/admin/shared/search.ts';

export const Route = createFileRoute('/_app/_admin/admin/settings')({
  validateSearch: settingsSearchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    // The tab shown first has its data asked for first; the other tab's comes when opened.
    if (deps.tab === 'invoicing') {
      void context.queryClient.prefetchQuery(adminInvoicingSettingsQueryOptions());
    } else {
      void context.queryClient.prefetchQuery(adminSettingsQueryOptions());
    }
  },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SettingsPage
      tab={tab}
      onTab={(next) =>
        void navigate({ search: { tab: next === 'general' ? undefined : next }, replace: true })
      }
    />
  );
}
