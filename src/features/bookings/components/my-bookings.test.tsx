import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { testBooking, testPlayer } from '#tests/helpers/booking-cards.ts';
import { recordRequests, server, bookableCourts } from '#tests/helpers/api-server.ts';
import type { Booking, BookingsResponse, PastBookingsResponse } from '@/api/bookings.ts';
import type { Court } from '@/api/courts.ts';
import { activateLanguage } from '@/i18n/index.ts';
import type { BookingFilters } from '../api/booking-list.ts';
import { MyBookings } from './my-bookings.tsx';

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

type Past = Booking[] | ((url: URL) => Response);

/** The default list (upcoming and recent) and 'Reservas pasadas' (one page, unless a function). */
function serve(bookings: Booking[] | (() => Response), past: Past = []) {
  server.use(
    http.get('/api/users/bookings', () =>
      typeof bookings === 'function'
        ? bookings()
        : HttpResponse.json<BookingsResponse>({ success: true, bookings }),
    ),
    http.get('/api/users/bookings/past', ({ request }) =>
      typeof past === 'function'
        ? past(new URL(request.url))
        : HttpResponse.json<PastBookingsResponse>({ success: true, bookings: past, next: null }),
    ),
    bookableCourts(COURTS),
  );
  return recordRequests();
}

const cards = () => screen.getAllByTestId('booking-card');
const hrefs = (within_: HTMLElement = document.body) =>
  within(within_)
    .queryAllByTestId('booking-card')
    .map((c) => c.getAttribute('href'));
const section = (name: string) => screen.getByRole('region', { name });

/**
 * jsdom has no IntersectionObserver: this one says what is on screen when told (`show`), or
 * everything at once when `always` (the browser's first report of an element in view).
 */
function stubObserver(always = false) {
  const watching: { callback: IntersectionObserverCallback; node: Element }[] = [];
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(node: Element) {
      watching.push({ callback: this.callback, node });
      if (always) this.report(node, true);
    }
    disconnect() {}
    report(node: Element, isIntersecting: boolean) {
      const entry = { isIntersecting, target: node } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    show: (isIntersecting = true) =>
      act(() => {
        for (const { callback, node } of watching) {
          callback([{ isIntersecting, target: node } as IntersectionObserverEntry], {} as never);
        }
      }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MyBookings', { timeout: 40_000 }, () => {
  it('lists the bookings to come soonest first, then the past ones from the server, each linking to its detail', async () => {
    serve(
      [
        testBooking('past-recent', -24, { dateBooked: '2030-05-16' }),
        testBooking('later', 48, { dateBooked: '2030-05-19' }),
        testBooking('soon', 2, { dateBooked: '2030-05-17' }),
      ],
      [testBooking('past-recent', -24), testBooking('past-old', -72)],
    );
    const { router } = renderWithApp(Screen);
    expect(await screen.findByRole('heading', { name: 'Mis Reservas' })).toBeInTheDocument();
    await screen.findAllByTestId('booking-card');
    // A past booking of the default list waits for its own section.
    expect(hrefs(section('Próximas reservas'))).toEqual(['/bookings/soon', '/bookings/later']);
    expect(hrefs(section('Reservas pasadas'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Ver reservas pasadas' }));
    await waitFor(() =>
      expect(hrefs(section('Reservas pasadas'))).toEqual([
        '/bookings/past-recent',
        '/bookings/past-old',
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 reservas pasadas en la lista');
    // The server said there is no more: nothing left to ask for.
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();

    const first = cards()[0]!;
    expect(within(first).getByText('TENNIS - Tenis 2')).toBeInTheDocument();
    expect(within(first).getByText('viernes, 17 de mayo de 2030')).toBeInTheDocument();
    expect(within(first).getByText('Hora: 18:00 - 19:00')).toBeInTheDocument();
    await userEvent.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/soon'));
  });

  it('shows the series and the waitlists before the bookings, where they are found', async () => {
    serve([testBooking('soon', 2)]);
    renderWithApp(() => (
      <MyBookings
        filters={{}}
        onFiltersChange={applied}
        series={<p>Mis abonos</p>}
        waitlist={<p>Mis listas de espera</p>}
      />
    ));
    const upcoming = (await screen.findAllByRole('heading', { name: 'Próximas reservas' }))[0]!;
    const order = [
      screen.getByText('Mis abonos'),
      screen.getByText('Mis listas de espera'),
      upcoming,
      screen.getByRole('heading', { name: 'Reservas pasadas' }),
    ];
    for (let i = 1; i < order.length; i++) {
      const before = order[i - 1]!.compareDocumentPosition(order[i]!);
      expect(before & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('loads the past a page at a time as the member scrolls to it, and stops at the last', async () => {
    const observer = stubObserver();
    const asked: string[] = [];
    const pages: Record<string, { ids: string[]; next: string | null }> = {
      '': { ids: ['p1', 'p2'], next: 'c2' },
      c2: { ids: ['p3', 'p4'], next: 'c4' },
      c4: { ids: ['p5'], next: null },
    };
    serve([testBooking('soon', 2)], (url) => {
      const before = url.searchParams.get('before') ?? '';
      asked.push(before);
      const page = pages[before]!;
      const bookings = page.ids.map((id, i) => testBooking(id, -24 * (asked.length + i)));
      return Response.json({ success: true, bookings, next: page.next });
    });
    renderWithApp(Screen);
    await screen.findAllByTestId('booking-card');
    expect(asked).toEqual([]); // not reached yet: nothing asked

    observer.show();
    await waitFor(() => expect(hrefs(section('Reservas pasadas'))).toHaveLength(5));
    // While the end of the list stayed on screen, each page brought the next.
    expect(asked).toEqual(['', 'c2', 'c4']);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(screen.queryByLabelText('Cargando reservas pasadas')).toBeNull();
  });

  it('loads each page with its button from the keyboard, where nothing scrolls it into view', async () => {
    const asked: string[] = [];
    serve([], (url) => {
      asked.push(url.searchParams.get('before') ?? '');
      const bookings = [testBooking(`p-${asked.length}`, -24 * asked.length)];
      return Response.json({ success: true, bookings, next: asked.length < 2 ? 'more' : null });
    });
    renderWithApp(Screen);
    expect(await screen.findByText('No hay reservas próximas.')).toBeInTheDocument();
    expect(asked).toEqual([]);

    screen.getByRole('button', { name: 'Ver reservas pasadas' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Cargar más' })).toBeInTheDocument();
    expect(hrefs(section('Reservas pasadas'))).toEqual(['/bookings/p-1']);

    screen.getByRole('button', { name: 'Cargar más' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(hrefs(section('Reservas pasadas'))).toEqual(['/bookings/p-1', '/bookings/p-2']),
    );
    expect(asked).toEqual(['', 'more']);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
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
    expect(hrefs()).toEqual(['/bookings/own']);
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

  it('filters by dates, state and court only when applied, the past on the server, and clears', async () => {
    stubObserver(true);
    const pastAsked: string[] = [];
    serve(
      [
        testBooking('a', 2, { dateBooked: '2030-05-17', paymentStatus: 'P' }),
        testBooking('b', 26, { dateBooked: '2030-05-18', paymentStatus: 'C' }),
        testBooking('c', 50, {
          dateBooked: '2030-05-19',
          paymentStatus: 'S',
          courtId: { _id: 'c2', type: 'padel', name: 'Pista 1' },
        }),
      ],
      (url) => {
        pastAsked.push(url.search);
        const old = testBooking('old', -48, { paymentStatus: 'C' });
        const matches = url.searchParams.get('status') !== 'P' && !url.searchParams.get('court');
        return Response.json({ success: true, bookings: matches ? [old] : [], next: null });
      },
    );
    renderWithApp(Screen);
    await waitFor(() => expect(hrefs()).toHaveLength(4));
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
    expect(hrefs()).toHaveLength(4); // a draft until applied
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    expect(applied).toHaveBeenLastCalledWith({ status: 'pending' });
    await waitFor(() => expect(hrefs()).toEqual(['/bookings/b', '/bookings/c', '/bookings/old']));
    expect(pastAsked.at(-1)).toBe('?status=pending');

    await userEvent.selectOptions(courtSelect, 'PADEL - Pista 1');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    await waitFor(() => expect(hrefs()).toEqual(['/bookings/c']));
    expect(pastAsked.at(-1)).toBe('?status=pending&court=c2');
    expect(screen.getByText('No hay reservas pasadas.')).toBeInTheDocument();

    await userEvent.selectOptions(state, 'Pagado');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    expect(
      await screen.findByText('No hay reservas que coincidan con los filtros.'),
    ).toBeInTheDocument();
    expect(hrefs()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    expect(applied).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(hrefs()).toHaveLength(4));
    expect(courtSelect).toHaveValue('');

    await userEvent.clear(screen.getByLabelText('Desde'));
    await userEvent.paste('18/05/2030');
    await userEvent.clear(screen.getByLabelText('Hasta'));
    await userEvent.paste('18/05/2030');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    await waitFor(() => expect(pastAsked.at(-1)).toBe('?from=2030-05-18&to=2030-05-18'));
    expect(hrefs(section('Próximas reservas'))).toEqual(['/bookings/b']);

    await userEvent.click(screen.getByRole('button', { name: 'Ocultar Filtros' }));
    expect(screen.queryByTestId('booking-filters')).toBeNull();
    expect(hrefs(section('Próximas reservas'))).toHaveLength(1); // hiding the panel keeps them
  });

  it('says when there are no bookings, past or to come', async () => {
    stubObserver(true);
    serve([], []);
    renderWithApp(Screen);
    expect(
      await screen.findByText('No hay reservas que coincidan con los filtros.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reservas pasadas' })).toBeNull();
  });

  it('says when the past cannot be loaded, and tries again', async () => {
    stubObserver(true);
    let fail = true;
    serve([testBooking('soon', 2)], () =>
      fail
        ? Response.json({ success: false, message: 'x' }, { status: 500 })
        : Response.json({ success: true, bookings: [testBooking('old', -48)], next: null }),
    );
    renderWithApp(Screen);
    expect(
      await screen.findByText('No se pudieron cargar las reservas pasadas.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(hrefs(section('Reservas pasadas'))).toEqual(['/bookings/old']));
    expect(screen.queryByText('No se pudieron cargar las reservas pasadas.')).toBeNull();
  });

  it('shows a spinner, then the spec text and toast when the server answers with an error', async () => {
    let answer: (r: Response) => void = () => {};
    server.use(
      http.get('/api/users/bookings', () => new Promise<Response>((resolve) => (answer = resolve))),
      bookableCourts(COURTS),
    );
    renderWithApp(Screen);
    expect(await screen.findByLabelText('Cargando reservas')).toBeInTheDocument();
    answer(Response.json({ success: false, message: 'x' }, { status: 500 }));
    expect(await screen.findAllByText('Error al mostrar las reservas.')).toHaveLength(2);
  });

  it("says 'Error al cargar las reservas.' when no answer comes", async () => {
    server.use(
      // No answer at all: the network is down.
      http.get('/api/users/bookings', () => HttpResponse.error()),
      bookableCourts(COURTS),
    );
    renderWithApp(Screen);
    expect(await screen.findAllByText('Error al cargar las reservas.')).toHaveLength(2);
  });

  describe('in Catalan', () => {
    afterEach(() => activateLanguage('es'));

    it('shows Les meves reserves, its sections, cards and count in Catalan', async () => {
      await activateLanguage('ca');
      serve(
        [testBooking('soon', 2, { dateBooked: '2030-05-17', paymentStatus: 'P' })],
        [testBooking('past-old', -72)],
      );
      renderWithApp(Screen);
      expect(
        await screen.findByRole('heading', { name: 'Les meves reserves' }),
      ).toBeInTheDocument();
      await screen.findAllByTestId('booking-card');
      expect(hrefs(section('Properes reserves'))).toEqual(['/bookings/soon']);
      const card = cards()[0]!;
      expect(within(card).getByText('divendres, 17 de maig del 2030')).toBeInTheDocument();
      expect(within(card).getByText('Hora: 18:00 - 19:00')).toBeInTheDocument();
      expect(within(card).getByText('Pagat')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Filtra' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Mostra les reserves passades' }));
      await waitFor(() =>
        expect(hrefs(section('Reserves passades'))).toEqual(['/bookings/past-old']),
      );
      expect(screen.getByRole('status')).toHaveTextContent('1 reserva passada a la llista');
    });
  });
});
