import { createFileRoute } from '@tanstack/react-router';
import { adminSeriesQueryOptions } from '@/features/series/api/series.ts';
import { SeriesAdminPage } from '@/features/series/components/series-admin-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/series')({
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminSeriesQueryOptions());
  },
  component: SeriesAdminPage,
});
