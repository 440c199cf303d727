import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import type {
  ChainCheckResponse,
  InvoiceBookResponse,
  InvoiceBookRow,
  InvoicingSettingsResponse,
  RecordQueueResponse,
} from '@/api/invoices.ts';
import type { InvoicesSearch } from '@/features/admin/shared/search.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { InvoicesPage } from './invoices-page.tsx';

const admin = testUser({ role: 'admin' });

const ticket: InvoiceBookRow = {
  _id: 'i1',
  number: 'T2026-0000001',
  type: 'F2',
  issuedAt: '2026-12-01T17:00:00Z',
  day: '2026-12-01',
  description: 'Reserva Pista 1, 01/12/2026 18:00',
  total: 12.1,
  bookingId: null,
  series: 'T',
  kinds: ['court'],
  payer: 'Ana Socia',
  recipientNif: null,
  base: 10,
  vat: 2.1,
  state: 'correct',
  stateMessage: null,
  voided: false,
};
const full: InvoiceBookRow = {
  ...ticket,
  _id: 'i2',
  number: 'F2026-0000001',
  type: 'F1',
  description: 'Clase de tenis',
  total: 30,
  payer: 'Luis Padre',
  recipientNif: '12345678Z',
  base: 30,
  vat: 0,
  state: 'acceptedWithErrors',
  stateMessage: 'NIF del destinatario no identificado',
};

const book: InvoiceBookResponse = {
  success: true,
  invoices: [ticket, full],
  totals: [
    { vatRate: 21, exempt: false, base: 10, vat: 2.1, total: 12.1 },
    { vatRate: 10.5, exempt: false, base: 0, vat: 0, total: 0 },
    { vatRate: 0, exempt: true, base: 30, vat: 0, total: 30 },
  ],
};

const queue: RecordQueueResponse = {
  success: true,
  records: [
    {
      _id: 'r1',
      invoiceNumber: 'T2026-0000002',
      operation: 'alta',
      state: 'pending',
      message: null,
      createdAt: '2026-12-02T09:00:00Z',
      sentAt: null,
      attempts: 2,
    },
  ],
  nextSendAt: '2026-12-02T10:00:00Z',
};

function settings(ready: boolean): InvoicingSettingsResponse {
  const vat = { rate: 21, exempt: false };
  return {
    success: true,
    ready,
    settings: {
      issuer: { nif: ready ? 'G12345674' : '', name: 'Club Tenis', address: 'Calle 1' },
      series: { ticket: 'T', full: 'F', correction: 'R' },
      mode: 'verifactu',
      environment: 'test',
      vat: { court: vat, class: vat, membership: vat, pack: vat, shop: vat },
    },
  };
}

function useApi({ ready = true, chain }: { ready?: boolean; chain?: ChainCheckResponse } = {}) {
  server.use(
    http.get('/api/admin/invoices', () => HttpResponse.json(book)),
    http.get('/api/admin/invoices/queue', () => HttpResponse.json(queue)),
    http.get('/api/admin/settings/invoicing', () => HttpResponse.json(settings(ready))),
    ...(chain ? [http.get('/api/admin/invoices/chain', () => HttpResponse.json(chain))] : []),
  );
}

/** The page as its route drives it: the filters live in the search and the search is the query. */
function Routed({ initial }: { initial: InvoicesSearch }) {
  const [search, setSearch] = useState(initial);
  return <InvoicesPage search={search} onSearch={(p) => setSearch((s) => ({ ...s, ...p }))} />;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

const bookCalls = (requests: Request[]) =>
  requests
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname === '/api/admin/invoices')
    .map((u) => Object.fromEntries(u.searchParams));

/** Chooses `name` in a Select (Mantine keeps its list display:none in jsdom while it fades in). */
async function choose(label: string, name: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await userEvent.click(input);
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const found = id ? document.getElementById(id) : null;
    if (!found) throw new Error('list not open');
    return found;
  });
  await userEvent.click(await within(list).findByRole('option', { name, hidden: true }));
}

describe('InvoicesPage', { timeout: 30_000 }, () => {
  it('shows the book with its AEAT states, the totals by rate and the CSV of the filters', async () => {
    useApi();
    const requests = recordRequests();
    renderWithApp(() => <Routed initial={{ from: '2026-12-01', series: 'T' }} />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Libro de facturas' });
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[1]!)).toEqual([
      'T2026-0000001',
      '01/12/2026',
      'Ticket (factura simplificada)',
      'Reserva Pista 1, 01/12/2026 18:00',
      'Ana Socia',
      '',
      '10,00 €',
      '2,10 €',
      '12,10 €',
      'Correcto',
      'Anular',
    ]);
    expect(cellsOf(rows[2]!)).toContain('12345678Z');
    expect(cellsOf(rows[2]!).at(-2)).toBe(
      'Aceptado con erroresNIF del destinatario no identificado',
    );
    expect(screen.getByText('2 facturas')).toBeVisible();

    const totals = screen.getByRole('table', { name: 'Totales por tipo de IVA' });
    const totalRows = within(totals).getAllByRole('row');
    expect(cellsOf(totalRows[1]!)).toEqual(['21 %', '10,00 €', '2,10 €', '12,10 €']);
    expect(cellsOf(totalRows[2]!)[0]).toBe('10,5 %');
    expect(cellsOf(totalRows[3]!)).toEqual(['Exenta', '30,00 €', '0,00 €', '30,00 €']);

    expect(bookCalls(requests)[0]).toEqual({ from: '2026-12-01', series: 'T' });
    const csv = screen.getByRole('link', { name: 'Exportar CSV' });
    const href = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/admin/invoices/export');
    expect(Object.fromEntries(href.searchParams)).toEqual({ from: '2026-12-01', series: 'T' });
    expect(csv).toHaveAttribute('download');
  });

  it('asks again with a filter the admin chooses, and the CSV follows it', async () => {
    useApi();
    const requests = recordRequests();
    renderWithApp(() => <Routed initial={{}} />, { user: admin });
    await screen.findByRole('table', { name: 'Libro de facturas' });
    expect(bookCalls(requests)).toEqual([{}]);

    await choose('Estado AEAT', 'Rechazado');
    await waitFor(() => expect(bookCalls(requests).at(-1)).toEqual({ state: 'rejected' }));

    await choose('Tipo', 'Factura completa');
    await waitFor(() =>
      expect(bookCalls(requests).at(-1)).toEqual({ state: 'rejected', type: 'F1' }),
    );
    const href = screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')!;
    expect(href).toBe('/api/admin/invoices/export?state=rejected&type=F1');
  });

  it('voids an invoice issued in error with the reason, and shows it voided', async () => {
    useApi({});
    const requests = recordRequests();
    server.use(
      http.post('/api/admin/invoices/:id/void', () => {
        // From now on the book has it voided.
        const after = { ...book, invoices: [{ ...ticket, voided: true }, full] };
        server.use(http.get('/api/admin/invoices', () => HttpResponse.json(after)));
        return HttpResponse.json({ success: true, message: 'Factura anulada.' });
      }),
    );
    renderWithApp(() => <Routed initial={{}} />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Libro de facturas' });
    const row = within(table).getAllByRole('row')[1]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Anular' }));
    const dialog = await screen.findByRole('dialog', { name: /^Anular la factura T2026-/ });
    await userEvent.type(within(dialog).getByLabelText(/^Motivo/), 'Cobrado dos veces');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('Factura anulada.')).toBeVisible();
    const posted = requests.find((r) => r.method === 'POST')!;
    expect(new URL(posted.url).pathname).toMatch(/^\/api\/admin\/invoices\/[^/]+\/void$/);
    expect(await posted.clone().json()).toEqual({ reason: 'Cobrado dos veces' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(await within(first).findByText('Factura anulada')).toBeVisible();
    expect(within(first).queryByRole('button', { name: 'Anular' })).toBeNull();
  });

  it('says the chain is intact with its number of records', async () => {
    useApi({ chain: { success: true, intact: true, records: 42, brokenAt: null } });
    renderWithApp(() => <Routed initial={{}} />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Comprobar cadena' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cadena íntegra: 42 registros');
  });

  it('names the first broken record of the chain', async () => {
    useApi({
      chain: {
        success: true,
        intact: false,
        records: 42,
        brokenAt: { number: 'T2026-0000007', position: 7 },
      },
    });
    renderWithApp(() => <Routed initial={{}} />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Comprobar cadena' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cadena rota en el registro 7 (factura T2026-0000007).',
    );
  });

  it('lists the AEAT queue and warns while invoicing is not set up', async () => {
    useApi({ ready: false });
    renderWithApp(() => <Routed initial={{}} />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Envíos a la AEAT' });
    expect(cellsOf(within(table).getAllByRole('row')[1]!)).toEqual([
      'T2026-0000002',
      'Alta',
      'Pendiente',
      '02/12/2026 10:00',
      '',
      '2',
    ]);
    expect(screen.getByText('Próximo envío a la AEAT: 02/12/2026 11:00')).toBeVisible();
    expect(
      await screen.findByText(/^Facturación sin configurar: los tickets se emitirán/),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Completar en Ajustes → Facturación' }),
    ).toHaveAttribute('href', '/admin/settings?tab=invoicing');
  });

  describe('in English', () => {
    afterEach(() => activateLanguage('es'));

    it('shows the book in English', async () => {
      await activateLanguage('en');
      useApi();
      renderWithApp(() => <Routed initial={{}} />, { user: admin });
      const table = await screen.findByRole('table', { name: 'Invoice book' });
      expect(within(table).getByText('Ticket (simplified invoice)')).toBeVisible();
      expect(within(table).getByRole('columnheader', { name: 'AEAT state' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Check chain' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    });
  });
});
