import { Grid } from '@mantine/core';
import type { Booking } from '@/api/bookings.ts';
import { BookingCard } from './booking-card.tsx';

/** The cards of 'Mis Reservas': 1 column extra small, 2 small, 3 medium, 4 large (spec). */
export function BookingGrid({ bookings }: { bookings: readonly Booking[] }) {
  return (
    <Grid>
      {bookings.map((booking) => (
        <Grid.Col key={booking._id} span={{ base: 12, sm: 6, md: 4, lg: 3 }}>
          <BookingCard booking={booking} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
