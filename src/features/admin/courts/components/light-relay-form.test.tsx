import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { MessageResponse } from '@/api/common.ts';
import type { LightCourt, LightCourtsResponse } from '@/api/lights.ts';
import { LightRelayForm } from './light-relay-form.tsx';

const admin = testUser({ role: 'admin' });
const COURT = '00000000-0000-4000-8000-000000000001';
const saved = () =>
  HttpResponse.json<MessageResponse>({ success: true, message: 'Relé de luces guardado.' });

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

describe("a court's light relay in its edit dialog", { timeout: 30_000 }, () => {
  it('sets a relay on a court that has none', async () => {
    server.use(
      http.get('/api/admin/lights', () =>
        HttpResponse.json<LightCourtsResponse>({ success: true, courts: [] }),
      ),
      http.put(`/api/admin/lights/${COURT}`, saved),
    );
    const calls = recordRequests();
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
    server.use(
      http.get('/api/admin/lights', () =>
        HttpResponse.json<LightCourtsResponse>({ success: true, courts: [relay] }),
      ),
      http.put(`/api/admin/lights/${COURT}`, saved),
    );
    const calls = recordRequests();
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
