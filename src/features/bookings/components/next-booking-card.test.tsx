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
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '@/api/bookings.ts';
import type * as Http from '@/lib/http.ts';
import { NextBookingCard } from './next-booking-card.tsx';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Http>();
  const { default: ky } = await import('ky');
  return { ...actual, api: ky.create({ prefixUrl: 'http://localhost/api', retry: 0 }) };
});

const HOUR = 3_600_000;

function booking(id: string, startsInHours: number, overrides: Partial<Booking> = {}): Booking {
  const start = new Date(Date.now() + startsInHours * HOUR);
  return {
    _id: id,
    courtId: { _id: 'c1', type: 'tennis', name: 'Tenis 2' },
    dateBooked: '2030-05-17',
    timeBooked: '18:00 - 19:00',
    slots: ['18:00 - 19:00'],
    yearBooked: 2030,
    monthBooked: 5,
    dayBooked: 17,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + HOUR).toISOString(),
    userBooked: { _id: 'u', name: 'Sofía', email: 's@club.local', role: 'user-adult', image: null },
    paymentStatus: 'C',
    totalAmount: 0,
    totalDue: 0,
    isLeagueMatch: false,
    players: [],
    status: 'active',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function renderCard(bookings: Booking[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({ success: true, bookings }),
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
