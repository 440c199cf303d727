import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@/api/bookings.ts';
import type { Court } from '@/api/courts.ts';
import { mockApi, renderWithApp } from '#tests/helpers/render.tsx';
import type { BookingFilters } from '../api/booking-list.ts';
import { MyBookings } from './my-bookings.tsx';
import { testBooking, testPlayer } from '#tests/helpers/booking-cards.ts';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const { httpWithAbsoluteBase } = await import('#tests/helpers/render.tsx');
  return httpWithAbsoluteBase(importOriginal);
});

function court(_id: string, name: string, type: Court['type']): Court {
  return {
    _id,
    name,
    type,
    image: null,
    costs: { nonMember: 6, uca: 4 },
    maxDaysInAdvance: { member: 7, nonMember: 2 },
    maxBookingsPerWeek: { member: 10, nonMember: 1 },
    blockedTimes: [],
    openingTime: '09:00',
    closingTime: '22:00',
    slotMinutes: 60,
  };
}

const COURTS = [court('c1', 'Tenis 2', 'tennis'), court('c2', 'Pista 1', 'padel')];

const applied = vi.fn<(filters: BookingFilters) => void>();
function Screen() {
  const [filters, setFilters] = useState<BookingFilters>({});
  return (
    <MyBookings
      filters={filters}
      onFiltersChange={(next) => {
        applied(next);
        setFilters(next);
      }}
    />
  );
}

function serve(bookings: Booking[] | (() => Response)) {
  return mockApi({
    'GET users/bookings': () =>
      typeof bookings === 'function' ? bookings() : Response.json({ success: true, bookings }),
    'GET courts': () => Response.json({ success: true, courts: COURTS }),
  });
}

const cards = () => screen.getAllByTestId('booking-card');

afterEach(() => vi.restoreAllMocks());

describe('MyBookings', { timeout: 20_000 }, () => {
  it('lists upcoming bookings soonest first, then past ones latest first, each linking to its detail', async () => {
    serve([
      testBooking('past-old', -72, { dateBooked: '2030-05-10' }),
      testBooking('later', 48, { dateBooked: '2030-05-19' }),
      testBooking('past-recent', -24, { dateBooked: '2030-05-16' }),
      testBooking('soon', 2, { dateBooked: '2030-05-17' }),
    ]);
    const { router } = renderWithApp(Screen);
    expect(await screen.findByRole('heading', { name: 'Mis Reservas' })).toBeInTheDocument();
    await screen.findAllByTestId('booking-card');
    expect(cards().map((c) => c.getAttribute('href'))).toEqual([
      '/bookings/soon',
      '/bookings/later',
      '/bookings/past-recent',
      '/bookings/past-old',
    ]);
    const first = cards()[0]!;
    expect(within(first).getByText('TENNIS - Tenis 2')).toBeInTheDocument();
    expect(within(first).getByText('viernes, 17 de mayo de 2030')).toBeInTheDocument();
    expect(within(first).getByText('Hora: 18:00 - 19:00')).toBeInTheDocument();
    await userEvent.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/soon'));
  });

  it("does not list again the bookings another section shows (a series' dates)", async () => {
    serve([
      testBooking('own', 2, { dateBooked: '2030-05-17' }),
      testBooking('series-date', 48, { dateBooked: '2030-05-19' }),
    ]);
    renderWithApp(() => (
      <MyBookings filters={{}} onFiltersChange={applied} hidden={new Set(['series-date'])} />
    ));
    await screen.findAllByTestId('booking-card');
    expect(cards().map((c) => c.getAttribute('href'))).toEqual(['/bookings/own']);
  });

  it('shows the chip and one avatar per player with its tooltip', async () => {
    serve([
      testBooking('paid', 2, {
        paymentStatus: 'P',
        players: [
          testPlayer(),
          testPlayer({
            index: 1,
            memberId: {
              _id: 'u2',
              name: '',
              email: 'x@club.local',
              role: 'user-adult',
              image: '/uploads/x.png',
            },
          }),
          testPlayer({ index: 2, isMember: false, memberId: null, nonMemberName: 'Ana' }),
        ],
      }),
      testBooking('partly', 3, { paymentStatus: 'S' }),
    ]);
    renderWithApp(Screen);
    await screen.findAllByTestId('booking-card');
    const [paid, partly] = cards();
    expect(within(paid!).getByText('Pagado')).toBeInTheDocument();
    expect(within(partly!).getByText('Pendiente de pago')).toBeInTheDocument();

    expect(within(paid!).getByRole('img', { name: 'Sofía Socia' })).toBeInTheDocument();
    expect(within(paid!).getByRole('img', { name: 'Socio' })).toHaveAttribute(
      'src',
      '/uploads/x.png',
    );
    expect(within(paid!).getByRole('img', { name: 'Invitado' })).toBeInTheDocument();
  });

  it('filters by dates, state and court only when applied, and clears', async () => {
    serve([
      testBooking('a', 2, { dateBooked: '2030-05-17', paymentStatus: 'P' }),
      testBooking('b', 26, { dateBooked: '2030-05-18', paymentStatus: 'C' }),
      testBooking('c', 50, {
        dateBooked: '2030-05-19',
        paymentStatus: 'S',
        courtId: { _id: 'c2', type: 'padel', name: 'Pista 1' },
      }),
    ]);
    renderWithApp(Screen);
    await screen.findAllByTestId('booking-card');
    const toggle = screen.getByRole('button', { name: 'Filtrar' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar Filtros' })).toBeInTheDocument();

    const state = screen.getByLabelText('Estado');
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Pagado', 'Pendiente']);
    const courtSelect = screen.getByLabelText('Tipo de Pista');
    await waitFor(() =>
      expect(
        within(courtSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Todas', 'TENNIS - Tenis 2', 'PADEL - Pista 1']),
    );

    await userEvent.selectOptions(state, 'Pendiente');
    expect(cards()).toHaveLength(3); // a draft until applied
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    expect(applied).toHaveBeenLastCalledWith({ status: 'pending' });
    expect(cards().map((c) => c.getAttribute('href'))).toEqual(['/bookings/b', '/bookings/c']);

    await userEvent.selectOptions(courtSelect, 'PADEL - Pista 1');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    expect(cards().map((c) => c.getAttribute('href'))).toEqual(['/bookings/c']);

    await userEvent.selectOptions(state, 'Pagado');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    expect(screen.queryByTestId('booking-card')).toBeNull();
    expect(screen.getByText('No hay reservas que coincidan con los filtros.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    expect(applied).toHaveBeenLastCalledWith({});
    expect(cards()).toHaveLength(3);
    expect(courtSelect).toHaveValue('');

    await userEvent.type(screen.getByLabelText('Desde'), '2030-05-18');
    await userEvent.type(screen.getByLabelText('Hasta'), '2030-05-18');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    expect(cards().map((c) => c.getAttribute('href'))).toEqual(['/bookings/b']);

    await userEvent.click(screen.getByRole('button', { name: 'Ocultar Filtros' }));
    expect(screen.queryByTestId('booking-filters')).toBeNull();
    expect(cards()).toHaveLength(1); // hiding the panel keeps the filters
  });

  it("asks the server for the range when 'Desde' reaches before the default list", async () => {
    const calls = mockApi({
      'GET users/bookings': (request) => {
        const from = new URL(request.url).searchParams.get('from');
        const bookings = from
          ? [testBooking('old', -24 * 400, { dateBooked: '2020-03-10' })]
          : [testBooking('soon', 2, { dateBooked: '2030-05-17' })];
        return Response.json({ success: true, bookings });
      },
      'GET courts': () => Response.json({ success: true, courts: COURTS }),
    });
    renderWithApp(Screen);
    await screen.findAllByTestId('booking-card');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await userEvent.type(screen.getByLabelText('Desde'), '2020-01-01');
    await userEvent.type(screen.getByLabelText('Hasta'), '2020-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    await waitFor(() =>
      expect(cards().map((c) => c.getAttribute('href'))).toEqual(['/bookings/old']),
    );
    const asked = calls.map((r) => new URL(r.url)).filter((u) => u.pathname.endsWith('bookings'));
    expect(asked.map((u) => u.search)).toEqual(['', '?from=2020-01-01&to=2020-12-31']);

    // Back to no dates: the default list again, from the cache.
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    await waitFor(() =>
      expect(cards().map((c) => c.getAttribute('href'))).toEqual(['/bookings/soon']),
    );
  });

  it('says when there are no bookings', async () => {
    serve([]);
    renderWithApp(Screen);
    expect(
      await screen.findByText('No hay reservas que coincidan con los filtros.'),
    ).toBeInTheDocument();
  });

  it('shows a spinner, then the spec text and toast when the server answers with an error', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({
      'GET users/bookings': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET courts': () => Response.json({ success: true, courts: COURTS }),
    });
    renderWithApp(Screen);
    expect(await screen.findByLabelText('Cargando reservas')).toBeInTheDocument();
    answer(Response.json({ success: false, message: 'x' }, { status: 500 }));
    expect(await screen.findAllByText('Error al mostrar las reservas.')).toHaveLength(2);
  });

  it("says 'Error al cargar las reservas.' when no answer comes", async () => {
    mockApi({
      'GET users/bookings': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET courts': () => Response.json({ success: true, courts: COURTS }),
    });
    renderWithApp(Screen);
    expect(await screen.findAllByText('Error al cargar las reservas.')).toHaveLength(2);
  });
});
