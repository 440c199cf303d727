import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { activateLanguage, t } from '@/i18n/index.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { MessageResponse } from '@/api/common.ts';
import { UNLOCK_FAILURE, UNLOCK_SUCCESS } from './door-button.tsx';
import { resetPress } from '../press.ts';
import { UnlockPage } from './unlock-page.tsx';

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
  afterEach(async () => {
    setOnline(true);
    resetPress();
    await activateLanguage('es');
  });

  it('speaks Catalan to a member who chose it, a refusal for lack of connection too', async () => {
    await activateLanguage('ca');
    renderUnlock();
    expect(await screen.findByRole('heading', { name: 'Accés a la porta' })).toBeVisible();
    expect(screen.getByText('Prem el botó només quan siguis davant de la porta.')).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'ca');
    setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Obre la porta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("No s'ha pogut obrir la porta. Torna-ho a provar.");
    expect(alert).toHaveTextContent('Sense connexió a internet');
  });

  it('shows the title, the hint and the button, and sends nothing until pressed', async () => {
    const calls = recordRequests();
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
    renderUnlock();
    const home = await screen.findByRole('link', { name: 'Volver al inicio' });
    expect(home).toHaveAttribute('href', '/home');
    expect(home).toBeVisible();
  });

  it('replaces the button with a spinner while the request runs, then shows the success text', async () => {
    // Set once MSW hands the request to the handler, which answers when the test says.
    let answer: ((r: Response) => void) | undefined;
    server.use(
      http.post(
        '/api/access/doors/unlock',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const calls = recordRequests();
    renderUnlock();
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir puerta' }));
    expect(await screen.findByLabelText('Abriendo la puerta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir puerta' })).toBeNull();
    await waitFor(() => expect(answer).toBeDefined());
    answer!(HttpResponse.json<MessageResponse>({ success: true, message: UNLOCK_SUCCESS }));
    expect(await screen.findByText(t(UNLOCK_SUCCESS))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir puerta' })).toBeEnabled();
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.json()).toEqual({ doorId: 'main' });
  });

  it("shows the failure text and the server's reason when refused", async () => {
    server.use(
      http.post('/api/access/doors/unlock', () =>
        refusal('No tienes acceso: necesitas una membresía activa.', 409),
      ),
    );
    const onSessionLost = renderUnlock();
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir puerta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t(UNLOCK_FAILURE));
    expect(alert).toHaveTextContent('No tienes acceso: necesitas una membresía activa.');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('fails at once offline and sends nothing, not even when the connection returns', async () => {
    server.use(
      http.post('/api/access/doors/unlock', () =>
        HttpResponse.json<MessageResponse>({ success: true, message: UNLOCK_SUCCESS }),
      ),
    );
    const calls = recordRequests();
    renderUnlock();
    setOnline(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir puerta' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(t(UNLOCK_FAILURE));
    expect(alert).toHaveTextContent('Sin conexión');
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(0);
  });

  it('sends a lost session back to the login', async () => {
    server.use(
      http.post('/api/access/doors/unlock', () => refusal('No has iniciado sesión.', 401)),
    );
    const onSessionLost = renderUnlock();
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir puerta' }));
    await waitFor(() => expect(onSessionLost).toHaveBeenCalledTimes(1));
  });
});
