import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The page itself, from the project's root.
import unlockHtml from '/src/unlock.html?raw';
import { http, HttpResponse } from 'msw';
import { t } from '@/i18n/index.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { MessageResponse } from '@/api/common.ts';
import { resetPress, UNLOCK_FAILURE, UNLOCK_OFFLINE_REASON, UNLOCK_SUCCESS } from '../press.ts';
import { UnlockPage } from './unlock-page.tsx';
import { startEarlyDoor } from '../early.ts';

/** unlock.html's page, as the service worker or the server sends it. */
function drawEarlyPage() {
  const html = unlockHtml.slice(
    unlockHtml.indexOf('<div id="root">'),
    unlockHtml.indexOf('<script'),
  );
  document.body.innerHTML = html;
}

// What src/door-early.ts runs first (it then loads the full page, drawn here by the test).
const startEarlyScript = async () => startEarlyDoor();

const earlyButton = () => document.getElementById('door-press') as HTMLButtonElement;

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

describe('the door page before React (unlock.html + door-early.ts)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.setItem('user', JSON.stringify(testUser()));
    // The language this device chose (the app keeps it there); else the browser's, English here.
    localStorage.setItem('club.language', 'es');
    drawEarlyPage();
  });
  afterEach(() => {
    setOnline(true);
    resetPress();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it("shows the member's name and a working button, and sends nothing until pressed", async () => {
    const calls = recordRequests();
    expect(earlyButton()).toBeDisabled();
    await startEarlyScript();
    expect(document.getElementById('door-member')).toHaveTextContent('Sofía Socia');
    expect(earlyButton()).toBeEnabled();
    expect(calls).toHaveLength(0);
  });

  it("opens the door once for two taps, then shows the server's answer", async () => {
    // Set once MSW hands the request to the handler, which answers when the test says.
    let answer: ((r: Response) => void) | undefined;
    server.use(
      http.post(
        '/api/access/doors/unlock',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const calls = recordRequests();
    await startEarlyScript();
    earlyButton().click();
    earlyButton().click();
    expect(earlyButton()).not.toBeVisible();
    expect(document.getElementById('door-busy')).toHaveAttribute(
      'aria-label',
      'Abriendo la puerta',
    );
    await waitFor(() => expect(answer).toBeDefined());
    answer!(HttpResponse.json<MessageResponse>({ success: true, message: UNLOCK_SUCCESS }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t(UNLOCK_SUCCESS)));
    expect(earlyButton()).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.json()).toEqual({ doorId: 'main' });
  });

  it('hands a tap still on its way to the React page, which answers it once', async () => {
    // Set once MSW hands the request to the handler, which answers when the test says.
    let answer: ((r: Response) => void) | undefined;
    server.use(
      http.post(
        '/api/access/doors/unlock',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const calls = recordRequests();
    await startEarlyScript();
    earlyButton().click();
    // The full page takes over while the press is on its way: it shows it, and sends nothing.
    document.body.innerHTML = '';
    renderWithApp(() => <UnlockPage memberName="Sofía Socia" onSessionLost={vi.fn()} />, {
      user: testUser(),
      path: '/unlock',
    });
    expect(await screen.findByLabelText('Abriendo la puerta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir puerta' })).toBeNull();
    await waitFor(() => expect(answer).toBeDefined());
    answer!(refusal('No tienes acceso: necesitas una membresía activa.', 409));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t(UNLOCK_FAILURE));
    expect(alert).toHaveTextContent('No tienes acceso: necesitas una membresía activa.');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir puerta' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('says at once offline that the door needs a connection, and sends nothing', async () => {
    server.use(
      http.post('/api/access/doors/unlock', () =>
        HttpResponse.json<MessageResponse>({ success: true, message: UNLOCK_SUCCESS }),
      ),
    );
    const calls = recordRequests();
    await startEarlyScript();
    setOnline(false);
    earlyButton().click();
    expect(screen.getByRole('alert')).toHaveTextContent(t(UNLOCK_FAILURE));
    expect(screen.getByRole('alert')).toHaveTextContent(t(UNLOCK_OFFLINE_REASON));
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(0);
  });

  it('clears the device and goes to the login when the session is gone', async () => {
    server.use(
      http.post('/api/access/doors/unlock', () => refusal('No has iniciado sesión.', 401)),
    );
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    await startEarlyScript();
    earlyButton().click();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/?redirect=%2Funlock'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("speaks the member's language from the first paint, the press's answers too", async () => {
    localStorage.setItem('club.language', 'ca');
    await startEarlyScript();
    expect(document.documentElement).toHaveAttribute('lang', 'ca');
    expect(document.title).toBe('Obre la porta · Club de Tennis i Pàdel');
    expect(screen.getByRole('heading', { name: 'Accés a la porta' })).toBeVisible();
    expect(screen.getByText('Prem el botó només quan siguis davant de la porta.')).toBeVisible();
    expect(screen.getByRole('link', { name: "Torna a l'inici" })).toBeVisible();
    setOnline(false);
    screen.getByRole('button', { name: 'Obre la porta' }).click();
    expect(screen.getByRole('alert')).toHaveTextContent("No s'ha pogut obrir la porta.");
    expect(screen.getByRole('alert')).toHaveTextContent("Sense connexió a internet: connecta't");
    document.documentElement.lang = 'es';
  });

  it('leaves a device nobody is signed in on to the full page (which goes to the login)', async () => {
    localStorage.clear();
    await startEarlyScript();
    expect(document.getElementById('door-early')).not.toBeVisible();
    expect(earlyButton()).toBeDisabled();
  });
});
