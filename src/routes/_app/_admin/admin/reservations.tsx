import { createFileRoute } from '@tanstack/react-router';
import { adminBookingsQueryOptions } from '@/features/admin/reservations/api/bookings.ts';
import { ReservationsPage } from '@/features/admin/reservations/components/reservations-page.tsx';
import { reservationsQueryOf, reservationsSearchSchema } from '@/features/admin/shared/search.ts';
import { todayPayloadDate } from '@/lib/dates.ts';

export const Route = createFileRoute('/_app/_admin/admin/reservations')({
  validateSearch: reservationsSearchSchema,
  loaderDeps: ({ search }) => reservationsQueryOf(search, todayPayloadDate()),
  // Admin screens load with their data calls in one lazy chunk: a member never downloads them.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(adminBookingsQueryOptions(deps));
  },
  component: ReservationsRoute,
});

function ReservationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReservationsPage
      search={search}
      onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
