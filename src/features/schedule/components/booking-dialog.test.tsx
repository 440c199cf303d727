import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testUser } from '#tests/helpers/schedule-user.ts';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { Court } from '@/api/courts.ts';
import type { User } from '@/api/users.ts';
import type { UsersListResponse } from '@/api/bookings.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { BookingDialog, type BookingDialogProps } from './booking-dialog.tsx';
import type { GuestCardPayment } from './card-payment-slot.ts';

const tennis: Court = {
  _id: 'c1',
  name: 'Tenis 1',
  type: 'tennis',
  image: null,
  costs: { nonMember: 8, uca: 5 },
  maxDaysInAdvance: { member: 7, nonMember: 2 },
  maxBookingsPerWeek: { member: 6, nonMember: 1 },
  blockedTimes: [],
  openingTime: '08:00',
  closingTime: '22:00',
  slotMinutes: 60,
};
const padel: Court = {
  ...tennis,
  _id: 'c2',
  name: 'Pádel 1',
  type: 'padel',
  costs: { nonMember: 6, uca: 4 },
};

const payment: GuestCardPayment = {
  providerReady: true,
  cardComplete: true,
  cardEntry: <p>Entrada de tarjeta</p>,
  pay: async () => ({ ok: true }),
};
function FakeCard({ children }: { children: (payment: GuestCardPayment) => ReactNode }) {
  return children(payment);
}

function renderDialog(user: User, court: Court, overrides: Partial<BookingDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancelBooking = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MantineProvider>
        <Notifications />
        <BookingDialog
          opened
          mode="confirm"
          court={court}
          user={user}
          date="2026-11-25"
          slot="18:00 - 19:00"
          busy={false}
          CardPayment={FakeCard}
          onClose={onClose}
          onConfirm={onConfirm}
          onCancelBooking={onCancelBooking}
          {...overrides}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onConfirm, onCancelBooking, onClose };
}

const leagueUser = testUser({ id: 'u-j', name: 'Javier Joven', role: 'user-youth', league: true });

describe('BookingDialog', { timeout: 40_000 }, () => {
  it('a league match needs a rival from the league list, fetched once when ticked', async () => {
    server.use(
      http.get('/api/users/all', () =>
        HttpResponse.json<UsersListResponse>({
          success: true,
          users: [
            { _id: 'u-j', name: 'Javier Joven', email: 'j@club.local', role: 'user-youth' },
            { _id: 'u-v', name: 'Valeria VIP', email: 'v@club.local', role: 'vip' },
          ],
        }),
      ),
    );
    const calls = recordRequests();
    const { onConfirm } = renderDialog(leagueUser, tennis);
    expect(screen.getByText('Confirmación de Reserva')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByLabelText('¿Es un partido de liga?'));
    const rival = screen.getByLabelText('Jugador rival');
    expect(rival).toHaveValue('');
    expect(screen.getByRole('option', { name: '-- Selecciona un jugador --' })).toBeInTheDocument();
    // The booker is not offered as their own rival.
    expect(await screen.findByRole('option', { name: 'Valeria VIP' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Javier Joven' })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['http://localhost:3000/api/users/all?league=true']);

    await userEvent.click(screen.getByRole('button', { name: 'Sí, Confirmar' }));
    expect(await screen.findByText('Selecciona un jugador rival.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.selectOptions(rival, 'u-v');
    await userEvent.click(screen.getByRole('button', { name: 'Sí, Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith({ isLeagueMatch: true, rivalId: 'u-v', payment: null });

    // Unticking and ticking again does not ask the server twice.
    await userEvent.click(screen.getByLabelText('¿Es un partido de liga?'));
    await userEvent.click(screen.getByLabelText('¿Es un partido de liga?'));
    await waitFor(() => expect(screen.getByLabelText('Jugador rival')).toBeInTheDocument());
    expect(calls).toHaveLength(1);
  });

  it('offers no league box on padel or to players outside the league', () => {
    renderDialog(leagueUser, padel);
    renderDialog(testUser({ league: false }), tennis);
    expect(screen.getAllByText('Confirmación de Reserva')).toHaveLength(2);
    expect(screen.queryByLabelText('¿Es un partido de liga?')).toBeNull();
  });

  it('asks guests to pay the whole court by card before confirming', async () => {
    const { onConfirm } = renderDialog(testUser({ role: 'guess' }), padel);
    expect(
      screen.getByText(
        'Como invitado, debes pagar la totalidad de la pista para confirmar tu reserva.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Total: 24,00 €')).toBeInTheDocument();
    expect(screen.getByText('Entrada de tarjeta')).toBeInTheDocument();
    expect(screen.queryByText('Pagarás más tarde, desde la página de la reserva.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sí, Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith({ isLeagueMatch: false, rivalId: null, payment });
  });

  it("shows a member the court's price, paid later from the booking's page", async () => {
    const { onConfirm } = renderDialog(testUser(), padel);
    // Padel: 4 players × 4,00 € (costs.uca) for one slot, what the server records as totalAmount.
    expect(screen.getByText('Total: 16,00 €')).toBeVisible();
    expect(screen.getByText('Pagarás más tarde, desde la página de la reserva.')).toBeVisible();
    expect(screen.queryByText(/Como invitado/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sí, Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith({ isLeagueMatch: false, rivalId: null, payment: null });
  });

  it('members confirm without a card; the cancel mode has its own title and button', async () => {
    const { onCancelBooking, onClose } = renderDialog(testUser(), tennis, { mode: 'cancel' });
    expect(screen.getByText('Confirmación de Cancelación')).toBeInTheDocument();
    expect(screen.queryByText(/Como invitado/)).toBeNull();
    expect(screen.queryByText(/^Total:/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sí, Cancelar' }));
    expect(onCancelBooking).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'No, Volver' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a spinner while busy', () => {
    renderDialog(testUser(), tennis, { busy: true });
    expect(screen.getByRole('button', { name: 'Sí, Confirmar' })).toHaveAttribute(
      'data-loading',
      'true',
    );
  });

  describe('in Catalan and English', () => {
    afterEach(() => activateLanguage('es'));

    it('confirms a booking in Catalan: the date, the price and the buttons in Catalan', async () => {
      await activateLanguage('ca');
      const { onConfirm } = renderDialog(testUser(), padel);
      expect(screen.getByText('Confirmació de la reserva')).toBeInTheDocument();
      expect(screen.getByText('dimecres, 25 de novembre del 2026')).toBeVisible();
      expect(screen.getByText('Hora: 18:00 - 19:00')).toBeVisible();
      expect(screen.getByText('Total: 16,00 €')).toBeVisible();
      expect(screen.getByText('Pagaràs més tard, des de la pàgina de la reserva.')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Sí, confirma' }));
      expect(onConfirm).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'No, torna' })).toBeInTheDocument();
    });

    it('asks a guest to pay first in English, with euros written the British way', async () => {
      await activateLanguage('en');
      renderDialog(testUser({ role: 'guess' }), padel);
      expect(screen.getByText('Confirm your booking')).toBeInTheDocument();
      expect(screen.getByText('Wednesday, 25 November 2026')).toBeVisible();
      expect(screen.getByText('Time: 18:00 - 19:00')).toBeVisible();
      expect(screen.getByText('Total: €24.00')).toBeVisible();
      expect(
        screen.getByText('As a guest, you must pay for the whole court to confirm your booking.'),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Yes, confirm' })).toBeInTheDocument();
    });
  });
});
