import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const { httpWithAbsoluteBase } = await import('#tests/helpers/render.tsx');
  return httpWithAbsoluteBase(importOriginal);
});

afterEach(() => vi.restoreAllMocks());

describe('CalendarFeedCard', { timeout: 20_000 }, () => {
  it('shows the feed URL, copies it, and renews it after a confirmation', async () => {
    const calls = mockApi({
      'GET users/calendar-feed': () =>
        Response.json({ success: true, url: 'http://club.local/api/calendar/old.ics' }),
      'POST users/calendar-feed/renew': () =>
        Response.json({ success: true, url: 'http://club.local/api/calendar/new.ics' }),
    });
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
    mockApi({
      'GET users/calendar-feed': () =>
        Response.json({ success: true, url: 'http://club.local/api/calendar/old.ics' }),
      'POST users/calendar-feed/renew': () => Response.json({}, { status: 500 }),
    });
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
