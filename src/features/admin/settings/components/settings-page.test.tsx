import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { DEFAULT_CLUB_SETTINGS } from '@/domain/club-settings.ts';
import { SettingsPage } from './settings-page.tsx';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const { httpWithAbsoluteBase } = await import('#tests/helpers/render.tsx');
  return httpWithAbsoluteBase(importOriginal);
});

afterEach(() => vi.restoreAllMocks());

describe('SettingsPage', { timeout: 30_000 }, () => {
  it('shows the club’s settings and saves what the admin changed', async () => {
    const calls = mockApi({
      'GET admin/settings': () => Response.json({ success: true, settings: DEFAULT_CLUB_SETTINGS }),
      'PATCH admin/settings': async (request) =>
        Response.json({ success: true, settings: await request.json() }),
    });
    renderWithApp(() => <SettingsPage />, { user: testUser({ role: 'admin' }) });
    const minutes = await screen.findByLabelText(
      'Cancelar si no está completo (minutos antes del inicio)',
    );
    expect(minutes).toHaveValue('120');
    const waitlists = screen.getByRole('region', { name: 'Listas de espera' });
    const tennis = within(waitlists).getByRole('switch', { name: 'Tenis' });
    expect(tennis).toBeChecked();

    await userEvent.clear(minutes);
    await userEvent.type(minutes, '90');
    await userEvent.click(tennis);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const sent = await calls.find((c) => c.method === 'PATCH')!.json();
    expect(sent).toEqual({
      ...DEFAULT_CLUB_SETTINGS,
      openMatches: { autoCancelMinutes: 90 },
      waitlist: { enabled: { padel: true, tennis: false } },
    });
    expect(await screen.findByText('Ajustes guardados.')).toBeInTheDocument();
  });
});
