import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { AccountPage } from './account-page.tsx';

const me = testUser({ name: 'Sofía Socia', email: 'sofia@club.local' });

describe("the profile's language", { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('re-words the whole screen at once and keeps the choice in the account', async () => {
    server.use(
      http.get('/api/users/calendar-feed', () =>
        HttpResponse.json({ success: true, url: 'http://club.local/api/calendar/old.ics' }),
      ),
      http.put('/api/users/me/language', () =>
        HttpResponse.json({ success: true, language: 'ca' }),
      ),
    );
    const calls = recordRequests();
    const user = userEvent.setup({ delay: null });
    renderWithApp(() => <AccountPage user={me} tab="perfil" onTabChange={() => {}} />, {
      user: me,
      path: '/profile',
    });
    expect(await screen.findByRole('heading', { name: 'Detalles de usuario' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Català' }));

    expect(await screen.findByRole('heading', { name: "Dades de l'usuari" })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Moneder' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correu electrònic')).toHaveValue('sofia@club.local');
    expect(screen.getByRole('button', { name: 'Desa els canvis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calendari de reserves' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ca');
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith('/users/me/language'))).toBe(
        true,
      ),
    );
    const put = calls.find((c) => c.url.endsWith('/users/me/language'))!;
    expect(await put.json()).toEqual({ language: 'ca' });
  });
});
