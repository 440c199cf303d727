import { createFileRoute } from '@tanstack/react-router';
import { adminDashboardQueryOptions } from '@/features/admin/stats/api/stats.ts';
import { AdminHome } from '@/features/admin/stats/components/admin-home.tsx';

export const Route = createFileRoute('/_app/_admin/admin/')({
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminDashboardQueryOptions());
  },
  component: AdminHome,
});
