import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LightCourt } from '@/api/lights.ts';
import { mockApi, renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { LightsPanel } from './lights-panel.tsx';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const { httpWithAbsoluteBase } = await import('#tests/helpers/render.tsx');
  return httpWithAbsoluteBase(importOriginal);
});

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

afterEach(() => vi.restoreAllMocks());

describe('LightsPanel', { timeout: 30_000 }, () => {
  it('shows the hours of light of a month with its CSV, and the latest switches', async () => {
    mockApi({
      'GET admin/lights': () => Response.json({ success: true, courts: [light] }),
      'GET admin/lights/stats': (request) =>
        Response.json({
          success: true,
          rows:
            new URL(request.url).searchParams.get('month') === '2026-01'
              ? [{ courtId: COURT, courtName: 'Pádel 1', minutes: 150, hours: 2.5 }]
              : [],
        }),
      'GET admin/lights/log': () =>
        Response.json({
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
    });
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
    const calls = mockApi({
      'GET admin/lights': () => Response.json({ success: true, courts: [light] }),
      [`POST admin/lights/${COURT}/manual`]: () =>
        Response.json({ success: true, message: 'Luces encendidas a mano.' }),
    });
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
