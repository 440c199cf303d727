import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { MessageResponse, OkResponse } from '@/api/common.ts';
import { RESET_REDIRECT_MS, ResetPage } from './reset-page.tsx';

afterEach(() => vi.useRealTimers());

// A busy machine makes jsdom typing slow; these are not timing tests.
describe('ResetPage without a token', { timeout: 20_000 }, () => {
  it('sends the link, then replaces the field with the check-your-mail text', async () => {
    server.use(
      http.post('/api/users/reset', () =>
        HttpResponse.json<MessageResponse>({
          success: true,
          message: 'Si el correo existe, te hemos enviado un enlace.',
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <ResetPage />, { path: '/reset' });
    expect(
      await screen.findByRole('heading', { name: 'Recuperar Contraseña' }),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Correo Electrónico'), 'sofia@club.local');
    await user.click(screen.getByRole('button', { name: 'Enviar Enlace de Recuperación' }));

    expect(
      await screen.findByText('Revisa tu correo para el enlace de recuperación.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Correo Electrónico')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Enviar Enlace de Recuperación' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText('Si el correo existe, te hemos enviado un enlace.'),
    ).toBeInTheDocument();
    expect(await calls[0]!.json()).toEqual({ email: 'sofia@club.local' });
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/');
  });

  it('shows the fallback error and keeps the form when sending fails', async () => {
    // No answer at all: the network is down.
    server.use(http.all('*', () => HttpResponse.error()));
    renderWithApp(() => <ResetPage />, { path: '/reset' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Correo Electrónico'), 'x@y.es');
    await user.click(screen.getByRole('button', { name: 'Enviar Enlace de Recuperación' }));
    expect(await screen.findByText('Error al enviar email')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo Electrónico')).toBeInTheDocument();
  });
});

// A busy machine makes jsdom typing slow; these are not timing tests.
describe('ResetPage with a token', { timeout: 20_000 }, () => {
  it('says the link is invalid when the token check fails', async () => {
    server.use(http.post('/api/users/reset/verify', () => refusal('Token inválido')));
    const calls = recordRequests();
    renderWithApp(() => <ResetPage token="bad" />, { path: '/reset?token=bad' });
    expect(
      await screen.findByText('El enlace de recuperación es inválido o ha expirado.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva Contraseña')).not.toBeInTheDocument();
    expect(await calls[0]!.json()).toEqual({ token: 'bad' });
  });

  it('does nothing on a mismatch, updates on a match and goes to / after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.post('/api/users/reset/verify', () => HttpResponse.json<OkResponse>({ success: true })),
      http.put('/api/users/reset/new', () =>
        HttpResponse.json<MessageResponse>({ success: true, message: 'Contraseña actualizada' }),
      ),
    );
    const calls = recordRequests();
    const { router } = renderWithApp(() => <ResetPage token="good" />, {
      path: '/reset?token=good',
    });
    expect(
      await screen.findByRole('heading', { name: 'Restablecer Contraseña' }),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('Nueva Contraseña'), 'nueva-clave');
    await user.type(screen.getByLabelText('Confirmar Nueva Contraseña'), 'otra-clave');
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirmar Nueva Contraseña'));
    await user.type(screen.getByLabelText('Confirmar Nueva Contraseña'), 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    expect(await screen.findByText('Contraseña actualizada')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(await put.json()).toEqual({ token: 'good', password: 'nueva-clave' });

    act(() => vi.advanceTimersByTime(RESET_REDIRECT_MS - 200));
    expect(router.state.location.pathname).toBe('/reset');
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server refusal of the update', async () => {
    server.use(
      http.post('/api/users/reset/verify', () => HttpResponse.json<OkResponse>({ success: true })),
      http.put('/api/users/reset/new', () => refusal('El enlace ya se ha usado.')),
    );
    renderWithApp(() => <ResetPage token="t" />, { path: '/reset?token=t' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Nueva Contraseña'), 'a');
    await user.type(screen.getByLabelText('Confirmar Nueva Contraseña'), 'a');
    await user.click(screen.getByRole('button', { name: 'Actualizar Contraseña' }));
    expect(await screen.findByText('El enlace ya se ha usado.')).toBeInTheDocument();
  });
});
