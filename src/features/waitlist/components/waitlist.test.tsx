import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type {
  WaitlistEntry,
  WaitlistEntryResponse,
  WaitlistEntriesResponse,
} from '@/api/waitlist.ts';
import type { MessageResponse } from '@/api/common.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { JoinWaitlistButton } from './join-waitlist-button.tsx';
import { MyWaitlist } from './my-waitlist.tsx';

const COURT = '00000000-0000-4000-8000-000000000001';
const user = testUser();

function entry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    _id: '00000000-0000-4000-8000-0000000000e1',
    courtId: COURT,
    courtName: 'Pádel 1',
    courtType: 'padel',
    dateBooked: '2026-11-23',
    slots: ['10:30 - 12:00'],
    startsAt: '2026-11-23T09:30:00.000Z',
    status: 'waiting',
    position: 2,
    refusal: null,
    bookingId: null,
    holdExpiresAt: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

describe('JoinWaitlistButton', { timeout: 20_000 }, () => {
  it('joins the line of a taken slot and then says the member is in it', async () => {
    let entries: WaitlistEntry[] = [];
    server.use(
      http.get('/api/waitlist/mine', () =>
        HttpResponse.json<WaitlistEntriesResponse>({ success: true, entries }),
      ),
      http.post('/api/waitlist', () => {
        const joined = entry({ position: 1 });
        entries = [joined];
        return HttpResponse.json<WaitlistEntryResponse>(
          {
            success: true,
            message: 'Te avisaremos si se libera. Si puedes reservarla, la reservaremos por ti.',
            entry: joined,
          },
          { status: 201 },
        );
      }),
    );
    const calls = recordRequests();
    renderWithApp(
      () => <JoinWaitlistButton courtId={COURT} date="2026-11-23" slot="10:30 - 12:00" />,
      { user, path: '/courts' },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Avísame si se libera (10:30 - 12:00)' }),
    );
    expect(
      await screen.findByText(
        'Te avisaremos si se libera. Si puedes reservarla, la reservaremos por ti.',
      ),
    ).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Estás en la lista de espera (10:30 - 12:00)' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await post.json()).toEqual({
      courtId: COURT,
      dateBooked: '2026-11-23',
      timeBooked: ['10:30 - 12:00'],
    });
  });

  it('shows the server’s refusal', async () => {
    server.use(
      http.get('/api/waitlist/mine', () =>
        HttpResponse.json<WaitlistEntriesResponse>({ success: true, entries: [] }),
      ),
      http.post('/api/waitlist', () =>
        refusal('Este horario está libre: puedes reservarlo directamente.', 409),
      ),
    );
    renderWithApp(
      () => <JoinWaitlistButton courtId={COURT} date="2026-11-23" slot="10:30 - 12:00" />,
      { user, path: '/courts' },
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Avísame si se libera/ }));
    expect(
      await screen.findByText('Este horario está libre: puedes reservarlo directamente.'),
    ).toBeVisible();
  });
});

describe('MyWaitlist', { timeout: 20_000 }, () => {
  it('lists the member’s places with their position and refusal, and leaves one', async () => {
    let entries = [entry({ refusal: 'No puedes hacer más de 2 reservas en un mismo día.' })];
    server.use(
      http.get('/api/waitlist/mine', () =>
        HttpResponse.json<WaitlistEntriesResponse>({ success: true, entries }),
      ),
      http.delete(`/api/waitlist/${entries[0]!._id}`, () => {
        entries = [];
        return HttpResponse.json<MessageResponse>({
          success: true,
          message: 'Has salido de la lista de espera.',
        });
      }),
    );
    const calls = recordRequests();
    renderWithApp(() => <MyWaitlist />, { user, path: '/bookings' });
    const card = await screen.findByRole('listitem', { name: 'Lista de espera: PADEL - Pádel 1' });
    expect(within(card).getByText('Puesto 2')).toBeVisible();
    expect(
      within(card).getByText(
        'No pudimos reservarla: No puedes hacer más de 2 reservas en un mismo día.',
      ),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Salir de la lista' }));
    expect(await screen.findByText('Has salido de la lista de espera.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('shows nothing when the member waits for nothing', async () => {
    server.use(
      http.get('/api/waitlist/mine', () =>
        HttpResponse.json<WaitlistEntriesResponse>({ success: true, entries: [] }),
      ),
    );
    renderWithApp(() => <MyWaitlist />, { user, path: '/bookings' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'Listas de espera' })).toBeNull();
  });
});

describe('MyWaitlist in Catalan', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it("shows the member's lines, the day and a held slot in Catalan", async () => {
    await activateLanguage('ca');
    const held = entry({
      _id: '00000000-0000-4000-8000-0000000000e2',
      status: 'held',
      position: null,
      holdExpiresAt: '2026-11-23T09:15:00.000Z',
    });
    server.use(
      http.get('/api/waitlist/mine', () =>
        HttpResponse.json<WaitlistEntriesResponse>({ success: true, entries: [entry(), held] }),
      ),
    );
    renderWithApp(() => <MyWaitlist />, { user, path: '/bookings' });
    expect(await screen.findByRole('heading', { name: "Llistes d'espera" })).toBeVisible();
    const [waiting, kept] = screen.getAllByRole('listitem', {
      name: "Llista d'espera: PADEL - Pádel 1",
    });
    expect(within(waiting!).getByText('dilluns, 23 de novembre del 2026')).toBeVisible();
    expect(within(waiting!).getByText('Posició 2')).toBeVisible();
    expect(within(waiting!).getByRole('button', { name: 'Surt de la llista' })).toBeVisible();
    expect(
      within(kept!).getByText(
        "Reservada per a tu fins a les 10:15: paga-la des de l'horari de la pista.",
      ),
    ).toBeVisible();
    expect(within(kept!).getByText('Pendent de pagament')).toBeVisible();
  });
});
