import { createFileRoute } from '@tanstack/react-router';
import { matchesQueryOptions } from '@/features/matches/api/matches.ts';
import { MatchesPage } from '@/features/matches/components/matches-page.tsx';
import { myBookingsQueryOptions } from '@/lib/queries.ts';

export const Route = createFileRoute('/_app/matches')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(matchesQueryOptions());
    void context.queryClient.prefetchQuery(myBookingsQueryOptions());
  },
  component: MatchesPage,
});
