import { createFileRoute } from '@tanstack/react-router';
import { adminStatsQueryOptions } from '@/features/admin/stats/api/stats.ts';
import { StatisticsPage } from '@/features/admin/stats/components/statistics-page.tsx';
import { statisticsSearchSchema } from '@/features/admin/shared/search.ts';
import { addDays } from '@/domain/club-time.ts';
import { todayPayloadDate } from '@/lib/dates.ts';

/** The URL's range, or the last 30 days up to today (the server's default too). */
function rangeOf(search: { from?: string; to?: string }) {
  const today = todayPayloadDate();
  return { from: search.from ?? addDays(today, -29), to: search.to ?? today };
}

export const Route = createFileRoute('/_app/_admin/admin/statistics')({
  validateSearch: statisticsSearchSchema,
  loaderDeps: ({ search }) => rangeOf(search),
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(adminStatsQueryOptions(deps.from, deps.to));
  },
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StatisticsPage
      range={rangeOf(search)}
      onRange={(range) => void navigate({ search: range, replace: true })}
    />
  );
}
