import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { t } from '@/i18n/index.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { MessageResponse } from '@/api/common.ts';
import type { MyAccessResponse } from '@/api/door.ts';
import { ACCESS_ALLOWED, ACCESS_REFUSED, AccessPage, NO_COMING_BOOKING } from './access-page.tsx';
import { UNLOCK_SUCCESS } from './door-button.tsx';
import { resetPress } from '../press.ts';

/** The spec's refusal at the door, in Spanish (the tests' language). */
const DOOR_NOT_ALLOWED_MESSAGE =
  'No tienes acceso: necesitas una membresía activa o una reserva en curso o que empiece en los próximos 30 minutos.';

function answer(overrides: Partial<MyAccessResponse>): MyAccessResponse {
  return {
    success: true,
    allowed: false,
    reason: DOOR_NOT_ALLOWED_MESSAGE,
    window: null,
    nextWindow: null,
    history: [],
    ...overrides,
  };
}

function renderAccess() {
  renderWithApp(() => <AccessPage onSessionLost={vi.fn()} />, {
    user: testUser(),
    path: '/access',
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  resetPress();
});

describe('AccessPage', { timeout: 20_000 }, () => {
  it('tells a non-member with no booking why the door stays shut and what to do', async () => {
    server.use(http.get('/api/access/me', () => HttpResponse.json<MyAccessResponse>(answer({}))));
    renderAccess();
    const state = await screen.findByRole('alert');
    expect(state).toHaveTextContent(t(ACCESS_REFUSED));
    expect(state).toHaveTextContent(DOOR_NOT_ALLOWED_MESSAGE);
    expect(state).toHaveTextContent(t(NO_COMING_BOOKING));
    expect(within(state).getByRole('link', { name: 'Reservar pista' })).toHaveAttribute(
      'href',
      '/courts',
    );
    expect(within(state).getByRole('link', { name: 'Hazte Socio' })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(screen.getByText('Todavía no has intentado abrir la puerta.')).toBeInTheDocument();
  });

  it('says when the next booking opens the door, on the club clock', async () => {
    const nextWindow = {
      bookingId: 'b1',
      courtName: 'Pista Central',
      opensAt: '2026-03-03T17:30:00Z',
      closesAt: '2026-03-03T19:00:00Z',
    };
    server.use(
      http.get('/api/access/me', () => HttpResponse.json<MyAccessResponse>(answer({ nextWindow }))),
    );
    renderAccess();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La puerta se abrirá para tu reserva en Pista Central el martes, 3 de marzo de 2026 a las 18:30.',
    );
    expect(screen.queryByRole('link', { name: 'Reservar pista' })).toBeNull();
  });

  it('lets a member open, then shows the new press in their entries', async () => {
    const entry = {
      _id: 'l1',
      doorId: 'main',
      result: 'opened' as const,
      reason: 'Socio activo.',
      createdAt: '2026-03-02T09:15:00Z',
    };
    let pressed = false;
    server.use(
      http.get('/api/access/me', () =>
        HttpResponse.json<MyAccessResponse>(
          answer({ allowed: true, reason: 'Socio activo.', history: pressed ? [entry] : [] }),
        ),
      ),
      http.post('/api/access/doors/unlock', () => {
        pressed = true;
        return HttpResponse.json<MessageResponse>({ success: true, message: UNLOCK_SUCCESS });
      }),
    );
    const calls = recordRequests();
    renderAccess();
    expect(await screen.findByText(t(ACCESS_ALLOWED))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir puerta' }));
    expect(await screen.findByText(t(UNLOCK_SUCCESS))).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mis entradas' });
    expect(within(table).getByText('02/03/2026 10:15')).toBeInTheDocument();
    expect(within(table).getByText('Abierta')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
