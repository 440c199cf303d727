import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { CheckSessionResponse } from '@/api/payments.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { PaymentCancelPage } from './payment-cancel-page.tsx';
import { PaymentSuccessPage, playerLabel } from './payment-success-page.tsx';

const SESSION: CheckSessionResponse = {
  success: true,
  session: {
    customer_details: { name: 'Lucía Pérez', email: 'lucia@example.com' },
    amount_total: 1250,
  },
  booking: {
    _id: 'b1',
    dateBooked: '2026-11-28',
    timeBooked: '10:00 - 11:30',
    courtId: { _id: 'c1', type: 'padel', name: 'Pista 2' },
    players: [
      { isMember: true, memberId: { _id: 'u1', name: 'Sofía Socia' } },
      { isMember: true, memberId: null },
      { isMember: false, nonMemberName: 'Invitado Uno' },
      { isMember: false, nonMemberEmail: 'guest@example.com' },
      { isMember: false },
    ],
  },
};

describe('playerLabel', () => {
  it('names members, falls back to Jugador Socio, and guests by name, e-mail or N/A', () => {
    expect(SESSION.booking!.players.map(playerLabel)).toEqual([
      'Sofía Socia',
      'Jugador Socio',
      'Invitado Uno',
      'guest@example.com',
      'N/A',
    ]);
  });
});

describe('PaymentSuccessPage', { timeout: 40_000 }, () => {
  it('shows the payment and the booking read from the session', async () => {
    server.use(
      http.get('/api/users/booking/checkSession/cs_123', () =>
        HttpResponse.json<CheckSessionResponse>(SESSION),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <PaymentSuccessPage sessionId="cs_123" />, { path: '/success' });
    expect(await screen.findByRole('heading', { name: 'Pago Completado' })).toBeInTheDocument();
    const payment = screen.getByTestId('success-payment');
    expect(payment).toHaveTextContent('Nombre: Lucía Pérez');
    expect(payment).toHaveTextContent('Email: lucia@example.com');
    expect(payment).toHaveTextContent('Total pagado: 12,50 €');
    const booking = screen.getByTestId('success-booking');
    expect(booking).toHaveTextContent('sábado, 28 de noviembre de 2026');
    expect(booking).toHaveTextContent('Hora: 10:00 - 11:30');
    expect(booking).toHaveTextContent('PADEL - Pista 2');
    expect(booking).toHaveTextContent('Jugador Socio');
    expect(screen.getByText(/Bienvenido al club/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows N/A and no booking card when the session cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('/api/users/booking/checkSession/missing', () =>
        refusal('Sesión de pago no encontrada.', 404),
      ),
    );
    renderWithApp(() => <PaymentSuccessPage sessionId="missing" />, { path: '/success' });
    expect(await screen.findByRole('heading', { name: 'Pago Completado' })).toBeInTheDocument();
    const payment = screen.getByTestId('success-payment');
    expect(payment).toHaveTextContent('Nombre: N/A');
    expect(payment).toHaveTextContent('Email: N/A');
    expect(payment).toHaveTextContent('Total pagado: N/A');
    expect(screen.queryByTestId('success-booking')).not.toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('omits the booking card for a payment without a booking', async () => {
    server.use(
      http.get('/api/users/booking/checkSession/cs_9', () =>
        HttpResponse.json<CheckSessionResponse>({ ...SESSION, booking: null }),
      ),
    );
    renderWithApp(() => <PaymentSuccessPage sessionId="cs_9" />, { path: '/success' });
    expect(await screen.findByTestId('success-payment')).toHaveTextContent('Total pagado: 12,50 €');
    expect(screen.queryByTestId('success-booking')).not.toBeInTheDocument();
  });
});

describe('PaymentCancelPage', { timeout: 40_000 }, () => {
  it('explains, offers to try again from / and a way to contact the club', async () => {
    const { router } = renderWithApp(() => <PaymentCancelPage />, { path: '/cancel' });
    expect(await screen.findByRole('heading', { name: 'Pago Cancelado' })).toBeInTheDocument();
    expect(screen.getByText(/no se ha completado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Volver a Intentar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the payment pages in Catalan and English', { timeout: 40_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('shows the completed payment in Catalan', async () => {
    await activateLanguage('ca');
    server.use(
      http.get('/api/users/booking/checkSession/cs_ca', () =>
        HttpResponse.json<CheckSessionResponse>(SESSION),
      ),
    );
    renderWithApp(() => <PaymentSuccessPage sessionId="cs_ca" />, { path: '/success' });
    expect(await screen.findByRole('heading', { name: 'Pagament completat' })).toBeInTheDocument();
    const payment = screen.getByTestId('success-payment');
    expect(payment).toHaveTextContent('Nom: Lucía Pérez');
    expect(payment).toHaveTextContent('Total pagat: 12,50 €');
    const booking = screen.getByTestId('success-booking');
    expect(booking).toHaveTextContent('Jugadors:');
    expect(booking).toHaveTextContent('Jugador soci');
    expect(booking).toHaveTextContent('N/D');
  });

  it('explains the cancelled payment in English', async () => {
    await activateLanguage('en');
    renderWithApp(() => <PaymentCancelPage />, { path: '/cancel' });
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/nothing has been charged to your card/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeVisible();
  });
});
