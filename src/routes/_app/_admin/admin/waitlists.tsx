import { createFileRoute } from '@tanstack/react-router';
import { adminWaitlistsQueryOptions } from '@/features/admin/waitlists/api/waitlists.ts';
import { WaitlistsPage } from '@/features/admin/waitlists/components/waitlists-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/waitlists')({
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminWaitlistsQueryOptions());
  },
  component: WaitlistsPage,
});
