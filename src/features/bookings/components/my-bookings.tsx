import { Box, Button, Center, Grid, Group, Loader, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { PageTitle } from '@/components/page-title.tsx';
import { failureMessage } from '@/lib/failures.ts';
import { useErrorToast } from '@/lib/feedback.tsx';
import { courtsQueryOptions } from '@/lib/queries.ts';
import {
  useBookingList,
  filterBookings,
  orderForList,
  type BookingFilters,
} from '../api/booking-list.ts';
import { BookingCard } from './booking-card.tsx';
import { BookingFiltersPanel } from './booking-filters-panel.tsx';

// Spec section 8: an answer that failed, or no answer at all.
const LOAD_TEXTS = {
  fallback: 'Error al mostrar las reservas.',
  unexpected: 'Error al cargar las reservas.',
  serverMessage: false,
};

interface MyBookingsProps {
  filters: BookingFilters;
  onFiltersChange: (filters: BookingFilters) => void;
  /** The member's places in waitlists, from the waitlist feature (a slot filled by the route). */
  waitlist?: ReactNode;
  /** The member's series ('abonos'), from the series feature (a slot filled by the route). */
  series?: ReactNode;
  /**
   * Bookings another section already shows (a series' dates, in its card:
   * docs/features/season.md).
   */
  hidden?: ReadonlySet<string>;
}

/**
 * 'Mis Reservas': the member's bookings (upcoming first), filtered on the device; dates before
 * the default list ask the server for that range.
 */
export function MyBookings({
  filters,
  onFiltersChange,
  waitlist,
  series,
  hidden,
}: MyBookingsProps) {
  const bookings = useBookingList(filters);
  const courts = useQuery(courtsQueryOptions());
  const [showFilters, setShowFilters] = useState(false);
  const failed = bookings.isError && !bookings.data;
  useErrorToast(failed, failed ? failureMessage(bookings.error, LOAD_TEXTS) : '');

  const shown = useMemo(() => {
    if (!bookings.data) return [];
    const listed = hidden ? bookings.data.filter((b) => !hidden.has(b._id)) : bookings.data;
    return orderForList(filterBookings(listed, filters), new Date());
  }, [bookings.data, filters, hidden]);

  return (
    <>
      <Group justify="space-between" align="center" mb="md">
        <PageTitle>Mis Reservas</PageTitle>
        <Button
          variant="light"
          leftSection={<IconFilter size={16} />}
          onClick={() => setShowFilters((open) => !open)}
          aria-expanded={showFilters}
        >
          {showFilters ? 'Ocultar Filtros' : 'Filtrar'}
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
      {bookings.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando reservas" />
        </Center>
      ) : failed ? (
        <Text c="red">{failureMessage(bookings.error, LOAD_TEXTS)}</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">No hay reservas que coincidan con los filtros.</Text>
      ) : (
        <Grid>
          {shown.map((booking) => (
            <Grid.Col key={booking._id} span={{ base: 12, sm: 6, md: 4, lg: 3 }}>
              <BookingCard booking={booking} />
            </Grid.Col>
          ))}
        </Grid>
      )}
      {waitlist && <Box mt="xl">{waitlist}</Box>}
    </>
  );
}
