import { createFileRoute } from '@tanstack/react-router';
import { adminBlockedTimesQueryOptions } from '@/features/admin/courts/api/blocked-times.ts';
import { adminCourtsQueryOptions } from '@/features/admin/courts/api/courts.ts';
import { BlockedTimesPage } from '@/features/admin/courts/components/blocked-times-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/blocked-times')({
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminBlockedTimesQueryOptions());
    void context.queryClient.prefetchQuery(adminCourtsQueryOptions());
  },
  component: BlockedTimesPage,
});
