import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type {
  AdminUserResponse,
  AdminUserRow,
  AdminUsersResponse,
  AdminUserDetailResponse,
  WalletAdjustmentResponse,
} from '@/api/admin/users.ts';
import { UserDetail } from './user-detail.tsx';
import { UsersPage } from './users-page.tsx';
import { activateLanguage } from '@/i18n/index.ts';

const admin = testUser({ role: 'admin' });
const ID = '00000000-0000-4000-8000-0000000000a1';

function row(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    _id: ID,
    name: 'Ulises Universitario',
    email: 'uca@club.local',
    dni: '11111111H',
    role: 'guess',
    image: null,
    league: false,
    membership: null,
    ucaRequestedAt: '2026-11-20T10:00:00Z',
    universityCard: '/uploads/card.png',
    disabledAt: null,
    emailVerified: true,
    createdAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const detail = (user: AdminUserRow): AdminUserDetailResponse => ({
  success: true,
  user: { ...user, dob: '2004-02-02' },
  subscriptions: [],
  wallet: { balance: 5, transactions: [] },
  bookings: [],
  accessLogs: [],
});

describe('UsersPage', { timeout: 30_000 }, () => {
  it('asks the server for the URL’s filters, sort and page, and writes changes back to it', async () => {
    server.use(
      http.get('/api/admin/users', () =>
        HttpResponse.json<AdminUsersResponse>({
          success: true,
          users: [row()],
          total: 60,
          page: 2,
          pageSize: 25,
        }),
      ),
    );
    const calls = recordRequests();
    const onSearch = vi.fn();
    renderWithApp(
      () => <UsersPage search={{ role: 'guess', ucaPending: true, page: 2 }} onSearch={onSearch} />,
      { user: admin },
    );
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    const sent = new URL(calls[0]!.url).searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      role: 'guess',
      ucaPending: 'true',
      sort: 'name',
      order: 'asc',
      page: '2',
      pageSize: '25',
    });
    expect(within(table).getByRole('row', { name: /Ulises Universitario/ })).toHaveTextContent(
      'UCA pendiente',
    );
    expect(screen.getByText('60 usuarios')).toBeVisible();

    await userEvent.click(within(table).getByRole('button', { name: 'E-mail' }));
    expect(onSearch).toHaveBeenLastCalledWith({ sort: 'email', order: 'asc', page: undefined });
    await userEvent.type(screen.getByLabelText('Buscar'), 'uca@');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ q: 'uca@', page: undefined }));
    await userEvent.click(within(table).getByRole('button', { name: 'Ulises Universitario' }));
    expect(onSearch).toHaveBeenLastCalledWith({ user: ID });
  });

  it('says so when nobody matches', async () => {
    server.use(
      http.get('/api/admin/users', () =>
        HttpResponse.json<AdminUsersResponse>({
          success: true,
          users: [],
          total: 0,
          page: 1,
          pageSize: 25,
        }),
      ),
    );
    renderWithApp(() => <UsersPage search={{ q: 'nadie' }} onSearch={() => {}} />, {
      user: admin,
    });
    expect(await screen.findByText('Ningún usuario coincide con la búsqueda.')).toBeVisible();
  });
});

describe('UserDetail', { timeout: 30_000 }, () => {
  it('shows the university card and approves the UCA request', async () => {
    server.use(
      http.get(`/api/admin/users/${ID}`, () =>
        HttpResponse.json<AdminUserDetailResponse>(detail(row())),
      ),
      http.post(`/api/admin/users/${ID}/uca`, () =>
        HttpResponse.json<AdminUserResponse>({
          success: true,
          message: 'Solicitud UCA aprobada.',
          user: row({ role: 'uca', ucaRequestedAt: null }),
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <UserDetail userId={ID} onClose={() => {}} />, { user: admin });
    const card = await screen.findByRole('img', {
      name: 'Carné universitario de Ulises Universitario',
    });
    expect(card).toHaveAttribute('src', '/uploads/card.png');
    await userEvent.click(screen.getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Solicitud UCA aprobada.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(await post?.json()).toEqual({ decision: 'approve' });
  });

  it('refuses a wallet adjustment without a reason or beyond the balance, then records one', async () => {
    server.use(
      http.get(`/api/admin/users/${ID}`, () =>
        HttpResponse.json<AdminUserDetailResponse>(detail(row())),
      ),
      http.post(`/api/admin/users/${ID}/wallet`, () =>
        HttpResponse.json<WalletAdjustmentResponse>({
          success: true,
          message: 'Ajuste del monedero registrado.',
          balance: 3,
          transaction: {
            _id: 't1',
            type: 'debit',
            amount: 2,
            description: 'x',
            date: '2026-11-23T10:00:00Z',
          },
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <UserDetail userId={ID} onClose={() => {}} />, { user: admin });
    const form = await screen.findByRole('form', { name: 'Ajuste del monedero' });
    expect(screen.getByText('Monedero: 5,00 €')).toBeVisible();
    await userEvent.click(within(form).getByText('Cargar'));
    await userEvent.type(within(form).getByLabelText('Importe (€)'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar ajuste' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Indica el motivo del ajuste.',
    );
    await userEvent.type(within(form).getByLabelText(/^Motivo/), 'Pelotas perdidas');
    await userEvent.clear(within(form).getByLabelText('Importe (€)'));
    await userEvent.type(within(form).getByLabelText('Importe (€)'), '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar ajuste' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'El saldo del monedero no cubre el cargo.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('Importe (€)'));
    await userEvent.type(within(form).getByLabelText('Importe (€)'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar ajuste' }));
    expect(await screen.findByText('Ajuste del monedero registrado.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(await post?.json()).toEqual({ type: 'debit', amount: 2, reason: 'Pelotas perdidas' });
  });

  it('disables the account only after the confirm dialog', async () => {
    server.use(
      http.get(`/api/admin/users/${ID}`, () =>
        HttpResponse.json<AdminUserDetailResponse>(detail(row({ ucaRequestedAt: null }))),
      ),
      http.post(`/api/admin/users/${ID}/disable`, () =>
        HttpResponse.json<AdminUserResponse>({
          success: true,
          message: 'Cuenta desactivada.',
          user: row({ disabledAt: '2026-11-23T10:00:00Z' }),
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <UserDetail userId={ID} onClose={() => {}} />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar cuenta' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Cuenta desactivada.')).toBeVisible();
  });

  describe('in Catalan', () => {
    afterEach(() => activateLanguage('es'));

    it('lists the members and opens one, in Catalan', async () => {
      await activateLanguage('ca');
      server.use(
        http.get('/api/admin/users', () =>
          HttpResponse.json<AdminUsersResponse>({
            success: true,
            users: [row()],
            total: 1,
            page: 1,
            pageSize: 25,
          }),
        ),
        http.get(`/api/admin/users/${ID}`, () => HttpResponse.json(detail(row()))),
      );
      renderWithApp(
        () => (
          <>
            <UsersPage search={{}} onSearch={() => {}} />
            <UserDetail userId={ID} onClose={() => {}} />
          </>
        ),
        { user: admin },
      );
      const table = await screen.findByRole('table', { name: 'Usuaris' });
      expect(screen.getByText('1 usuari')).toBeVisible();
      expect(within(table).getByText('Sense quota')).toBeVisible();
      expect(within(table).getByText('UCA pendent')).toBeVisible();
      const drawer = await screen.findByRole('dialog', { name: "Fitxa de l'usuari" });
      expect(await within(drawer).findByText('Moneder: 5,00 €')).toBeVisible();
      expect(within(drawer).getByRole('button', { name: 'Aprova' })).toBeVisible();
    });
  });
});
