import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { LevelsProvider } from '@/components/level-badge.tsx';
import { courtsQueryOptions, myBookingsQueryOptions } from '@/lib/queries.ts';
import {
  pastBookingsQueryOptions,
  validateBookingFilters,
} from '@/features/bookings/api/booking-list.ts';
import { MyBookings } from '@/features/bookings/components/my-bookings.tsx';
import { MyWaitlist } from '@/features/waitlist/components/my-waitlist.tsx';
import { mySeriesQueryOptions, seriesBookingIds } from '@/features/series/api/series.ts';
import { MySeries } from '@/features/series/components/my-series.tsx';
import { playersOfBookings, useLevelLookup } from '@/features/levels/api/lookup.ts';

export const Route = createFileRoute('/_app/bookings/')({
  validateSearch: validateBookingFilters,
  // Not awaited: offline, a paused fetch would hold the navigation; the screen shows the
  // persisted bookings (or its spinner and error) meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myBookingsQueryOptions());
    void context.queryClient.prefetchQuery(courtsQueryOptions());
    void context.queryClient.prefetchQuery(mySeriesQueryOptions());
  },
  component: MyBookingsRoute,
});

/** 'Mis Reservas' with the players' levels on their avatars, the member's series and waitlists. */
function MyBookingsRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const upcoming = useQuery(myBookingsQueryOptions());
  // Only read: the section asks for its pages as the member reaches it.
  const past = useInfiniteQuery({ ...pastBookingsQueryOptions(filters), enabled: false });
  const shown = useMemo(
    () => [...(upcoming.data ?? []), ...(past.data?.pages.flatMap((p) => p.bookings) ?? [])],
    [upcoming.data, past.data],
  );
  const lookup = useLevelLookup(playersOfBookings(shown));
  const series = useQuery(mySeriesQueryOptions());
  const hidden = useMemo(() => seriesBookingIds(series.data), [series.data]);
  return (
    <LevelsProvider lookup={lookup}>
      <MyBookings
        filters={filters}
        onFiltersChange={(next) => void navigate({ search: next, replace: true })}
        waitlist={<MyWaitlist />}
        series={<MySeries />}
        hidden={hidden}
      />
    </LevelsProvider>
  );
}
