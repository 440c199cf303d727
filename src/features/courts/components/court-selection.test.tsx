import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { Court } from '@/api/courts.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { CourtSelection } from './court-selection.tsx';

function court(overrides: Partial<Court>): Court {
  return {
    _id: 'c1',
    name: 'Central',
    type: 'tennis',
    image: null,
    costs: { nonMember: 6, uca: 4 },
    maxDaysInAdvance: { member: 7, nonMember: 2 },
    maxBookingsPerWeek: { member: 10, nonMember: 1 },
    blockedTimes: [],
    openingTime: '09:00',
    closingTime: '22:00',
    slotMinutes: 60,
    ...overrides,
  };
}

function mockFetch(response: () => Response | Promise<Response>) {
  server.use(http.get('/api/courts', response));
  return recordRequests();
}

describe('CourtSelection', { timeout: 20_000 }, () => {
  it('shows a card per court with the upper-cased type, a default image and a schedule link', async () => {
    mockFetch(() =>
      Response.json({
        success: true,
        courts: [
          court({ _id: 'a', name: 'Pista 1', type: 'padel', image: '/courts/padel.svg' }),
          court({ _id: 'b', name: 'Central' }),
        ],
      }),
    );
    const { router } = renderWithApp(CourtSelection);

    expect(
      await screen.findByRole('heading', { name: 'Selecciona una Pista' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'PADEL - Pista 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'TENNIS - Central' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'TENNIS - Central' })).toHaveAttribute(
      'src',
      '/courts/default.svg',
    );

    const links = screen.getAllByRole('link', { name: 'Seleccionar' });
    expect(links[0]).toHaveAttribute('href', '/courts/a/schedule');
    await userEvent.click(links[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/courts/b/schedule'));
  });

  it('falls back to the default image when a picture fails to load', async () => {
    mockFetch(() =>
      Response.json({ success: true, courts: [court({ image: '/uploads/missing.png' })] }),
    );
    renderWithApp(CourtSelection);
    const image = await screen.findByRole('img', { name: 'TENNIS - Central' });
    expect(image).toHaveAttribute('src', '/uploads/missing.png');
    fireEvent.error(image);
    await waitFor(() => expect(image).toHaveAttribute('src', '/courts/default.svg'));
  });

  it('shows a spinner while loading, then the error text and toast on failure', async () => {
    let fail: (r: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (fail = resolve)));
    renderWithApp(CourtSelection);
    expect(await screen.findByLabelText('Cargando pistas')).toBeInTheDocument();
    fail(Response.json({ success: false, message: 'x' }, { status: 500 }));
    expect(await screen.findAllByText('No se pudieron cargar las pistas.')).toHaveLength(2);
  });

  it('keeps the courts it has when a refresh fails, without an error toast', async () => {
    let up = true;
    mockFetch(() =>
      up
        ? Response.json({ success: true, courts: [court({ name: 'Central' })] })
        : Response.json({ success: false, message: 'x' }, { status: 503 }),
    );
    const { queryClient } = renderWithApp(CourtSelection);
    expect(await screen.findByRole('heading', { name: 'TENNIS - Central' })).toBeInTheDocument();
    up = false;
    await queryClient.refetchQueries({ queryKey: ['courts'] });
    await waitFor(() => expect(queryClient.getQueryState(['courts'])?.status).toBe('error'));
    expect(screen.getByRole('heading', { name: 'TENNIS - Central' })).toBeInTheDocument();
    expect(screen.queryByText('No se pudieron cargar las pistas.')).toBeNull();
  });

  it('says it in English: the title and the cards', async () => {
    await activateLanguage('en');
    try {
      mockFetch(() =>
        Response.json({
          success: true,
          courts: [court({ _id: 'a', name: 'Pista 1', type: 'padel' })],
        }),
      );
      renderWithApp(CourtSelection);
      expect(await screen.findByRole('heading', { name: 'Choose a court' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Select' })).toHaveAttribute(
        'href',
        '/courts/a/schedule',
      );
    } finally {
      await activateLanguage('es');
    }
  });
});
