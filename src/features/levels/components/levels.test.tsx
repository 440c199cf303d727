import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { Booking } from '@/api/bookings.ts';
import type {
  BookingResultResponse,
  LevelAnswer,
  MatchResult,
  MyLevelsResponse,
  ResultAnswer,
  AdminResultsResponse,
} from '@/api/levels.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { AdminResultsPage } from './admin-results-page.tsx';
import { MatchResultCard } from './match-result-card.tsx';
import { MyLevels } from './my-levels.tsx';

const padelHistory: MyLevelsResponse = {
  success: true,
  sports: [
    {
      sport: 'padel',
      level: { level: 3.86, reliability: 'por resultados' },
      history: [
        {
          _id: 2,
          kind: 'resultado',
          before: 3.8,
          after: 3.86,
          reason: '+0.06: victoria 6-4 6-3 contra nivel medio 3.8',
          note: '',
          setBy: null,
          createdAt: '2026-11-20T19:00:00.000Z',
        },
      ],
    },
    { sport: 'tennis', level: null, history: [] },
  ],
};

async function bodyOf(calls: Request[], path: string): Promise<unknown> {
  const call = calls.find((c) => new URL(c.url).pathname.endsWith(path) && c.method !== 'GET');
  return call ? call.json() : undefined;
}

describe('MyLevels', { timeout: 40_000 }, () => {
  it('shows the level with why it moved, and the self-assessment where there is none', async () => {
    server.use(
      http.get('/api/levels/me', () => HttpResponse.json<MyLevelsResponse>(padelHistory)),
      http.post('/api/levels/self-assessment', () =>
        HttpResponse.json<LevelAnswer>(
          {
            success: true,
            message: 'Nivel guardado',
            level: { level: 3.5, reliability: 'autoevaluado' },
          },
          { status: 201 },
        ),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <MyLevels />, { user: testUser() });
    const padel = await screen.findByRole('region', { name: 'Nivel de padel' });
    expect(within(padel).getByTestId('level-badge')).toHaveTextContent(
      'Nivel 3.86 · por resultados',
    );
    expect(
      within(padel).getByText('+0.06: victoria 6-4 6-3 contra nivel medio 3.8'),
    ).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Autoevaluación de tennis' });
    expect(within(form).getByText('Calcula tu nivel de tenis')).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Guardar mi nivel' });
    expect(save).toBeDisabled();
    const groups = within(form).getAllByRole('radiogroup');
    expect(groups).toHaveLength(5);
    for (const group of groups) fireEvent.click(within(group).getAllByRole('radio')[2]!);
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(async () =>
      expect(await bodyOf(calls, 'levels/self-assessment')).toEqual({
        sport: 'tennis',
        answers: [2, 2, 2, 2, 2],
      }),
    );
  });
});

const players = [
  ['u1', 'Ana'],
  ['u2', 'Bea'],
  ['u3', 'Carla'],
  ['u4', 'Dani'],
].map(([id, name], index) => ({
  isMember: true,
  memberId: { _id: id!, name: name!, email: `${id}@x.es`, role: 'user-adult', image: null },
  nonMemberName: null,
  nonMemberEmail: null,
  name: name!,
  usedInvitation: false,
  isUca: false,
  amount: 5,
  amountPaid: 5,
  paymentStatus: 'P' as const,
  stripePaymentLinkUrl: null,
  index,
  familyRelation: null,
}));

const booking = {
  _id: 'b1',
  courtId: { _id: 'c1', type: 'padel', name: 'Pádel 1' },
  players,
} as unknown as Booking;

const pending: MatchResult = {
  _id: 'r1',
  bookingId: 'b1',
  sport: 'padel',
  sideA: [
    { _id: 'u1', name: 'Ana' },
    { _id: 'u2', name: 'Bea' },
  ],
  sideB: [
    { _id: 'u3', name: 'Carla' },
    { _id: 'u4', name: 'Dani' },
  ],
  sets: [
    [6, 4],
    [6, 3],
  ],
  status: 'pending',
  enteredBy: { _id: 'u1', name: 'Ana' },
  disputeReason: null,
  decisionNote: null,
  createdAt: '2026-11-21T09:00:00.000Z',
};

describe('MatchResultCard', { timeout: 40_000 }, () => {
  it('lets a player enter the score with their partner once the match ended', async () => {
    const answer: BookingResultResponse = {
      success: true,
      result: null,
      canEnter: true,
      canAnswer: false,
    };
    server.use(
      http.get('/api/results/booking/b1', () => HttpResponse.json<BookingResultResponse>(answer)),
      http.post('/api/results/booking/b1', () =>
        HttpResponse.json<ResultAnswer>(
          { success: true, message: 'Resultado registrado', result: pending },
          { status: 201 },
        ),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <MatchResultCard booking={booking} userId="u1" />, { user: testUser() });
    const card = await screen.findByRole('region', { name: 'Resultado' });
    const submit = within(card).getByRole('button', { name: 'Registrar resultado' });
    expect(submit).toBeDisabled();
    fireEvent.change(within(card).getByLabelText('Set 1: tus juegos'), { target: { value: '6' } });
    fireEvent.change(within(card).getByLabelText('Set 1: sus juegos'), { target: { value: '4' } });
    expect(within(card).getByText('Indica quién fue tu pareja')).toBeInTheDocument();
    await userEvent.click(within(card).getByLabelText('Tu pareja'));
    await userEvent.click(await screen.findByRole('option', { name: 'Bea', hidden: true }));
    fireEvent.change(within(card).getByLabelText('Set 2: tus juegos'), { target: { value: '6' } });
    fireEvent.change(within(card).getByLabelText('Set 2: sus juegos'), { target: { value: '3' } });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(async () =>
      expect(await bodyOf(calls, 'results/booking/b1')).toEqual({
        partnerId: 'u2',
        sets: [
          [6, 4],
          [6, 3],
        ],
      }),
    );
  });

  it('asks the other side to confirm or dispute, with a reason', async () => {
    server.use(
      http.get('/api/results/booking/b1', () =>
        HttpResponse.json<BookingResultResponse>({
          success: true,
          result: pending,
          canEnter: false,
          canAnswer: true,
        }),
      ),
      http.post('/api/results/r1/dispute', () =>
        HttpResponse.json<ResultAnswer>({
          success: true,
          message: 'Discutido',
          result: { ...pending, status: 'disputed' },
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <MatchResultCard booking={booking} userId="u3" />, { user: testUser() });
    const card = await screen.findByRole('region', { name: 'Resultado' });
    expect(within(card).getByText('6-4 6-3')).toBeInTheDocument();
    expect(within(card).getByText('Pendiente de confirmar')).toBeInTheDocument();
    expect(within(card).getByText('Ana y Bea contra Carla y Dani')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Confirmar resultado' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'No es correcto' }));
    fireEvent.change(within(card).getByLabelText('¿Qué no es correcto?'), {
      target: { value: 'Fue 6-4 4-6 10-8' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Enviar a la administración' }));
    await waitFor(async () =>
      expect(await bodyOf(calls, 'results/r1/dispute')).toEqual({ reason: 'Fue 6-4 4-6 10-8' }),
    );
  });
});

describe('AdminResultsPage', { timeout: 40_000 }, () => {
  it('decides a disputed result with a note', async () => {
    const disputed = { ...pending, status: 'disputed' as const, disputeReason: 'Fue 6-4 4-6 10-8' };
    server.use(
      http.get('/api/admin/results', () =>
        HttpResponse.json<AdminResultsResponse>({ success: true, results: [disputed] }),
      ),
      http.post('/api/admin/results/r1/decide', () =>
        HttpResponse.json<ResultAnswer>({
          success: true,
          message: 'Resultado anulado',
          result: { ...disputed, status: 'rejected' },
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <AdminResultsPage />, { user: testUser({ role: 'admin' }) });
    expect(await screen.findByText('Motivo: Fue 6-4 4-6 10-8')).toBeInTheDocument();
    const reject = screen.getByRole('button', { name: 'Anular' });
    expect(reject).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Nota de la decisión'), {
      target: { value: 'Que lo registren de nuevo' },
    });
    fireEvent.click(reject);
    await waitFor(async () =>
      expect(await bodyOf(calls, 'admin/results/r1/decide')).toEqual({
        decision: 'reject',
        note: 'Que lo registren de nuevo',
      }),
    );
  });
});

describe('MyLevels in Catalan and English', { timeout: 40_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('shows the level and the self-assessment in Catalan', async () => {
    await activateLanguage('ca');
    server.use(http.get('/api/levels/me', () => HttpResponse.json<MyLevelsResponse>(padelHistory)));
    renderWithApp(() => <MyLevels />, { user: testUser() });
    const padel = await screen.findByRole('region', { name: 'Nivell de pàdel' });
    expect(within(padel).getByRole('heading', { name: 'Pàdel' })).toBeVisible();
    const form = screen.getByRole('region', { name: 'Autoavaluació de tennis' });
    expect(within(form).getByText('Calcula el teu nivell de tennis')).toBeInTheDocument();
    expect(within(form).getByText('Quant de temps fa que jugues a tennis?')).toBeInTheDocument();
    expect(within(form).getAllByLabelText('Gairebé mai')).toHaveLength(1);
    expect(within(form).getByRole('button', { name: 'Desa el meu nivell' })).toBeDisabled();
  });

  it('shows the level in English', async () => {
    await activateLanguage('en');
    server.use(http.get('/api/levels/me', () => HttpResponse.json<MyLevelsResponse>(padelHistory)));
    renderWithApp(() => <MyLevels />, { user: testUser() });
    expect(await screen.findByRole('region', { name: 'Padel level' })).toBeVisible();
    expect(screen.getByText(/^Your level runs from 0.0 to 7.0/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Tennis self-assessment' })).toBeVisible();
  });
});
