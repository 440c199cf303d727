import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal, bookableCourts } from '#tests/helpers/api-server.ts';
import type {
  Series,
  SeriesEndedResponse,
  SeriesEditedResponse,
  SeriesListResponse,
} from '@/api/series.ts';
import { SeriesAdminPage } from './series-admin-page.tsx';
import { activateLanguage } from '@/i18n/index.ts';

const SERIES: Series = {
  _id: 's1',
  court: { _id: 'c1', name: 'Pádel 1', type: 'padel' },
  holder: { _id: 'u1', name: 'Sofía Socia' },
  players: [],
  weekday: 2,
  startTime: '19:30',
  minutes: 90,
  from: '2099-09-01',
  to: '2099-09-15',
  price: 24,
  billing: 'session',
  seasonPrice: null,
  billingDay: null,
  monthlyPayment: 'wallet',
  paymentMethodId: null,
  status: 'active',
  dates: [
    { date: '2099-09-01', status: 'booked', reason: null, detail: '', bookingId: 'b1' },
    {
      date: '2099-09-08',
      status: 'skipped',
      reason: 'taken',
      detail: 'Ya está reservada',
      bookingId: null,
    },
    { date: '2099-09-15', status: 'booked', reason: null, detail: '', bookingId: 'b3' },
  ],
  charges: [],
};

describe('SeriesAdminPage', { timeout: 30_000 }, () => {
  it('lists each series with its holder and skipped dates, and ends one', async () => {
    server.use(
      http.get('/api/admin/series', () =>
        HttpResponse.json<SeriesListResponse>({ success: true, series: [SERIES] }),
      ),
      bookableCourts([]),
      http.post('/api/admin/series/s1/end', () =>
        HttpResponse.json<SeriesEndedResponse>({
          success: true,
          message: 'Abono terminado.',
          released: 2,
          credited: 0,
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <SeriesAdminPage />, { user: testUser({ role: 'admin' }) });
    const table = await screen.findByRole('table', { name: 'Abonos' });
    const row = within(table).getByRole('row', { name: /Sofía Socia/ });
    expect(row).toHaveTextContent('Martes 19:30 (90 min)');
    expect(row).toHaveTextContent('2 de 3');
    expect(row).toHaveTextContent('08/09/2099: Ocupada');
    expect(row).toHaveTextContent('24,00 € por sesión');
    await userEvent.click(within(row).getByRole('button', { name: 'Terminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminar abono' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminar abono' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await screen.findByText('Abono terminado.')).toBeInTheDocument();
  });

  it.each(['70,50', '70.50'])("sends 'Precio por sesión (€)' %s as 70.5 euros", async (typed) => {
    server.use(
      http.get('/api/admin/series', () =>
        HttpResponse.json<SeriesListResponse>({ success: true, series: [SERIES] }),
      ),
      bookableCourts([]),
      http.put('/api/admin/series/s1', () => refusal('no', 500)),
    );
    const calls = recordRequests();
    renderWithApp(() => <SeriesAdminPage />, { user: testUser({ role: 'admin' }) });
    const table = await screen.findByRole('table', { name: 'Abonos' });
    const row = within(table).getByRole('row', { name: /Sofía Socia/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Editar desde…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar abono desde una fecha' });
    await userEvent.clear(within(dialog).getByLabelText(/Desde/));
    await userEvent.paste('08/09/2099');
    const price = within(dialog).getByLabelText('Precio por sesión (€)');
    await userEvent.clear(price);
    await userEvent.type(price, typed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(await put.json()).toEqual({ from: '2099-09-08', price: 70.5 });
  });

  it('edits a series from a date on, sending only what changed, and shows what it skipped', async () => {
    server.use(
      http.get('/api/admin/series', () =>
        HttpResponse.json<SeriesListResponse>({ success: true, series: [SERIES] }),
      ),
      bookableCourts([]),
      http.put('/api/admin/series/s1', () =>
        HttpResponse.json<SeriesEditedResponse>({
          success: true,
          message: 'Abono cambiado desde el 2099-09-08: 1 fechas reservadas, 1 sin reservar.',
          series: SERIES,
          booked: 1,
          skipped: [
            {
              date: '2099-09-15',
              status: 'skipped',
              reason: 'blocked',
              detail: 'Mantenimiento',
              bookingId: null,
            },
          ],
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <SeriesAdminPage />, { user: testUser({ role: 'admin' }) });
    const table = await screen.findByRole('table', { name: 'Abonos' });
    const row = within(table).getByRole('row', { name: /Sofía Socia/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Editar desde…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar abono desde una fecha' });
    await userEvent.clear(within(dialog).getByLabelText(/Desde/));
    await userEvent.paste('08/09/2099');
    const time = within(dialog).getByLabelText('Hora de inicio');
    await userEvent.clear(time);
    await userEvent.type(time, '20:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(await put.json()).toEqual({ from: '2099-09-08', startTime: '20:00' });
    expect(await within(dialog).findByText(/1 sin reservar/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Mantenimiento');
  });
});

describe('SeriesAdminPage in English', { timeout: 30_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it("words a skipped date's reason in English", async () => {
    await activateLanguage('en');
    server.use(
      http.get('/api/admin/series', () =>
        HttpResponse.json<SeriesListResponse>({ success: true, series: [SERIES] }),
      ),
      bookableCourts([]),
    );
    renderWithApp(() => <SeriesAdminPage />, { user: testUser({ role: 'admin' }) });
    const row = await screen.findByRole('row', { name: /Sofía Socia/ });
    expect(row).toHaveTextContent('08/09/2099: Taken');
  });
});
