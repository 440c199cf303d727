import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '#tests/helpers/api-server.ts';
import { testBooking as booking } from '#tests/helpers/booking-cards.ts';
import type { Booking, BookingsResponse } from '@/api/bookings.ts';
import { NextBookingCard } from './next-booking-card.tsx';

function renderCard(bookings: Booking[]) {
  server.use(
    http.get('/api/users/bookings', () =>
      HttpResponse.json<BookingsResponse>({ success: true, bookings }),
    ),
  );
  const rootRoute = createRootRoute();
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: NextBookingCard,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('NextBookingCard', { timeout: 40_000 }, () => {
  it('shows the next booking that has not ended, skipping past and cancelled ones', async () => {
    renderCard([
      booking('later', 48, { timeBooked: '20:00 - 21:00' }),
      booking('past', -5),
      booking('cancelled', 2, { status: 'cancelled' }),
      booking('next', 24, { paymentStatus: 'P' }),
    ]);
    expect(await screen.findByText('TENNIS - Tenis 2')).toBeInTheDocument();
    expect(screen.getByText('Hora: 18:00 - 19:00')).toBeInTheDocument();
    expect(screen.getByText('viernes, 17 de mayo de 2030')).toBeInTheDocument();
    expect(screen.getByText('Pagado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver reserva' })).toHaveAttribute(
      'href',
      '/bookings/next',
    );
  });

  it('offers to book when nothing is coming up', async () => {
    renderCard([booking('past', -5)]);
    expect(await screen.findByText('No tienes reservas próximas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservar pista' })).toHaveAttribute('href', '/courts');
  });
});
