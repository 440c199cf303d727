import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { clubSettings, recordRequests, sentBody, server } from '#tests/helpers/api-server.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import type { ClubSettingsResponse } from '@/api/admin/settings.ts';
import { DEFAULT_CLUB_SETTINGS, mergeClubSettings } from '@/domain/club-settings.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { SettingsPage } from './settings-page.tsx';

describe('SettingsPage', { timeout: 30_000 }, () => {
  it('shows the club’s settings and saves what the admin changed', async () => {
    server.use(
      clubSettings(),
      http.patch('/api/admin/settings', async ({ request }) =>
        HttpResponse.json<ClubSettingsResponse>({
          success: true,
          settings: mergeClubSettings(DEFAULT_CLUB_SETTINGS, await request.json()),
        }),
      ),
    );
    const requests = recordRequests();
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

    expect(await screen.findByText('Ajustes guardados.')).toBeInTheDocument();
    expect(await sentBody(requests, 'PATCH', '/admin/settings')).toEqual({
      ...DEFAULT_CLUB_SETTINGS,
      openMatches: { autoCancelMinutes: 90 },
      waitlist: { enabled: { padel: true, tennis: false } },
    });
  });

  describe('in English', () => {
    afterEach(() => activateLanguage('es'));

    it('shows the settings in English', async () => {
      await activateLanguage('en');
      server.use(clubSettings());
      renderWithApp(() => <SettingsPage />, { user: testUser({ role: 'admin' }) });
      expect(
        await screen.findByLabelText('Cancel if not full (minutes before the start)'),
      ).toHaveValue('120');
      const waitlists = screen.getByRole('region', { name: 'Waiting lists' });
      expect(within(waitlists).getByRole('switch', { name: 'Tennis' })).toBeChecked();
      expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save settings' })).toBeInTheDocument();
    });
  });
});
