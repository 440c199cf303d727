import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { AdminAccessResponse } from '@/api/admin/access.ts';
import { AccessPage } from './access-page.tsx';
import { activateLanguage } from '@/i18n/index.ts';

const admin = testUser({ role: 'admin' });

const refused: AdminAccessResponse['logs'][number] = {
  _id: 'l1',
  user: { _id: 'u1', name: 'Sofía Socia', email: 'socio@club.local', role: 'user-adult' },
  doorId: 'main',
  result: 'refused',
  reason: 'Sin membresía activa',
  createdAt: '2026-11-23T09:30:00Z',
};

describe('AccessPage', { timeout: 30_000 }, () => {
  it('asks GET /admin/access for the URL’s filters and exports the server’s CSV for them', async () => {
    server.use(
      http.get('/api/admin/access', () =>
        HttpResponse.json<AdminAccessResponse>({
          success: true,
          logs: [refused],
          total: 120,
          page: 2,
          pageSize: 50,
        }),
      ),
    );
    const calls = recordRequests();
    const onSearch = vi.fn();
    renderWithApp(
      () => (
        <AccessPage
          search={{ from: '2026-11-01', to: '2026-11-23', q: 'sofía', result: 'refused', page: 2 }}
          onSearch={onSearch}
        />
      ),
      { user: admin },
    );
    const table = await screen.findByRole('table', { name: 'Registro de accesos' });
    expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
      q: 'sofía',
      result: 'refused',
      order: 'desc',
      page: '2',
      pageSize: '50',
    });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '23/11/2026 10:30',
      'Sofía Sociasocio@club.local',
      'main',
      'Denegado',
      'Sin membresía activa',
    ]);
    expect(screen.getByText('120 intentos')).toBeVisible();

    const csv = screen.getByRole('link', { name: 'Exportar CSV' });
    const href = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/admin/access.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
      q: 'sofía',
      result: 'refused',
      order: 'desc',
    });

    await userEvent.type(screen.getByLabelText('Buscar'), 'x');
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({ q: 'sofíax', page: undefined }),
    );
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onSearch).toHaveBeenLastCalledWith({ page: 3 });
  });

  it('says so when no attempt matches', async () => {
    server.use(
      http.get('/api/admin/access', () =>
        HttpResponse.json<AdminAccessResponse>({
          success: true,
          logs: [],
          total: 0,
          page: 1,
          pageSize: 50,
        }),
      ),
    );
    renderWithApp(() => <AccessPage search={{ result: 'failed' }} onSearch={() => {}} />, {
      user: admin,
    });
    expect(
      await screen.findByText('Ningún intento de apertura coincide con los filtros.'),
    ).toBeVisible();
  });

  describe('in English', () => {
    afterEach(() => activateLanguage('es'));

    it('shows the entry log and its count in English', async () => {
      await activateLanguage('en');
      server.use(
        http.get('/api/admin/access', () =>
          HttpResponse.json<AdminAccessResponse>({
            success: true,
            logs: [refused],
            total: 120,
            page: 1,
            pageSize: 50,
          }),
        ),
      );
      renderWithApp(() => <AccessPage search={{}} onSearch={() => {}} />, { user: admin });
      const table = await screen.findByRole('table', { name: 'Entry log' });
      expect(screen.getByText('120 attempts')).toBeVisible();
      expect(within(table).getByRole('columnheader', { name: 'Result' })).toBeVisible();
      expect(within(table).getByText('Refused')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Export CSV' })).toBeVisible();
      expect(screen.getByLabelText('Search')).toHaveAttribute('placeholder', 'Name or e-mail');
    });
  });
});
