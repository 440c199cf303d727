import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { AdminUsersResponse } from '@/api/admin/users.ts';
import type { Booking, BookingPlayer } from '@/api/bookings.ts';
import type {
  AdminBookingResponse,
  AdminBookingsResponse,
  AdminCancelBookingResponse,
} from '@/api/admin/bookings.ts';
import type { AdminCourtsResponse } from '@/api/admin/courts.ts';
import { ReservationsPage } from './reservations-page.tsx';

const admin = testUser({ role: 'admin' });
const BOOKING = '00000000-0000-4000-8000-0000000000b1';
const COURT = '00000000-0000-4000-8000-0000000000c1';
const MEMBER = '00000000-0000-4000-8000-0000000000d1';

const ana = {
  _id: MEMBER,
  name: 'Ana Socia',
  email: 'ana@club.local',
  role: 'user-adult',
  image: null,
};

function player(overrides: Partial<BookingPlayer> = {}): BookingPlayer {
  return {
    isMember: true,
    memberId: ana,
    nonMemberName: null,
    nonMemberEmail: null,
    name: 'Ana Socia',
    usedInvitation: false,
    isUca: false,
    amount: 7.5,
    amountPaid: 7.5,
    paymentStatus: 'P',
    stripePaymentLinkUrl: null,
    index: 0,
    familyRelation: null,
    ...overrides,
  };
}

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: BOOKING,
    courtId: { _id: COURT, type: 'padel', name: 'Pista 1' },
    dateBooked: '2026-11-24',
    timeBooked: '18:00 - 19:30',
    slots: ['18:00 - 19:30'],
    yearBooked: 2026,
    monthBooked: 11,
    dayBooked: 24,
    startsAt: '2026-11-24T17:00:00Z',
    endsAt: '2026-11-24T18:30:00Z',
    userBooked: ana,
    paymentStatus: 'S',
    totalAmount: 15,
    totalDue: 7.5,
    isLeagueMatch: false,
    players: [
      player(),
      player({
        memberId: null,
        isMember: false,
        name: null,
        nonMemberName: 'Nico Invitado',
        amountPaid: 0,
        paymentStatus: 'C',
        index: 1,
      }),
    ],
    status: 'active',
    createdAt: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

const list = (bookings: Booking[]) => () =>
  HttpResponse.json<AdminBookingsResponse>({
    success: true,
    bookings,
    total: bookings.length,
    page: 1,
    pageSize: 25,
  });

const court: AdminCourtsResponse['courts'][number] = {
  indoor: false,
  _id: COURT,
  name: 'Pista 1',
  type: 'padel',
  image: null,
  costs: { nonMember: 7.5, uca: 5 },
  maxDaysInAdvance: { member: 14, nonMember: 7 },
  maxBookingsPerWeek: { member: 3, nonMember: 2 },
  blockedTimes: [],
  openingTime: '09:00',
  closingTime: '12:00',
  slotMinutes: 90,
  active: true,
  position: 0,
  upcomingBookings: 0,
};

/** A Select's own list (Mantine keeps it display:none in jsdom while it fades in). */
async function listOf(input: HTMLElement) {
  await userEvent.click(input);
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const found = id ? document.getElementById(id) : null;
    if (!found) throw new Error('list not open');
    return found;
  });
  return list;
}

async function optionsOf(input: HTMLElement) {
  const list = await listOf(input);
  const texts = within(list)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
  await userEvent.click(input);
  return texts;
}

async function pick(input: HTMLElement, name: string) {
  const list = await listOf(input);
  await userEvent.click(await within(list).findByRole('option', { name, hidden: true }));
}

describe('ReservationsPage', { timeout: 30_000 }, () => {
  it('asks the server for the URL’s filters and shows each booking with its players’ payments', async () => {
    server.use(
      http.get('/api/admin/bookings', list([booking()])),
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts: [court] }),
      ),
    );
    const calls = recordRequests();
    const onSearch = vi.fn();
    renderWithApp(
      () => (
        <ReservationsPage
          search={{ date: '2026-11-24', court: COURT, q: 'ana', payment: 'pending', league: false }}
          onSearch={onSearch}
        />
      ),
      { user: admin },
    );
    const table = await screen.findByRole('table', { name: 'Reservas' });
    const sent = calls.find((c) => c.url.includes('admin/bookings'))!;
    expect(Object.fromEntries(new URL(sent.url).searchParams)).toEqual({
      date: '2026-11-24',
      courtId: COURT,
      q: 'ana',
      paymentStatus: 'pending',
      isLeagueMatch: 'false',
      status: 'active',
      sort: 'startsAt',
      order: 'asc',
      page: '1',
      pageSize: '25',
    });
    const row = within(table).getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual([
      '24/11/2026',
      '18:00 - 19:30',
      'Pista 1',
      'Ana Sociaana@club.local',
    ]);
    expect(cells[4]).toBe('Ana SociaPagadoNico InvitadoPendienteCobrar 7,50 €');
    expect(cells.slice(5, 8)).toEqual(['15,00 €', '7,50 €', 'Pago Parcial']);

    await userEvent.click(within(table).getByRole('button', { name: 'Total' }));
    expect(onSearch).toHaveBeenLastCalledWith({
      sort: 'totalAmount',
      order: 'asc',
      page: undefined,
    });
    await userEvent.type(screen.getByLabelText('Socio'), 'x');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ q: 'anax', page: undefined }));
  });

  it('starts from today when the URL names no dates, and says so when nothing matches', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    server.use(
      http.get('/api/admin/bookings', list([])),
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts: [] }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <ReservationsPage search={{}} onSearch={() => {}} />, { user: admin });
    expect(await screen.findByText('Ninguna reserva coincide con los filtros.')).toBeVisible();
    const sent = calls.find((c) => c.url.includes('admin/bookings'))!;
    expect(new URL(sent.url).searchParams.get('from')).toBe('2026-11-23');
    vi.useRealTimers();
  });

  it('charges a player’s part at the desk on the card terminal', async () => {
    server.use(
      http.get('/api/admin/bookings', list([booking()])),
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts: [court] }),
      ),
      http.post(`/api/admin/bookings/${BOOKING}/desk-payment`, () =>
        HttpResponse.json<AdminBookingResponse>({
          success: true,
          message: 'Pago en recepción registrado.',
          booking: booking({ paymentStatus: 'P', totalDue: 0 }),
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <ReservationsPage search={{}} onSearch={() => {}} />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Cobrar 7,50 €' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cobro en recepción' });
    expect(dialog).toHaveTextContent('Nico Invitado paga 7,50 €');
    await userEvent.click(within(dialog).getByText('Datáfono'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Pago en recepción registrado.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(await post?.json()).toEqual({ playerIndex: 1, method: 'card_terminal' });
  });

  it('cancels with refunds by default, or keeps the money when the admin says so', async () => {
    server.use(
      http.get('/api/admin/bookings', list([booking()])),
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts: [court] }),
      ),
      http.delete(`/api/admin/bookings/${BOOKING}`, () =>
        HttpResponse.json<AdminCancelBookingResponse>({
          success: true,
          message: 'Reserva cancelada.',
          refunded: 0,
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <ReservationsPage search={{}} onSearch={() => {}} />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    expect(within(dialog).getByLabelText(/Devolver lo pagado/)).toBeChecked();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    expect(await screen.findByText('Reserva cancelada.')).toBeVisible();
    expect(await calls.find((c) => c.method === 'DELETE')?.json()).toEqual({ refund: true });

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancelar reserva' })).toBeNull(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    await userEvent.click(within(dialog).getByLabelText(/Conservar el importe/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2));
    expect(await calls.filter((c) => c.method === 'DELETE')[1]!.json()).toEqual({ refund: false });
  });
});

describe('CreateBookingDialog', { timeout: 30_000 }, () => {
  it('asks for the missing fields, then shows the server’s refusal in Spanish', async () => {
    server.use(
      http.get('/api/admin/bookings', list([])),
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts: [court] }),
      ),
      http.get('/api/admin/users', () =>
        HttpResponse.json<AdminUsersResponse>({
          success: true,
          users: [
            {
              ...ana,
              dni: '1',
              league: false,
              membership: null,
              ucaRequestedAt: null,
              universityCard: null,
              disabledAt: null,
              emailVerified: true,
              createdAt: '2026-01-10T09:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
      ),
      http.post('/api/admin/bookings', () =>
        refusal('Has alcanzado el límite de reservas semanales.'),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <ReservationsPage search={{}} onSearch={() => {}} />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva reserva' }));
    const form = await screen.findByRole('form', { name: 'Nueva reserva' });
    await userEvent.click(within(form).getByRole('button', { name: 'Crear reserva' }));
    expect(await within(form).findByText('Elige el socio.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Buscar socio'), 'ana');
    await within(form).findByPlaceholderText('1 encontrados');
    await pick(within(form).getByLabelText(/^Socio/), 'Ana Socia (ana@club.local)');
    await pick(within(form).getByLabelText(/^Pista/), 'Pista 1');
    await userEvent.clear(within(form).getByLabelText(/^Fecha/));
    await userEvent.type(within(form).getByLabelText(/^Fecha/), '24/11/2026');
    expect(await optionsOf(within(form).getByLabelText(/^Horario/))).toEqual([
      '09:00 - 10:30',
      '10:30 - 12:00',
    ]);
    await pick(within(form).getByLabelText(/^Horario/), '10:30 - 12:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear reserva' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Has alcanzado el límite de reservas semanales.',
    );
    expect(await calls.find((c) => c.method === 'POST')?.json()).toMatchObject({
      userBooked: MEMBER,
      courtId: COURT,
      dateBooked: '2026-11-24',
      timeBooked: ['10:30 - 12:00'],
    });
  });
});

describe('ReservationsPage date filters', { timeout: 30_000 }, () => {
  it('filters by one day or by a range, never both, back on the first page', async () => {
    server.use(
      http.get('/api/admin/bookings', list([])),
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts: [court] }),
      ),
    );
    const onSearch = vi.fn();
    renderWithApp(
      () => <ReservationsPage search={{ date: '2026-11-24', page: 3 }} onSearch={onSearch} />,
      { user: admin },
    );
    const from = await screen.findByLabelText('Desde');
    await userEvent.type(from, '01/11/2026');
    // Strict: a filter cleared is sent as undefined, not left out (which would keep it in the URL).
    expect(onSearch.mock.lastCall?.[0]).toStrictEqual({
      from: '2026-11-01',
      date: undefined,
      page: undefined,
    });
    await userEvent.clear(screen.getByLabelText('Día'));
    expect(onSearch.mock.lastCall?.[0]).toStrictEqual({
      date: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    });
  });
});
