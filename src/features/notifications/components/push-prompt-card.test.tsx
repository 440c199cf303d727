import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { FAKE_VAPID_KEY, installFakePush, removeFakePush } from '#tests/helpers/push.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { VapidKeyResponse } from '@/api/notifications.ts';
import type { SuccessResponse } from '@/api/payments.ts';
import { PUSH_PROMPT_DISMISSED_KEY, PushPromptCard } from './push-prompt-card.tsx';

afterEach(() => removeFakePush());

const QUESTION = '¿Te avisamos antes de tus partidos?';

function api() {
  server.use(
    http.get('/api/notifications/key', () =>
      HttpResponse.json<VapidKeyResponse>({ success: true, publicKey: FAKE_VAPID_KEY }),
    ),
    http.post('/api/notifications/subscriptions', () =>
      HttpResponse.json<SuccessResponse>({ success: true }),
    ),
    http.get('/api/notifications/preferences', () =>
      HttpResponse.json({ success: false }, { status: 404 }),
    ),
  );
  return recordRequests();
}

const show = () =>
  renderWithApp(
    () => (
      <>
        <p>Reserva confirmada</p>
        <PushPromptCard />
      </>
    ),
    { user: testUser(), path: '/courts/c1/schedule' },
  );

/** Renders, and waits for the screen to be drawn, so that a card's absence means something. */
async function drawn() {
  show();
  await screen.findByText('Reserva confirmada');
}

describe('PushPromptCard', { timeout: 20_000 }, () => {
  it("offers reminders; 'Activar avisos' asks the browser then, and subscribes", async () => {
    const push = installFakePush();
    const calls = api();
    show();
    expect(await screen.findByText(QUESTION)).toBeInTheDocument();
    expect(push.requestPermission).not.toHaveBeenCalled();
    const activate = screen.getByRole('button', { name: 'Activar avisos' });
    await waitFor(() => expect(activate).toBeEnabled());
    await userEvent.click(activate);
    expect(await screen.findByText('Avisos activados en este dispositivo.')).toBeInTheDocument();
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(QUESTION)).not.toBeInTheDocument());
  });

  it("'Ahora no' is remembered on this device", async () => {
    const push = installFakePush();
    api();
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
    expect(localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY)).toBe('1');
    expect(push.requestPermission).not.toHaveBeenCalled();

    cleanup();
    await drawn();
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
  });

  it('is not shown once the permission is decided, nor without push', async () => {
    api();
    installFakePush({ permission: 'granted' });
    await drawn();
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();

    cleanup();
    installFakePush({ permission: 'denied' });
    await drawn();
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();

    cleanup();
    removeFakePush();
    await drawn();
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
  });
});
