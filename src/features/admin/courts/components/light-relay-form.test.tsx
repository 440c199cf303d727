import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LightCourt } from '@/api/lights.ts';
import { mockApi, renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { LightRelayForm } from './light-relay-form.tsx';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const { httpWithAbsoluteBase } = await import('#tests/helpers/render.tsx');
  return httpWithAbsoluteBase(importOriginal);
});

const admin = testUser({ role: 'admin' });
const COURT = '00000000-0000-4000-8000-000000000001';
const saved = () => Response.json({ success: true, message: 'Relé de luces guardado.' });

const relay: LightCourt = {
  courtId: COURT,
  courtName: 'Pádel 1',
  driver: 'mqtt',
  url: 'mqtt://10.0.0.9',
  topic: 'club/luces/padel1',
  on: false,
  since: null,
  reason: 'idle',
  reasonText: 'Sin reservas',
  manualOn: null,
  manualUntil: null,
  lastError: null,
  failedAt: null,
};

afterEach(() => vi.restoreAllMocks());

describe("a court's light relay in its edit dialog", { timeout: 30_000 }, () => {
  it('sets a relay on a court that has none', async () => {
    const calls = mockApi({
      'GET admin/lights': () => Response.json({ success: true, courts: [] }),
      [`PUT admin/lights/${COURT}`]: saved,
    });
    renderWithApp(() => <LightRelayForm courtId={COURT} />, { user: admin });
    expect(
      await screen.findByText('Esta pista no tiene relé: sus luces no se encienden solas.'),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('URL'), 'http://10.0.0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar relé' }));
    expect(await screen.findByText('Relé de luces guardado.')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT');
    expect(await put?.json()).toEqual({ driver: 'http', url: 'http://10.0.0.5', topic: null });
  });

  it("shows the court's relay as it is and saves a change", async () => {
    const calls = mockApi({
      'GET admin/lights': () => Response.json({ success: true, courts: [relay] }),
      [`PUT admin/lights/${COURT}`]: saved,
    });
    renderWithApp(() => <LightRelayForm courtId={COURT} />, { user: admin });
    expect(await screen.findByText('Las luces siguen las reservas de esta pista.')).toBeVisible();
    expect(screen.getByLabelText('URL')).toHaveValue('mqtt://10.0.0.9');
    const topic = screen.getByLabelText('Tema MQTT');
    expect(topic).toHaveValue('club/luces/padel1');
    await userEvent.clear(topic);
    await userEvent.type(topic, 'club/luces/p1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar relé' }));
    expect(await screen.findByText('Relé de luces guardado.')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT');
    expect(await put?.json()).toEqual({
      driver: 'mqtt',
      url: 'mqtt://10.0.0.9',
      topic: 'club/luces/p1',
    });
  });
});
