import { createFileRoute } from '@tanstack/react-router';
import { useLevelLookup, useMyLevelOf } from '@/features/levels/api/lookup.ts';
import { matchesQueryOptions } from '@/features/matches/api/matches.ts';
import { MatchesPage } from '@/features/matches/components/matches-page.tsx';
import { myBookingsQueryOptions } from '@/lib/queries.ts';

export const Route = createFileRoute('/_app/matches')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(matchesQueryOptions());
    void context.queryClient.prefetchQuery(myBookingsQueryOptions());
  },
  component: MatchesRoute,
});

/** The players' levels on the cards, and the member's own for the join, from the levels feature. */
function MatchesRoute() {
  return <MatchesPage useLevels={useLevelLookup} useMyLevel={useMyLevelOf} />;
}
