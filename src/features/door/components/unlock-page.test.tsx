import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { UNLOCK_FAILURE, UNLOCK_SUCCESS } from './door-button.tsx';
import { resetPress } from '../press.ts';
import { UnlockPage } from './unlock-page.tsx';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const { httpWithAbsoluteBase } = await import('#tests/helpers/render.tsx');
  return httpWithAbsoluteBase(importOriginal);
});

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

function renderUnlock(onSessionLost = vi.fn()) {
  renderWithApp(() => <UnlockPage memberName="Sofía Socia" onSessionLost={onSessionLost} />, {
    user: testUser(),
    path: '/unlock',
  });
  return onSessionLost;
}

describe('UnlockPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    setOnline(true);
    resetPress();
  });

  it('shows the title, the hint and the button, and sends nothing until pressed', async () => {
    const calls = mockApi({});
    renderUnlock();
    expect(await screen.findByRole('heading', { name: 'Acceso a la puerta' })).toBeVisible();
    expect(screen.getByText('Sofía Socia')).toBeInTheDocument();
    expect(
      screen.getByText('Pulsa el botón solo cuando estés frente a la puerta.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir puerta' })).toBeEnabled();
    expect(calls).toHaveLength(0);
  });

  it('offers a way back to the home screen (the installed app has no back button)', async () => {
    mockApi({});
    renderUnlock();
    const home = await screen.findByRole('link', { name: 'Volver al inicio' });
    expect(home).toHaveAttribute('href', '/home');
    expect(home).toBeVisible();
  });

  it('replaces the button with a spinner while the request runs, then shows the success text', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = mockApi({
      'POST access/doors/unlock': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderUnlock();
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir puerta' }));
    expect(await screen.findByLabelText('Abriendo la puerta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir puerta' })).toBeNull();
    answer(Response.json({ success: true, message: UNLOCK_SUCCESS }));
    expect(await screen.findByText(UNLOCK_SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir puerta' })).toBeEnabled();
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.json()).toEqual({ doorId: 'main' });
  });

  it("shows the failure text and the server's reason when refused", async () => {
    mockApi({
      'POST access/doors/unlock': () =>
        Response.json(
          { success: false, message: 'No tienes acceso: necesitas una membresía activa.' },
          { status: 409 },
        ),
    });
    const onSessionLost = renderUnlock();
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir puerta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNLOCK_FAILURE);
    expect(alert).toHaveTextContent('No tienes acceso: necesitas una membresía activa.');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('fails at once offline and sends nothing, not even when the connection returns', async () => {
    const calls = mockApi({
      'POST access/doors/unlock': () => Response.json({ success: true }),
    });
    renderUnlock();
    setOnline(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir puerta' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(UNLOCK_FAILURE);
    expect(alert).toHaveTextContent('Sin conexión');
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(0);
  });

  it('sends a lost session back to the login', async () => {
    mockApi({
      'POST access/doors/unlock': () =>
        Response.json({ success: false, message: 'No has iniciado sesión.' }, { status: 401 }),
    });
    const onSessionLost = renderUnlock();
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir puerta' }));
    await waitFor(() => expect(onSessionLost).toHaveBeenCalledTimes(1));
  });
});
