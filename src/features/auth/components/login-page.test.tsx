import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { UserResponse } from '@/api/users.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { LoginPage } from './login-page.tsx';

async function fillAndSubmit(email = 'sofia@club.local', password = 'club1234') {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

// A busy machine makes jsdom typing slow; these are not timing tests.
describe('LoginPage', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('lets a visitor choose English before signing in, and signs in in English', async () => {
    server.use(
      http.post('/api/users/login', ({ request }) =>
        request.headers.get('accept-language') === 'en'
          ? refusal('Incorrect e-mail or password.', 401)
          : refusal('Email o contraseña incorrectos.', 401),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(() => <LoginPage redirect="/unlock" />);
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem('club.language')).toBe('en');
    expect(screen.getByText('Sign in to open the door')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'sofia@club.local');
    await user.type(screen.getByLabelText('Password'), 'mala');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not sign in');
    expect(alert).toHaveTextContent('Incorrect e-mail or password.');
  });

  it('has the spec links to registration, reset and resend', async () => {
    renderWithApp(() => <LoginPage />);
    expect(await screen.findByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/reset',
    );
    expect(screen.getByRole('link', { name: 'Reenviar código de activación' })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(
      screen.getByRole('button', { name: 'Mostrar u ocultar la contraseña' }),
    ).toBeInTheDocument();
  });

  it("names the password's visibility toggle in Catalan", async () => {
    await activateLanguage('ca');
    renderWithApp(() => <LoginPage />);
    expect(
      await screen.findByRole('button', { name: 'Mostra o amaga la contrasenya' }),
    ).toBeInTheDocument();
  });

  it('shows wrong credentials above the form and puts the fields in error state', async () => {
    server.use(
      http.post('/api/users/login', () => refusal('Email o contraseña incorrectos.', 401)),
    );
    const calls = recordRequests();
    const { router } = renderWithApp(() => <LoginPage />);
    await fillAndSubmit('sofia@club.local', 'mala');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email o contraseña incorrectos.');
    // Above the form: the alert comes before the first field in document order.
    expect(
      alert.compareDocumentPosition(screen.getByLabelText('Email')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(await calls[0]!.json()).toEqual({ email: 'sofia@club.local', password: 'mala' });
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('falls back to the spec text when the refusal has no message', async () => {
    server.use(http.post('/api/users/login', () => new HttpResponse('nope', { status: 401 })));
    renderWithApp(() => <LoginPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email o contraseña incorrectos.');
  });

  it('tells an unconfirmed account why and offers a new link', async () => {
    server.use(
      http.post('/api/users/login', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'EMAIL_NOT_VERIFIED',
            message: 'Confirma tu correo antes de iniciar sesión.',
          },
          { status: 403 },
        ),
      ),
    );
    renderWithApp(() => <LoginPage />);
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Confirma tu correo antes de iniciar sesión.');
    expect(alert.querySelector('a[href="/resend-verification"]')).not.toBeNull();
  });

  it('reports a failed request with the exception text', async () => {
    // No answer at all: the network is down.
    server.use(http.all('*', () => HttpResponse.error()));
    renderWithApp(() => <LoginPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error al intentar iniciar sesión.',
    );
  });

  it('stores the user and goes to /home on success', async () => {
    const user = testUser({ name: 'Sofía' });
    server.use(
      http.post('/api/users/login', () =>
        HttpResponse.json<UserResponse>({ success: true, message: 'ok', user }),
      ),
    );
    const { router, session } = renderWithApp(() => <LoginPage />);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(session.user).toEqual(user);
  });

  it('goes back to a same-site redirect after login', async () => {
    const user = testUser();
    server.use(
      http.post('/api/users/login', () =>
        HttpResponse.json<UserResponse>({ success: true, message: 'Sesión iniciada.', user }),
      ),
    );
    const first = renderWithApp(() => <LoginPage redirect="/unlock" />);
    await fillAndSubmit();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/unlock'));
  });

  it('says why when the door sent the visitor here, and only then', async () => {
    renderWithApp(() => <LoginPage redirect="/unlock" />);
    expect(await screen.findByText('Inicia sesión para abrir la puerta')).toBeVisible();
    cleanup();
    renderWithApp(() => <LoginPage redirect="/courts" />);
    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    expect(screen.queryByText('Inicia sesión para abrir la puerta')).toBeNull();
  });

  it('does not follow a redirect to another site', async () => {
    const user = testUser();
    server.use(
      http.post('/api/users/login', () =>
        HttpResponse.json<UserResponse>({ success: true, message: 'Sesión iniciada.', user }),
      ),
    );
    const { router } = renderWithApp(() => <LoginPage redirect="//evil.example/x" />);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('disables logging in without a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithApp(() => <LoginPage />);
    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeDisabled();
  });
});
