import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { MessageResponse } from '@/api/common.ts';
import { REGISTER_REDIRECT_MS, RegisterPage } from './register-page.tsx';

afterEach(() => vi.useRealTimers());

const FULL = {
  Nombre: 'Lucía Nueva',
  'Correo Electrónico': 'lucia@example.com',
  Contraseña: 'secreta123',
  'Fecha de Nacimiento': '29/02/2000',
};

async function fill(values: Partial<typeof FULL>, user = userEvent.setup({ delay: null })) {
  await screen.findByLabelText(/^Nombre/);
  for (const [label, value] of Object.entries(values)) {
    // Pasted: typed character by character, the date field draws its calendar at each one.
    await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.paste(value);
  }
  return user;
}

// A busy machine makes jsdom typing slow; these are not timing tests.
describe('RegisterPage', { timeout: 20_000 }, () => {
  it.each(Object.keys(FULL))(
    'refuses to send without %s and says all fields are required',
    async (missing) => {
      const requests = recordRequests();
      renderWithApp(() => <RegisterPage />);
      const values: Partial<typeof FULL> = { ...FULL };
      delete values[missing as keyof typeof FULL];
      const user = await fill(values);
      await user.click(screen.getByRole('button', { name: 'Registrarse' }));
      expect(await screen.findByText('Todos los campos son obligatorios.')).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    },
  );

  it('sends the payload, disables the button while sending, then goes to / after 6 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: () => void = () => {};
    server.use(
      http.post(
        '/api/users/register',
        () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(
                HttpResponse.json<MessageResponse>(
                  { success: true, message: 'ok' },
                  { status: 201 },
                ),
              );
          }),
      ),
    );
    const calls = recordRequests();
    const { router } = renderWithApp(() => <RegisterPage />, { path: '/register' });
    const user = await fill(
      FULL,
      userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }),
    );
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Registrarse' })).toBeDisabled();
    expect(await calls[0]!.json()).toEqual({
      name: 'Lucía Nueva',
      email: 'lucia@example.com',
      password: 'secreta123',
      dob: '2000-02-29',
    });

    act(() => release());
    expect(
      await screen.findByText('Registro exitoso. Revisa tu correo para confirmar tu cuenta.'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(REGISTER_REDIRECT_MS - 500));
    expect(router.state.location.pathname).toBe('/register');
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('translates a taken e-mail', async () => {
    server.use(
      http.post('/api/users/register', () =>
        refusal('El email ya está registrado.', 409, 'EMAIL_TAKEN'),
      ),
    );
    renderWithApp(() => <RegisterPage />);
    const user = await fill(FULL);
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('El email ya está registrado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrarse' })).toBeEnabled();
  });

  it('reports other refusals and request failures with the spec texts', async () => {
    server.use(http.post('/api/users/register', () => refusal('Datos inválidos')));
    renderWithApp(() => <RegisterPage />);
    const user = await fill(FULL);
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('Error al registrar. Datos inválidos')).toBeInTheDocument();

    // No answer at all: the network is down.
    server.use(http.all('*', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(
      await screen.findByText('Error al crear la cuenta. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
  });

  it('links back to the login page', async () => {
    renderWithApp(() => <RegisterPage />, { path: '/register' });
    expect(await screen.findByRole('link', { name: 'Inicia sesión aquí' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
