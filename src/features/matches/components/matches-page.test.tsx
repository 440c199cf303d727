import { http, HttpResponse, type HttpHandler } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { testBooking } from '#tests/helpers/booking-cards.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import {
  recordRequests,
  server,
  refusal,
  paymentsConfig,
  wallet,
  savedCards,
} from '#tests/helpers/api-server.ts';
import type { MatchResponse, OpenMatch, MatchesResponse } from '@/api/matches.ts';
import type { BookingsResponse } from '@/api/bookings.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { CourtOpenMatches } from './court-open-matches.tsx';
import { MatchesPage } from './matches-page.tsx';

const MATCH: OpenMatch = {
  _id: 'm1',
  bookingId: 'b1',
  court: { _id: 'c1', name: 'Pádel 1', type: 'padel' },
  dateBooked: '2030-11-23',
  timeBooked: '10:30 - 12:00',
  startsAt: '2030-11-23T09:30:00Z',
  autoCancelAt: '2030-11-23T07:30:00Z',
  status: 'open',
  seats: 3,
  seatsLeft: 2,
  levelMin: 3,
  levelMax: 4.5,
  note: 'Partido tranquilo',
  booker: { _id: 'u2', name: 'Marta' },
  players: [
    { _id: 'u2', name: 'Marta', image: null, joined: false },
    { _id: 'u3', name: 'Ana', image: null, joined: true },
  ],
  seatPrice: 4,
  queueLength: 0,
  viewer: { isBooker: false, joined: false, queued: false, holdExpiresAt: null },
};

function matchesApi(matches: OpenMatch[], ...extra: HttpHandler[]) {
  server.use(
    ...extra,
    http.get('/api/matches', () => HttpResponse.json<MatchesResponse>({ success: true, matches })),
    http.get('/api/users/bookings', () =>
      HttpResponse.json<BookingsResponse>({ success: true, bookings: [] }),
    ),
    wallet(20),
    savedCards(),
    paymentsConfig(),
  );
  return recordRequests();
}

const renderPage = () =>
  renderWithApp(() => <MatchesPage />, { user: testUser(), path: '/matches' });

describe('MatchesPage', { timeout: 20_000 }, () => {
  it('lists a match with its level range, seats left, price and note', async () => {
    matchesApi([MATCH]);
    renderPage();
    const card = await screen.findByRole('article', {
      name: 'Partido: Pádel · Pádel 1, 10:30 - 12:00',
    });
    expect(within(card).getByText('Nivel: 3.0–4.5')).toBeVisible();
    expect(within(card).getByText('Quedan 2 plazas')).toBeVisible();
    expect(within(card).getByText('Partido tranquilo')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Unirme (4,00 €)' })).toBeEnabled();
  });

  it("shows each player's level beside their avatar, from the lookup the route passes in", async () => {
    matchesApi([MATCH]);
    const asked: Array<{ sport: string; userIds: string[] }> = [];
    const useLevels = (groups: Array<{ sport: 'padel' | 'tennis'; userIds: string[] }>) => {
      asked.push(...groups);
      return (userId: string) =>
        userId === 'u3' ? { level: 3.8, reliability: 'validado' as const } : undefined;
    };
    renderWithApp(() => <MatchesPage useLevels={useLevels} />, {
      user: testUser(),
      path: '/matches',
    });
    const card = await screen.findByRole('article', {
      name: 'Partido: Pádel · Pádel 1, 10:30 - 12:00',
    });
    const players = within(card).getByLabelText('Jugadores');
    expect(within(players).getByLabelText('Nivel 3.8, validado')).toBeVisible();
    expect(within(players).getAllByTestId('level-badge')).toHaveLength(1);
    expect(asked).toContainEqual({ sport: 'padel', userIds: ['u2', 'u3'] });
  });

  it('asks the server with the filters chosen', async () => {
    const calls = matchesApi([]);
    renderPage();
    expect(await screen.findByText('No hay partidos abiertos con estos filtros.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Mi nivel'), '3.5');
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url).searchParams.get('level') === '3.5')).toBe(true),
    );
  });

  it('joins paying from the wallet and shows the server message', async () => {
    const calls = matchesApi(
      [MATCH],
      http.post('/api/matches/m1/join', () =>
        HttpResponse.json<MatchResponse>({
          success: true,
          message: 'Te has unido al partido. Plaza pagada.',
          match: { ...MATCH, seatsLeft: 1, viewer: { ...MATCH.viewer, joined: true } },
        }),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Unirme (4,00 €)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unirse al partido' });
    const pay = within(dialog).getByRole('button', { name: 'Pagar 4,00 €' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByText('Te has unido al partido. Plaza pagada.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/matches/m1/join'))).toBe(true);
  });

  it("shows the server's refusal (409) in the dialog and stays on the screen", async () => {
    matchesApi(
      [MATCH],
      http.post('/api/matches/m1/join', () =>
        refusal('Tu nivel está fuera del rango de este partido.', 409),
      ),
    );
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Unirme (4,00 €)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unirse al partido' });
    const pay = within(dialog).getByRole('button', { name: 'Pagar 4,00 €' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Tu nivel está fuera del rango de este partido.');
    expect(screen.getByRole('dialog', { name: 'Unirse al partido' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/matches');
  });

  it.each([
    [2.5, 'Tu nivel está fuera del rango de este partido.', 'Ver mi nivel'],
    [null, 'Necesitas un nivel en este deporte para unirte', 'Calcular mi nivel'],
  ])('with level %s, says why before paying and sends nothing', async (level, why, link) => {
    const calls = matchesApi([MATCH, { ...MATCH, _id: 'm2', seatsLeft: 0, status: 'full' }]);
    renderWithApp(() => <MatchesPage useMyLevel={() => () => level} />, {
      user: testUser(),
      path: '/matches',
    });
    const join = await screen.findByRole('button', { name: 'Unirme (4,00 €)' });
    expect(join).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apuntarme a la lista de espera' })).toBeDisabled();
    const reasons = screen.getAllByRole('status').filter((s) => s.textContent?.includes(why));
    expect(reasons).toHaveLength(2);
    const toTest = within(reasons[0]!).getByRole('link', { name: link });
    expect(toTest).toHaveAttribute('href', '/profile?tab=nivel');
    await userEvent.click(join);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('lets a member whose level fits join as before', async () => {
    matchesApi([MATCH]);
    renderWithApp(() => <MatchesPage useMyLevel={() => () => 3.5} />, {
      user: testUser(),
      path: '/matches',
    });
    expect(await screen.findByRole('button', { name: 'Unirme (4,00 €)' })).toBeEnabled();
    expect(screen.queryByText('Tu nivel está fuera del rango de este partido.')).toBeNull();
  });

  it('offers the seat list on a full match and lets a joined player leave', async () => {
    matchesApi([
      { ...MATCH, _id: 'm2', status: 'full', seatsLeft: 0 },
      {
        ...MATCH,
        _id: 'm3',
        court: { ...MATCH.court, name: 'Pádel 2' },
        viewer: { ...MATCH.viewer, joined: true },
      },
    ]);
    renderPage();
    expect(
      await screen.findByRole('button', { name: 'Apuntarme a la lista de espera' }),
    ).toBeVisible();
    expect(screen.getByText('Sin plazas libres')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dejar el partido' })).toBeEnabled();
  });

  it('opens one of my bookings as a match with seats, level range and note', async () => {
    const booking = testBooking('b9', 0, {
      courtId: { _id: 'c1', type: 'padel', name: 'Pádel 1' },
      dateBooked: '2030-11-24',
      timeBooked: '10:30 - 12:00',
      slots: ['10:30 - 12:00'],
      startsAt: '2030-11-24T09:30:00Z',
      endsAt: '2030-11-24T11:00:00Z',
    });
    const calls = matchesApi(
      [],
      http.get('/api/users/bookings', () =>
        HttpResponse.json<BookingsResponse>({ success: true, bookings: [booking] }),
      ),
      http.post('/api/matches', () =>
        HttpResponse.json<MatchResponse>(
          { success: true, message: 'Partido abierto publicado.', match: MATCH },
          { status: 201 },
        ),
      ),
    );
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir partido: Pádel 1, 10:30 - 12:00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abrir partido' });
    await userEvent.type(within(dialog).getByLabelText('Nivel mínimo'), '3');
    await userEvent.type(within(dialog).getByLabelText('Nota'), 'Amistoso');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar partido' }));
    expect(await screen.findByText('Partido abierto publicado.')).toBeVisible();
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/matches'));
    expect(await sent!.json()).toEqual({
      bookingId: 'b9',
      seats: 3,
      levelMin: 3,
      levelMax: null,
      note: 'Amistoso',
    });
  });
});

describe('CourtOpenMatches', () => {
  it("lists the court's matches with free seats under its schedule, and nothing otherwise", async () => {
    matchesApi([
      MATCH,
      { ...MATCH, _id: 'm2', court: { ...MATCH.court, _id: 'c2', name: 'Pádel 2' } },
    ]);
    renderWithApp(() => <CourtOpenMatches courtId="c1" />, { user: testUser(), path: '/x' });
    const section = await screen.findByRole('region', { name: 'Partidos abiertos en esta pista' });
    expect(within(section).getAllByText(/Quedan 2 plazas$/)).toHaveLength(1);
    expect(within(section).getByRole('link', { name: 'Ver partidos abiertos' })).toBeVisible();
  });
});

describe('MatchesPage in Catalan and English', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('lists the open matches in Catalan, euros as Catalans write them', async () => {
    await activateLanguage('ca');
    matchesApi([MATCH, { ...MATCH, _id: 'm2', seatsLeft: 1, status: 'open' }]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Partits oberts' })).toBeVisible();
    const [card] = await screen.findAllByRole('article', {
      name: 'Partit: Pàdel · Pádel 1, 10:30 - 12:00',
    });
    expect(within(card!).getByText('Nivell: 3.0–4.5')).toBeVisible();
    expect(within(card!).getByText('Queden 2 places')).toBeVisible();
    expect(within(card!).getByText('Organitza Marta')).toBeVisible();
    expect(within(card!).getByRole('button', { name: "Uneix-m'hi (4,00 €)" })).toBeEnabled();
    expect(screen.getByText('Queda 1 plaça')).toBeVisible();
    expect(screen.getByLabelText('El meu nivell')).toBeVisible();
  });

  it('lists the open matches in English, with British euros', async () => {
    await activateLanguage('en');
    matchesApi([{ ...MATCH, seatsLeft: 0, status: 'full' }]);
    renderPage();
    const card = await screen.findByRole('article', {
      name: 'Match: Padel · Pádel 1, 10:30 - 12:00',
    });
    expect(within(card).getByText('Full')).toBeVisible();
    expect(within(card).getByText('No places left')).toBeVisible();
    expect(within(card).getByText('Per place: €4.00')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Join the waiting list' })).toBeEnabled();
  });
});
