import { http, HttpResponse, type HttpHandler } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_VAPID_KEY, installFakePush, removeFakePush } from '#tests/helpers/push.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/domain/notifications.ts';
import type { VapidKeyResponse } from '@/api/notifications.ts';
import type { SuccessResponse } from '@/api/payments.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { NotificationsTab } from './notifications-tab.tsx';

afterEach(async () => {
  removeFakePush();
  await activateLanguage('es');
});

const preferencesAnswer = (devices = 0, preferences = DEFAULT_NOTIFICATION_PREFERENCES) =>
  Response.json({ success: true, preferences, devices });

function api(...extra: HttpHandler[]) {
  server.use(
    ...extra,
    http.get('/api/notifications/key', () =>
      HttpResponse.json<VapidKeyResponse>({ success: true, publicKey: FAKE_VAPID_KEY }),
    ),
    http.get('/api/notifications/preferences', () => preferencesAnswer()),
  );
  return recordRequests();
}

const show = () => renderWithApp(NotificationsTab, { user: testUser(), path: '/profile' });

describe('NotificationsTab: this device', { timeout: 20_000 }, () => {
  it('asks permission only on the click, subscribes with the key and sends the subscription', async () => {
    const push = installFakePush();
    const calls = api(
      http.post('/api/notifications/subscriptions', () =>
        HttpResponse.json<SuccessResponse>({ success: true }),
      ),
    );
    show();
    const activate = await screen.findByRole('button', { name: 'Activar en este dispositivo' });
    await vi.waitFor(() => expect(activate).toBeEnabled());
    expect(push.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(activate);
    expect(await screen.findByText('Avisos activados en este dispositivo.')).toBeInTheDocument();
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({
        userVisibleOnly: true,
        applicationServerKey: expect.any(Uint8Array),
      }),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(await post?.json()).toEqual(push.subscriptionJson);
    expect(
      await screen.findByRole('button', { name: 'Desactivar en este dispositivo' }),
    ).toBeInTheDocument();
  });

  it('says so and sends nothing when the member refuses the browser prompt', async () => {
    const push = installFakePush({ answer: 'denied' });
    const calls = api();
    show();
    const activate = await screen.findByRole('button', { name: 'Activar en este dispositivo' });
    await vi.waitFor(() => expect(activate).toBeEnabled());
    await userEvent.click(activate);
    expect(
      await screen.findByText('No has dado permiso para mostrar avisos en este dispositivo.'),
    ).toBeInTheDocument();
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await screen.findByText(/Has bloqueado los avisos/)).toBeInTheDocument();
  });

  it('turns this device off: the browser unsubscribes and the server forgets the endpoint', async () => {
    const push = installFakePush({ permission: 'granted', subscribed: true });
    const calls = api(
      http.get('/api/notifications/preferences', () => preferencesAnswer(2)),
      http.delete('/api/notifications/subscriptions', () =>
        HttpResponse.json<SuccessResponse>({ success: true }),
      ),
    );
    show();
    expect(await screen.findByText('2 dispositivos reciben tus avisos.')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Desactivar en este dispositivo' }),
    );
    expect(await screen.findByText('Avisos desactivados en este dispositivo.')).toBeInTheDocument();
    expect(push.unsubscribe).toHaveBeenCalledTimes(1);
    const remove = calls.find((c) => c.method === 'DELETE');
    expect(await remove?.json()).toEqual({ endpoint: push.subscriptionJson.endpoint });
    expect(
      await screen.findByRole('button', { name: 'Activar en este dispositivo' }),
    ).toBeInTheDocument();
  });

  it('explains a browser without push, and a permission the member blocked', async () => {
    api();
    show();
    expect(await screen.findByText(/Este navegador no puede recibir avisos/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Activar/ })).not.toBeInTheDocument();
    // The preferences still show: e-mail covers the kinds that allow it.
    expect(await screen.findByRole('switch', { name: 'Aviso de lluvia' })).toBeChecked();
  });

  it('explains a blocked permission without asking again', async () => {
    const push = installFakePush({ permission: 'denied' });
    api();
    show();
    expect(await screen.findByText(/Has bloqueado los avisos/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Activar/ })).not.toBeInTheDocument();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });
});

describe('NotificationsTab: preferences', { timeout: 20_000 }, () => {
  it('saves the kinds, the reminder and the quiet hours', async () => {
    installFakePush({ permission: 'granted', subscribed: true });
    const calls = api(
      http.put('/api/notifications/preferences', async ({ request }) =>
        preferencesAnswer(1, (await request.json()) as typeof DEFAULT_NOTIFICATION_PREFERENCES),
      ),
    );
    show();
    await userEvent.click(await screen.findByRole('switch', { name: 'Aviso de lluvia' }));
    const minutes = screen.getByLabelText(/Minutos antes del partido/);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '90');
    const from = screen.getByLabelText('Desde');
    await userEvent.clear(from);
    await userEvent.paste('22:30');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Avisos guardados.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(await put?.json()).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      kinds: { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds, rain: false },
      reminderMinutes: 90,
      quietStart: '22:30',
    });
    expect(screen.getByRole('switch', { name: 'Aviso de lluvia' })).not.toBeChecked();
  });

  it('keeps a reminder out of 15–180 minutes from the server, and shows its refusals', async () => {
    installFakePush({ permission: 'granted', subscribed: true });
    const calls = api(
      http.put('/api/notifications/preferences', () => refusal('Hora no válida (HH:MM).')),
    );
    show();
    const minutes = await screen.findByLabelText(/Minutos antes del partido/);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El recordatorio va de 15 a 180 minutos.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(minutes);
    await userEvent.type(minutes, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hora no válida (HH:MM).');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});

describe('NotificationsTab in Catalan', { timeout: 20_000 }, () => {
  it('says how many devices receive the notices, and its settings, in Catalan', async () => {
    await activateLanguage('ca');
    installFakePush({ permission: 'granted', subscribed: true });
    api(http.get('/api/notifications/preferences', () => preferencesAnswer(1)));
    show();
    expect(await screen.findByText('1 dispositiu rep els teus avisos.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aquest dispositiu' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: "Desactiva'ls en aquest dispositiu" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quins avisos vols rebre' })).toBeInTheDocument();
    expect(screen.getByText('De 15 a 180 minuts.')).toBeInTheDocument();
  });
});
