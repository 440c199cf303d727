import { createFileRoute } from '@tanstack/react-router';
import { adminResultsQueryOptions } from '@/features/levels/api/levels.ts';
import { AdminResultsPage } from '@/features/levels/components/admin-results-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/results')({
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminResultsQueryOptions('disputed'));
  },
  component: AdminResultsPage,
});
