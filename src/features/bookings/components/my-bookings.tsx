import { Box, Button, Center, Group, Loader, Text, Title } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { PageTitle } from '@/components/page-title.tsx';
import { splitByEnd } from '@/domain/my-bookings.ts';
import { useT } from '@/i18n/react.tsx';
import { failureMessage } from '@/lib/failures.ts';
import { useErrorToast } from '@/lib/feedback.tsx';
import { courtsQueryOptions, myBookingsQueryOptions } from '@/lib/queries.ts';
import {
  filterBookings,
  pastBookingsQueryOptions,
  type BookingFilters,
} from '../api/booking-list.ts';
import { BookingFiltersPanel } from './booking-filters-panel.tsx';
import { BookingGrid } from './booking-grid.tsx';
import { PastBookings } from './past-bookings.tsx';

interface MyBookingsProps {
  filters: BookingFilters;
  onFiltersChange: (filters: BookingFilters) => void;
  /** The member's places in waitlists, from the waitlist feature (a slot filled by the route). */
  waitlist?: ReactNode;
  /** The member's series ('abonos'), from the series feature (a slot filled by the route). */
  series?: ReactNode;
  /**
   * Upcoming bookings another section already shows (a series' dates, in its card:
   * docs/features/season.md). Past ones stay in 'Reservas pasadas', the member's history.
   */
  hidden?: ReadonlySet<string>;
}

/**
 * 'Mis Reservas' (issue 41): the member's series and waitlists first, where they are found; then
 * the bookings to come, soonest first (the default list, kept offline, filtered on the device);
 * then 'Reservas pasadas', paged from the server as the member reaches them.
 */
export function MyBookings({
  filters,
  onFiltersChange,
  waitlist,
  series,
  hidden,
}: MyBookingsProps) {
  const t = useT();
  const bookings = useQuery(myBookingsQueryOptions());
  const courts = useQuery(courtsQueryOptions());
  // Only read here (PastBookings asks): to say once that nothing matches, past or to come.
  const past = useInfiniteQuery({ ...pastBookingsQueryOptions(filters), enabled: false });
  const [showFilters, setShowFilters] = useState(false);
  const failed = bookings.isError && !bookings.data;
  // Spec section 8: an answer that failed, or no answer at all.
  const loadFailure = failed
    ? failureMessage(bookings.error, {
        fallback: t('bookings.listFailed'),
        unexpected: t('bookings.listUnexpected'),
        serverMessage: false,
      })
    : '';
  useErrorToast(failed, loadFailure);

  const upcoming = useMemo(() => {
    if (!bookings.data) return [];
    const listed = hidden ? bookings.data.filter((b) => !hidden.has(b._id)) : bookings.data;
    return splitByEnd(filterBookings(listed, filters), new Date()).upcoming;
  }, [bookings.data, filters, hidden]);
  const noneAtAll =
    upcoming.length === 0 && past.data?.pages.every((page) => page.bookings.length === 0);

  return (
    <>
      <Group justify="space-between" align="center" mb="md">
        <PageTitle>{t('bookings.myBookings')}</PageTitle>
        <Button
          variant="light"
          leftSection={<IconFilter size={16} />}
          onClick={() => setShowFilters((open) => !open)}
          aria-expanded={showFilters}
        >
          {t(showFilters ? 'bookings.hideFilters' : 'bookings.filter')}
        </Button>
      </Group>
      {showFilters && (
        <BookingFiltersPanel
          applied={filters}
          courts={courts.data ?? []}
          onApply={onFiltersChange}
        />
      )}
      {series && <Box mb="lg">{series}</Box>}
      {waitlist && <Box mb="lg">{waitlist}</Box>}
      {bookings.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('bookings.loadingBookings')} />
        </Center>
      ) : failed ? (
        <Text c="red">{loadFailure}</Text>
      ) : noneAtAll ? (
        <Text c="dimmed">{t('bookings.noneMatch')}</Text>
      ) : (
        <>
          <section aria-labelledby="upcoming-bookings-title">
            <Title id="upcoming-bookings-title" order={2} size="h4" mb="sm">
              {t('bookings.upcoming')}
            </Title>
            {upcoming.length > 0 ? (
              <BookingGrid bookings={upcoming} />
            ) : (
              <Text c="dimmed">{t('bookings.noUpcoming')}</Text>
            )}
          </section>
          <PastBookings key={JSON.stringify(filters)} filters={filters} />
        </>
      )}
    </>
  );
}
