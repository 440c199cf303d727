import { createFileRoute } from '@tanstack/react-router';
import { adminSettingsQueryOptions } from '@/features/admin/settings/api/settings.ts';
import { SettingsPage } from '@/features/admin/settings/components/settings-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/settings')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminSettingsQueryOptions());
  },
  component: SettingsPage,
});
