import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { CalendarFeedResponse } from '@/api/calendar.ts';

describe('CalendarFeedCard', { timeout: 20_000 }, () => {
  it('shows the feed URL, copies it, and renews it after a confirmation', async () => {
    server.use(
      http.get('/api/users/calendar-feed', () =>
        HttpResponse.json<CalendarFeedResponse>({
          success: true,
          url: 'http://club.local/api/calendar/old.ics',
        }),
      ),
      http.post('/api/users/calendar-feed/renew', () =>
        HttpResponse.json<CalendarFeedResponse>({
          success: true,
          url: 'http://club.local/api/calendar/new.ics',
        }),
      ),
    );
    const calls = recordRequests();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithApp(CalendarFeedCard, { user: testUser(), path: '/profile' });

    const field = await screen.findByLabelText('Enlace del calendario');
    expect(field).toHaveValue('http://club.local/api/calendar/old.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith('http://club.local/api/calendar/old.ics');
    expect(await screen.findByText('Enlace copiado al portapapeles.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Renovar enlace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renovar enlace del calendario' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(await screen.findByText('Enlace del calendario renovado.')).toBeInTheDocument();
    expect(field).toHaveValue('http://club.local/api/calendar/new.ics');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says when renewing fails', async () => {
    server.use(
      http.get('/api/users/calendar-feed', () =>
        HttpResponse.json<CalendarFeedResponse>({
          success: true,
          url: 'http://club.local/api/calendar/old.ics',
        }),
      ),
      http.post('/api/users/calendar-feed/renew', () => HttpResponse.json({}, { status: 500 })),
    );
    renderWithApp(CalendarFeedCard, { user: testUser(), path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Renovar enlace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renovar enlace del calendario' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    expect(
      await screen.findByText('No se pudo renovar el enlace del calendario.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Enlace del calendario')).toHaveValue(
      'http://club.local/api/calendar/old.ics',
    );
  });
});
