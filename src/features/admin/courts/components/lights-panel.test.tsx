import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type {
  LightCourt,
  LightCourtsResponse,
  LightLogResponse,
  LightStatsResponse,
} from '@/api/lights.ts';
import type { MessageResponse } from '@/api/common.ts';
import { LightsPanel } from './lights-panel.tsx';

const admin = testUser({ role: 'admin' });
const COURT = '00000000-0000-4000-8000-000000000001';

const light: LightCourt = {
  courtId: COURT,
  courtName: 'Pádel 1',
  driver: 'http',
  url: 'http://10.0.0.5',
  topic: null,
  on: false,
  since: null,
  reason: 'idle',
  reasonText: 'Sin reservas',
  manualOn: null,
  manualUntil: null,
  lastError: 'relay answered HTTP 500',
  failedAt: '2026-01-15T18:00:00.000Z',
};

describe('LightsPanel', { timeout: 30_000 }, () => {
  it('shows the hours of light of a month with its CSV, and the latest switches', async () => {
    server.use(
      http.get('/api/admin/lights', () =>
        HttpResponse.json<LightCourtsResponse>({ success: true, courts: [light] }),
      ),
      http.get('/api/admin/lights/stats', ({ request }) =>
        HttpResponse.json<LightStatsResponse>({
          success: true,
          rows:
            new URL(request.url).searchParams.get('month') === '2026-01'
              ? [{ courtId: COURT, courtName: 'Pádel 1', minutes: 150, hours: 2.5 }]
              : [],
        }),
      ),
      http.get('/api/admin/lights/log', () =>
        HttpResponse.json<LightLogResponse>({
          success: true,
          entries: [
            {
              at: '2026-01-15T18:55:00.000Z',
              courtId: COURT,
              courtName: 'Pádel 1',
              on: true,
              reasonText: 'Encendida a mano',
              bookingId: null,
              userName: 'Ana Admin',
              ok: false,
              answer: 'relay answered HTTP 500',
            },
          ],
        }),
      ),
    );
    renderWithApp(() => <LightsPanel />, { user: admin });
    const log = await screen.findByRole('table', { name: 'Últimos cambios de las luces' });
    const row = within(log).getByRole('row', { name: /Encendida a mano \(Ana Admin\)/ });
    expect(within(row).getByText('Sin respuesta')).toBeVisible();
    const month = screen.getByLabelText('Mes (AAAA-MM)');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-01');
    expect(await screen.findByText('Pádel 1: 2,5 h')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/lights\/stats\.csv\?month=2026-01$/),
    );
  });

  it("shows each court's lights and a relay that does not answer, and switches by hand", async () => {
    server.use(
      http.get('/api/admin/lights', () =>
        HttpResponse.json<LightCourtsResponse>({ success: true, courts: [light] }),
      ),
      http.get('/api/admin/lights/stats', () =>
        HttpResponse.json<LightStatsResponse>({ success: true, rows: [] }),
      ),
      http.get('/api/admin/lights/log', () =>
        HttpResponse.json<LightLogResponse>({ success: true, entries: [] }),
      ),
      http.post(`/api/admin/lights/${COURT}/manual`, () =>
        HttpResponse.json<MessageResponse>({ success: true, message: 'Luces encendidas a mano.' }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <LightsPanel />, { user: admin });
    const row = await screen.findByRole('row', { name: /Pádel 1/ });
    expect(within(row).getByText('Apagada')).toBeVisible();
    expect(within(row).getByText('El relé no responde: relay answered HTTP 500')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Encender 1 h' }));
    expect(await screen.findByText('Luces encendidas a mano.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(await post?.json()).toEqual({ on: true, minutes: 60 });
  });
});
