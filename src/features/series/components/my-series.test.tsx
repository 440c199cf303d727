import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, savedCards, bookableCourts } from '#tests/helpers/api-server.ts';
import type {
  Series,
  SeriesCreatedResponse,
  SeriesListResponse,
  SeriesReleasedResponse,
} from '@/api/series.ts';
import type { SavedCardsResponse } from '@/api/payments.ts';
import type { SeriesPaymentResponse } from '@/api/series-billing.ts';
import { seriesBookingIds } from '../api/series.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { MySeries } from './my-series.tsx';

const SERIES: Series = {
  _id: 's1',
  court: { _id: 'c1', name: 'Pádel 1', type: 'padel' },
  holder: { _id: 'u1', name: 'Sofía Socia' },
  players: [],
  weekday: 2,
  startTime: '19:30',
  minutes: 90,
  from: '2099-09-01',
  to: '2099-09-22',
  price: 24,
  billing: 'session',
  seasonPrice: null,
  billingDay: null,
  monthlyPayment: 'wallet',
  paymentMethodId: null,
  status: 'active',
  dates: [
    { date: '2099-09-01', status: 'booked', reason: null, detail: '', bookingId: 'b1', paid: true },
    {
      date: '2099-09-08',
      status: 'skipped',
      reason: 'holiday',
      detail: 'Club cerrado: Fiesta',
      bookingId: null,
    },
    {
      date: '2099-09-15',
      status: 'booked',
      reason: null,
      detail: '',
      bookingId: 'b3',
      paid: false,
    },
  ],
  charges: [],
};

describe('MySeries', { timeout: 30_000 }, () => {
  it('shows one card with the next date, every date on demand, and releases one', async () => {
    server.use(
      http.get('/api/users/series', () =>
        HttpResponse.json<SeriesListResponse>({ success: true, series: [SERIES] }),
      ),
      http.post('/api/users/series/s1/dates/2099-09-01/release', () =>
        HttpResponse.json<SeriesReleasedResponse>({
          success: true,
          message: 'Fecha liberada.',
          credited: 24,
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <MySeries />, { user: testUser() });
    const card = await screen.findByRole('listitem', { name: 'Abono: PADEL - Pádel 1' });
    expect(within(card).getByText('Martes 19:30 · 90 min')).toBeInTheDocument();
    expect(within(card).getByText(/^Próxima fecha:/)).toBeInTheDocument();
    expect(within(card).queryByRole('table')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Ver todas las fechas' }));
    const dates = within(card).getByRole('table', { name: 'Fechas del abono: PADEL - Pádel 1' });
    expect(within(dates).getByText('Festivo o cierre: Club cerrado: Fiesta')).toBeInTheDocument();
    expect(within(dates).queryByRole('button', { name: 'Liberar 08/09/2099' })).toBeNull();
    // Each booked date opens its booking (where it is paid); the list does not repeat them.
    expect(within(dates).getByRole('link', { name: 'Ver reserva del 15/09/2099' })).toHaveAttribute(
      'href',
      '/bookings/b3',
    );
    const rows = within(dates).getAllByRole('row');
    expect(rows[1]).not.toHaveTextContent('Pendiente de pago');
    expect(rows[3]).toHaveTextContent('Pendiente de pago');
    expect(seriesBookingIds([SERIES])).toEqual(new Set(['b1', 'b3']));

    await userEvent.click(within(dates).getByRole('button', { name: 'Liberar 01/09/2099' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liberar fecha' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Liberar fecha' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(
      await screen.findByText('Fecha liberada. 24,00 € vuelven a tu monedero.'),
    ).toBeInTheDocument();
  });

  it('shows a season price and the month whose charge failed', async () => {
    const monthly: Series = {
      ...SERIES,
      price: 0,
      billing: 'monthly',
      seasonPrice: 150,
      billingDay: 1,
      charges: [{ month: '2099-09', status: 'failed', amount: 50 }],
    };
    server.use(
      savedCards(),
      http.get('/api/users/series', () =>
        HttpResponse.json<SeriesListResponse>({ success: true, series: [monthly] }),
      ),
    );
    renderWithApp(() => <MySeries />, { user: testUser() });
    const card = await screen.findByRole('listitem', { name: 'Abono: PADEL - Pádel 1' });
    expect(
      within(card).getByText(/^150,00 € la temporada, cobro el día 1 del monedero/),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('Cobro de septiembre de 2099 pendiente: 50,00 €'),
    ).toBeInTheDocument();
  });

  it('the holder chooses the saved card that pays the monthly charge', async () => {
    const monthly: Series = {
      ...SERIES,
      price: 0,
      billing: 'monthly',
      seasonPrice: 150,
      billingDay: 1,
      charges: [],
    };
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/users/series', () =>
        HttpResponse.json<SeriesListResponse>({ success: true, series: [monthly] }),
      ),
      http.get('/api/users/saved-cards', () =>
        HttpResponse.json<SavedCardsResponse>({
          cards: [{ id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 }],
        }),
      ),
      http.put('/api/users/series/s1/payment', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json<SeriesPaymentResponse>({
          success: true,
          message: 'Forma de cobro del abono actualizada.',
          monthlyPayment: 'card',
          paymentMethodId: 'pm_1',
        });
      }),
    );
    renderWithApp(() => <MySeries />, { user: testUser() });
    const card = await screen.findByRole('listitem', { name: 'Abono: PADEL - Pádel 1' });
    const select = within(card).getByRole('combobox', { name: 'Cobro mensual' });
    expect(select).toHaveValue('Monedero');
    await userEvent.click(select);
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'VISA **** **** **** 4242 (04/2030)',
        hidden: true,
      }),
    );
    await waitFor(() =>
      expect(bodies).toEqual([{ monthlyPayment: 'card', paymentMethodId: 'pm_1' }]),
    );
    expect(await screen.findByText('Forma de cobro del abono actualizada.')).toBeInTheDocument();
  });

  it('a series paid per session has no monthly charge to choose', async () => {
    server.use(
      http.get('/api/users/series', () =>
        HttpResponse.json<SeriesListResponse>({ success: true, series: [SERIES] }),
      ),
    );
    renderWithApp(() => <MySeries />, { user: testUser() });
    const card = await screen.findByRole('listitem', { name: 'Abono: PADEL - Pádel 1' });
    expect(within(card).queryByRole('combobox', { name: 'Cobro mensual' })).toBeNull();
  });

  it("offers 'Nuevo abono' where the club allows it and creates the member's series", async () => {
    server.use(
      http.get('/api/users/series', () =>
        HttpResponse.json<SeriesListResponse>({ success: true, series: [], canCreate: true }),
      ),
      bookableCourts([]),
      http.post('/api/users/series', () =>
        HttpResponse.json<SeriesCreatedResponse>(
          {
            success: true,
            message: 'Abono creado: 3 fechas reservadas.',
            series: SERIES,
            booked: 3,
            skipped: [],
          },
          { status: 201 },
        ),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <MySeries />, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo abono' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo abono' });
    await userEvent.clear(within(dialog).getByLabelText(/Desde/));
    await userEvent.paste('01/09/2099');
    await userEvent.clear(within(dialog).getByLabelText(/Hasta/));
    await userEvent.paste('15/09/2099');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear abono' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = await calls.find((c) => c.method === 'POST')!.json();
    expect(sent).toMatchObject({ weekday: 2, startTime: '19:30', minutes: 90, from: '2099-09-01' });
    expect(
      await within(dialog).findByText('Abono creado: 3 fechas reservadas.'),
    ).toBeInTheDocument();
  });
});

describe('MySeries in Catalan and English', { timeout: 30_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it("shows a season booking's card and its dates in Catalan", async () => {
    await activateLanguage('ca');
    server.use(
      http.get('/api/users/series', () =>
        HttpResponse.json<SeriesListResponse>({ success: true, series: [SERIES] }),
      ),
    );
    renderWithApp(() => <MySeries />, { user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Els meus abonaments' })).toBeVisible();
    const card = screen.getByRole('listitem', { name: 'Abonament: PADEL - Pádel 1' });
    expect(within(card).getByText('24,00 € per sessió')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Mostra totes les dates' }));
    const dates = within(card).getByRole('table', {
      name: "Dates de l'abonament: PADEL - Pádel 1",
    });
    expect(within(dates).getAllByText('Reservada')).toHaveLength(2);
    expect(within(dates).getByText('Sense reservar')).toBeInTheDocument();
    expect(within(dates).getByText('Pendent de pagament')).toBeInTheDocument();
  });

  it('shows a season price and its billing day in English', async () => {
    await activateLanguage('en');
    const monthly: Series = {
      ...SERIES,
      billing: 'monthly',
      seasonPrice: 300,
      billingDay: 5,
      charges: [],
    };
    server.use(
      savedCards(),
      http.get('/api/users/series', () =>
        HttpResponse.json<SeriesListResponse>({ success: true, series: [monthly] }),
      ),
    );
    renderWithApp(() => <MySeries />, { user: testUser() });
    const card = await screen.findByRole('listitem', { name: 'Season booking: PADEL - Pádel 1' });
    expect(card).toHaveTextContent('€300.00 for the season, charged on day 5 from the wallet');
    expect(within(card).getByRole('button', { name: 'End season booking' })).toBeVisible();
  });
});
