import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests, refusal, sentBody, server } from '#tests/helpers/api-server.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import type {
  FullInvoiceResponse,
  Invoice,
  InvoiceResponse,
  InvoiceSummary,
  InvoicesResponse,
} from '@/api/invoices.ts';
import { BookingInvoices } from './booking-invoices.tsx';
import { InvoicePage } from './invoice-page.tsx';
import { MyInvoices } from './my-invoices.tsx';

const TICKET_ID = '0c4f3b36-8f67-4cf5-9a52-1a2b3c4d5e6f';
const FULL_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const BOOKING_ID = '11111111-2222-4333-8444-555555555555';

const SUMMARY: InvoiceSummary = {
  _id: TICKET_ID,
  number: 'T2026-0000042',
  type: 'F2',
  issuedAt: '2026-12-08T10:00:00Z',
  day: '2026-12-08',
  description: 'Pista de pádel 2, 90 min',
  total: 32,
  bookingId: BOOKING_ID,
};

const TICKET: Invoice = {
  ...SUMMARY,
  issuer: { nif: 'G12345674', name: 'Club de Tenis y Pádel', address: 'Calle Mayor 1, Madrid' },
  recipient: null,
  lines: [
    {
      description: 'Pista de pádel 2, 90 min',
      kind: 'court',
      total: 12,
      vatRate: 21,
      exempt: false,
    },
    { description: 'Clase de tenis', kind: 'class', total: 20, vatRate: 0, exempt: true },
  ],
  taxes: [
    { vatRate: 21, exempt: false, base: 9.92, vat: 2.08, total: 12 },
    { vatRate: 0, exempt: true, base: 20, vat: 0, total: 20 },
  ],
  vatTotal: 2.08,
  corrects: null,
  correctedBy: [
    { _id: 'c0ffee00-0000-4000-8000-000000000001', number: 'R2026-0000001', type: 'R5' },
  ],
  replacedBy: null,
  qrUrl: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=G12345674',
  verifactu: true,
  canRequestFull: true,
  voided: false,
};

const FULL: Invoice = {
  ...TICKET,
  _id: FULL_ID,
  number: 'F2026-0000007',
  type: 'F1',
  recipient: { nif: '12345678Z', name: 'Ana Pérez', address: 'Calle Luna 3, Sevilla' },
  correctedBy: [],
  canRequestFull: false,
};

const ticketAnswer = (invoice: Invoice) =>
  http.get(`/api/invoices/${invoice._id}`, () =>
    HttpResponse.json<InvoiceResponse>({ success: true, invoice }),
  );

describe('Mis facturas', { timeout: 30_000 }, () => {
  it('lists each ticket’s number, date, description and total, linking to it', async () => {
    const older: InvoiceSummary = {
      ...SUMMARY,
      _id: FULL_ID,
      number: 'T2026-0000007',
      day: '2026-11-03',
      description: 'Bono 5 tenis',
      total: 30,
    };
    server.use(
      http.get('/api/invoices', () =>
        HttpResponse.json<InvoicesResponse>({ success: true, invoices: [SUMMARY, older] }),
      ),
    );
    renderWithApp(MyInvoices, { user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Mis facturas' })).toBeVisible();
    const first = await screen.findByRole('link', {
      name: /^T2026-0000042\s*Factura simplificada/,
    });
    expect(first).toHaveAttribute('href', `/profile/invoices/${TICKET_ID}`);
    expect(within(first).getByText('08/12/2026')).toBeVisible();
    expect(within(first).getByText('Pista de pádel 2, 90 min')).toBeVisible();
    expect(within(first).getByText('32,00 €')).toBeVisible();
    const second = screen.getByRole('link', { name: /^T2026-0000007\s*Factura simplificada/ });
    expect(within(second).getByText('03/11/2026')).toBeVisible();
    expect(within(second).getByText('30,00 €')).toBeVisible();
  });

  it('says so when there are none', async () => {
    server.use(
      http.get('/api/invoices', () =>
        HttpResponse.json<InvoicesResponse>({ success: true, invoices: [] }),
      ),
    );
    renderWithApp(MyInvoices, { user: testUser() });
    expect(await screen.findByText('Todavía no tienes facturas.')).toBeVisible();
  });

  it('shows a booking’s own tickets, asked for by the booking', async () => {
    const requests = recordRequests();
    server.use(
      http.get('/api/invoices', ({ request }) =>
        HttpResponse.json<InvoicesResponse>({
          success: true,
          invoices:
            new URL(request.url).searchParams.get('bookingId') === BOOKING_ID ? [SUMMARY] : [],
        }),
      ),
    );
    renderWithApp(() => <BookingInvoices bookingId={BOOKING_ID} />, { user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Facturas' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: /^T2026-0000042\s*Factura simplificada/ }),
    ).toHaveAttribute('href', `/profile/invoices/${TICKET_ID}`);
    expect(requests.map((r) => new URL(r.url).search)).toEqual([`?bookingId=${BOOKING_ID}`]);
  });
});

describe('a ticket', { timeout: 30_000 }, () => {
  it('shows all it holds: QR code with its legends, breakdown, exemption and links', async () => {
    server.use(ticketAnswer(TICKET));
    renderWithApp(() => <InvoicePage invoiceId={TICKET_ID} />, { user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Factura simplificada' })).toBeVisible();
    expect(screen.getByText('Número: T2026-0000042')).toBeVisible();
    expect(screen.getByText('Fecha: 08/12/2026')).toBeVisible();
    expect(screen.getByText('Club de Tenis y Pádel')).toBeVisible();
    expect(screen.getByText('NIF: G12345674')).toBeVisible();
    expect(screen.getByText('VERI*FACTU')).toBeVisible();
    expect(screen.getByText('Factura verificable en la sede electrónica de la AEAT')).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Código QR de la AEAT de la factura T2026-0000042' }),
    ).toHaveAttribute('src', `/api/invoices/${TICKET_ID}/qr`);

    const breakdown = screen.getByRole('table', { name: 'Desglose de IVA' });
    const rows = within(breakdown).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Tipo de IVABase imponibleCuotaTotal',
      '21 %9,92 €2,08 €12,00 €',
      'Exento20,00 €0,00 €20,00 €',
      'Total IVA2,08 €',
      'Total (IVA incluido)32,00 €',
    ]);
    expect(screen.getByText('Operación exenta de IVA (art. 20.Uno.13º Ley 37/1992)')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Rectificada por la factura R2026-0000001' }),
    ).toHaveAttribute('href', '/profile/invoices/c0ffee00-0000-4000-8000-000000000001');

    const pdf = screen.getByRole('link', { name: 'Descargar PDF' });
    expect(pdf).toHaveAttribute('href', `/api/invoices/${TICKET_ID}/pdf`);
    expect(pdf).toHaveAttribute('download');
    expect(screen.getByRole('button', { name: 'Solicitar factura' })).toBeVisible();
  });

  it('says a voided ticket was voided by the club, and offers no full invoice for it', async () => {
    server.use(ticketAnswer({ ...TICKET, voided: true, canRequestFull: false }));
    renderWithApp(() => <InvoicePage invoiceId={TICKET_ID} />, { user: testUser() });
    expect(await screen.findByText('Factura anulada')).toBeVisible();
    expect(
      screen.getByText('El club anuló esta factura por haberse emitido por error.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Solicitar factura' })).toBeNull();
  });

  it('shows a full invoice’s recipient, without VERI*FACTU when the club keeps its records', async () => {
    server.use(ticketAnswer({ ...FULL, verifactu: false }));
    renderWithApp(() => <InvoicePage invoiceId={FULL_ID} />, { user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Factura' })).toBeVisible();
    const recipient = screen.getByLabelText('Destinatario');
    expect(recipient).toHaveTextContent('Ana Pérez');
    expect(recipient).toHaveTextContent('NIF: 12345678Z');
    expect(screen.queryByText('VERI*FACTU')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Código QR/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Solicitar factura' })).not.toBeInTheDocument();
  });
});

describe('Solicitar factura', { timeout: 30_000 }, () => {
  async function openForm() {
    const answer = renderWithApp(() => <InvoicePage invoiceId={TICKET_ID} />, {
      user: testUser(),
      path: `/profile/invoices/${TICKET_ID}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar factura' }));
    const form = await screen.findByRole('form', { name: 'Solicitar factura' });
    return { ...answer, form };
  }

  it('refuses a NIF whose letter does not match, on screen, sending nothing', async () => {
    server.use(ticketAnswer(TICKET));
    const requests = recordRequests();
    const { form } = await openForm();
    await userEvent.type(within(form).getByLabelText(/NIF o NIE/), '12345678A');
    await userEvent.type(within(form).getByLabelText(/Nombre o razón social/), 'Ana Pérez');
    await userEvent.type(within(form).getByLabelText(/Dirección fiscal/), 'Calle Luna 3, Sevilla');
    await userEvent.click(within(form).getByRole('button', { name: 'Solicitar' }));
    expect(await within(form).findByText('Introduce un NIF o NIE válido.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('asks for every field', async () => {
    server.use(ticketAnswer(TICKET));
    const { form } = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Solicitar' }));
    expect(await within(form).findByText('Introduce un NIF o NIE válido.')).toBeVisible();
    expect(within(form).getByText('Introduce el nombre o la razón social.')).toBeVisible();
    expect(within(form).getByText('Introduce la dirección fiscal.')).toBeVisible();
  });

  it('shows the server’s refusal in the form', async () => {
    server.use(
      ticketAnswer(TICKET),
      http.post(`/api/invoices/${TICKET_ID}/full`, () =>
        refusal('Este ticket ya se ha sustituido por una factura.', 409),
      ),
    );
    const { form } = await openForm();
    await userEvent.type(within(form).getByLabelText(/NIF o NIE/), '12345678Z');
    await userEvent.type(within(form).getByLabelText(/Nombre o razón social/), 'Ana Pérez');
    await userEvent.type(within(form).getByLabelText(/Dirección fiscal/), 'Calle Luna 3');
    await userEvent.click(within(form).getByRole('button', { name: 'Solicitar' }));
    expect(
      await within(form).findByText('Este ticket ya se ha sustituido por una factura.'),
    ).toBeVisible();
  });

  it('sends the buyer’s data, tells the member and opens the new invoice', async () => {
    server.use(
      ticketAnswer(TICKET),
      http.post(`/api/invoices/${TICKET_ID}/full`, () =>
        HttpResponse.json<FullInvoiceResponse>(
          { success: true, message: 'Factura F2026-0000007 emitida.', invoice: FULL },
          { status: 201 },
        ),
      ),
      http.get('/api/invoices', () =>
        HttpResponse.json<InvoicesResponse>({ success: true, invoices: [] }),
      ),
    );
    const requests = recordRequests();
    const { form, router } = await openForm();
    await userEvent.type(within(form).getByLabelText(/NIF o NIE/), ' 12345678-z ');
    await userEvent.type(within(form).getByLabelText(/Nombre o razón social/), 'Ana Pérez');
    await userEvent.type(within(form).getByLabelText(/Dirección fiscal/), 'Calle Luna 3, Sevilla');
    await userEvent.click(within(form).getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Factura F2026-0000007 emitida.')).toBeVisible();
    expect(await sentBody(requests, 'POST', `/invoices/${TICKET_ID}/full`)).toEqual({
      nif: '12345678Z',
      name: 'Ana Pérez',
      address: 'Calle Luna 3, Sevilla',
    });
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/profile/invoices/${FULL_ID}`),
    );
  });
});
