import { createFileRoute } from '@tanstack/react-router';
import { adminCourtsQueryOptions } from '@/features/admin/courts/api/courts.ts';
import { CourtsPage } from '@/features/admin/courts/components/courts-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/courts')({
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminCourtsQueryOptions());
  },
  component: CourtsPage,
});
