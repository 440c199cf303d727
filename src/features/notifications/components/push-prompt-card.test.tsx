import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_VAPID_KEY, installFakePush, removeFakePush } from '#tests/helpers/push.ts';
import { mockApi, renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { PUSH_PROMPT_DISMISSED_KEY, PushPromptCard } from './push-prompt-card.tsx';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const { httpWithAbsoluteBase } = await import('#tests/helpers/render.tsx');
  return httpWithAbsoluteBase(importOriginal);
});

afterEach(() => removeFakePush());

const QUESTION = '¿Te avisamos antes de tus partidos?';

function api() {
  return mockApi({
    'GET notifications/key': () => Response.json({ success: true, publicKey: FAKE_VAPID_KEY }),
    'POST notifications/subscriptions': () => Response.json({ success: true }),
    'GET notifications/preferences': () => Response.json({ success: false }, { status: 404 }),
  });
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
