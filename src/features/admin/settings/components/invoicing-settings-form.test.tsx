import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clubSettings,
  recordRequests,
  refusal,
  sentBody,
  server,
} from '#tests/helpers/api-server.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import type { InvoicingSettingsResponse, InvoicingSettingsView } from '@/api/invoices.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { SettingsPage } from './settings-page.tsx';

const admin = testUser({ role: 'admin' });
const vat = { rate: 21, exempt: false };
const unset: InvoicingSettingsView = {
  issuer: { nif: '', name: '', address: '' },
  series: { ticket: 'T', full: 'F', correction: 'R' },
  mode: 'verifactu',
  environment: 'test',
  vat: { court: vat, class: vat, membership: vat, pack: vat, shop: vat },
};

function invoicing(settings = unset, ready = false) {
  return http.get('/api/admin/settings/invoicing', () =>
    HttpResponse.json<InvoicingSettingsResponse>({ success: true, settings, ready }),
  );
}

const put = (answer: (body: InvoicingSettingsView) => Response) =>
  http.put('/api/admin/settings/invoicing', async ({ request }) =>
    answer((await request.json()) as InvoicingSettingsView),
  );

async function openInvoicingTab() {
  renderWithApp(() => <SettingsPage />, { user: admin });
  await userEvent.click(await screen.findByRole('tab', { name: 'Facturación' }));
  return screen.findByRole('form', { name: 'Ajustes de facturación' });
}

describe('Ajustes → Facturación', { timeout: 30_000 }, () => {
  it('refuses a NIF whose control letter is wrong and a series with symbols, then saves', async () => {
    server.use(
      clubSettings(),
      invoicing(),
      put((settings) =>
        HttpResponse.json({
          success: true,
          settings,
          ready: true,
          message: 'Ajustes de facturación guardados.',
        }),
      ),
    );
    const requests = recordRequests();
    const form = await openInvoicingTab();
    expect(within(form).getByText(/^Facturación sin configurar:/)).toBeVisible();

    const nif = within(form).getByLabelText('NIF');
    await userEvent.type(nif, 'B12345678');
    await userEvent.type(within(form).getByLabelText('Razón social'), 'Club de Tenis Ejemplo');
    await userEvent.type(within(form).getByLabelText('Dirección fiscal'), 'Calle Mayor 1, Madrid');
    const ticketSeries = within(form).getByLabelText('Serie de tickets');
    await userEvent.clear(ticketSeries);
    await userEvent.type(ticketSeries, 'T-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar facturación' }));

    expect(await within(form).findByText('Introduce un NIF o NIE válido.')).toBeVisible();
    expect(
      within(form).getByText('La serie solo admite letras mayúsculas y números (hasta 10).'),
    ).toBeVisible();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(nif);
    await userEvent.type(nif, 'g12345674');
    await userEvent.clear(ticketSeries);
    await userEvent.type(ticketSeries, 'tk');
    await userEvent.click(within(form).getByRole('radio', { name: /^Conservar registros/ }));
    const shop = within(form).getByRole('group', { name: 'Productos de la tienda' });
    const courts = within(form).getByRole('group', { name: 'Reservas de pista' });
    await userEvent.click(within(courts).getByRole('checkbox', { name: /^Exenta/ }));
    expect(within(courts).getByLabelText('Reservas de pista: IVA (%)')).toBeDisabled();
    const shopRate = within(shop).getByLabelText('Productos de la tienda: IVA (%)');
    await userEvent.clear(shopRate);
    await userEvent.type(shopRate, '10,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar facturación' }));

    expect(await screen.findByText('Ajustes de facturación guardados.')).toBeVisible();
    expect(await sentBody(requests, 'PUT', '/admin/settings/invoicing')).toEqual({
      ...unset,
      issuer: { nif: 'G12345674', name: 'Club de Tenis Ejemplo', address: 'Calle Mayor 1, Madrid' },
      series: { ticket: 'TK', full: 'F', correction: 'R' },
      mode: 'local',
      vat: { ...unset.vat, court: { rate: 21, exempt: true }, shop: { rate: 10.5, exempt: false } },
    });
    await waitFor(() =>
      expect(screen.queryByText(/^Facturación sin configurar:/)).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal', async () => {
    const ready = { ...unset, issuer: { nif: 'G12345674', name: 'Club', address: 'Calle 1' } };
    server.use(
      clubSettings(),
      invoicing(ready, true),
      put(() => refusal('No se puede cambiar la serie con facturas emitidas este año.')),
    );
    const form = await openInvoicingTab();
    expect(within(form).queryByText(/^Facturación sin configurar:/)).not.toBeInTheDocument();
    expect(within(form).getByLabelText('NIF')).toHaveValue('G12345674');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar facturación' }));
    expect(
      await screen.findByText('No se puede cambiar la serie con facturas emitidas este año.'),
    ).toBeVisible();
  });

  describe('in English', () => {
    afterEach(() => activateLanguage('es'));

    it('shows the invoicing settings in English', async () => {
      await activateLanguage('en');
      server.use(clubSettings(), invoicing());
      renderWithApp(() => <SettingsPage tab="invoicing" />, { user: admin });
      const form = await screen.findByRole('form', { name: 'Invoicing settings' });
      expect(
        within(form).getByRole('radio', { name: 'Send records to AEAT (VERI*FACTU)' }),
      ).toBeChecked();
      expect(within(form).getByLabelText('Legal name')).toBeVisible();
      expect(within(form).getByRole('button', { name: 'Save invoicing' })).toBeVisible();
    });
  });
});
