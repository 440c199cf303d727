import { createFileRoute } from '@tanstack/react-router';
import { adminMatchesQueryOptions } from '@/features/admin/matches/api/matches.ts';
import { MatchesAdminPage } from '@/features/admin/matches/components/matches-admin-page.tsx';

export const Route = createFileRoute('/_app/_admin/admin/matches')({
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminMatchesQueryOptions());
  },
  component: MatchesAdminPage,
});
