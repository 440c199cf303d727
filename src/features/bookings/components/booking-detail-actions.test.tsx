import { http, HttpResponse, type HttpHandler } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PacksResponse } from '@/api/packs.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { testBooking, testPlayer } from '#tests/helpers/booking-cards.ts';
import {
  recordRequests,
  server,
  refusal,
  paymentsConfig,
  wallet,
  savedCards,
} from '#tests/helpers/api-server.ts';
import type { ClientSecretResponse } from '@/api/common.ts';
import type {
  Booking,
  BookingHistoryResponse,
  BookingResponse,
  UsersListResponse,
} from '@/api/bookings.ts';
import type {
  InvitationsResponse,
  PayWithWalletResponse,
  PaymentLinkResponse,
} from '@/api/booking-detail.ts';
import type { WeatherResponse } from '@/api/courts.ts';
import type { SandboxConfirmResponse, SavedCardsResponse } from '@/api/payments.ts';
import { BookingDetailPage } from './booking-detail-page.tsx';

const ana = testPlayer({
  index: 1,
  memberId: {
    _id: 'u2',
    name: 'Ana Socia',
    email: 'ana@club.local',
    role: 'user-adult',
    image: null,
  },
  amount: 6,
});
const guest = testPlayer({
  index: 2,
  isMember: false,
  memberId: null,
  nonMemberName: 'Luis Invitado',
  nonMemberEmail: 'luis@mail.es',
  amount: 6,
});

/** Started half an hour ago (payments are open), 18 € among three players. */
function started(overrides: Partial<Booking> = {}): Booking {
  return testBooking('b1', -0.5, {
    totalAmount: 18,
    totalDue: 18,
    players: [testPlayer({ amount: 6 }), ana, guest],
    ...overrides,
  });
}

function serve(booking: Booking, ...extra: HttpHandler[]) {
  server.use(
    ...extra,
    http.get('/api/users/booking/b1', () =>
      HttpResponse.json<BookingResponse>({ success: true, booking, msg: '' }),
    ),
    http.get('/api/users/booking/b1/history', () =>
      HttpResponse.json<BookingHistoryResponse>({ success: true, history: [] }),
    ),
    http.post('/api/weather', () => HttpResponse.json<WeatherResponse>([])),
    // The payment dialog offers packs too: none here.
    http.get('/api/packs', () =>
      HttpResponse.json<PacksResponse>({ success: true, types: [], packs: [] }),
    ),
    wallet(20),
    savedCards(),
    paymentsConfig(),
    http.get('/api/users/all', () =>
      HttpResponse.json<UsersListResponse>({
        success: true,
        users: [
          { _id: 'u2', name: 'Ana Socia', email: 'ana@club.local', role: 'user-adult' },
          { _id: 'u3', name: 'Pedro Socio', email: 'pedro@club.local', role: 'user-adult' },
        ],
      }),
    ),
    http.get('/api/users/invitations', () =>
      HttpResponse.json<InvitationsResponse>({
        success: true,
        invitationsUsed: 0,
        invitationsLeft: 2,
      }),
    ),
  );
  return recordRequests();
}

const renderPage = (user = testUser()) =>
  renderWithApp(() => <BookingDetailPage bookingId="b1" />, { user, path: '/bookings/b1' });

const playerCard = async (name: string) =>
  (await screen.findAllByTestId('player-card')).find((c) => c.getAttribute('aria-label') === name)!;

describe('BookingDetailPage actions', { timeout: 30_000 }, () => {
  it('pays the own part from the wallet once the booking has started', async () => {
    const paid = started({
      paymentStatus: 'S',
      totalDue: 12,
      players: [testPlayer({ amount: 6, amountPaid: 6, paymentStatus: 'P' }), ana, guest],
    });
    let current = started();
    const calls = serve(
      current,
      http.get('/api/users/booking/b1', () =>
        HttpResponse.json<BookingResponse>({ success: true, booking: current, msg: '' }),
      ),
      http.post('/api/users/booking/payWithWallet', () => {
        current = paid;
        return HttpResponse.json<PayWithWalletResponse>({
          success: true,
          message: 'Has pagado tu parte de la reserva.',
          walletUsed: 6,
          booking: paid,
        });
      }),
    );
    renderPage();
    const own = await playerCard('Sofía Socia');
    // Only the player's own part is offered to them; Ana pays hers.
    expect(
      within(await playerCard('Ana Socia')).queryByRole('button', { name: /Pagar/ }),
    ).toBeNull();
    await userEvent.click(within(own).getByRole('button', { name: 'Pagar mi parte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar parte de la reserva' });
    expect(await within(dialog).findByLabelText('Monedero (saldo: 20,00 €)')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pagar 6,00 €' }));
    expect(await screen.findByText('Has pagado tu parte de la reserva.')).toBeInTheDocument();
    const request = calls.find((c) => c.url.endsWith('/users/booking/payWithWallet'))!;
    expect(await request.json()).toEqual({ bookingId: 'b1', playerIndex: 0 });
    const details = screen.getByRole('region', { name: 'Detalles de la Reserva' });
    expect(await within(details).findByText('Pago Parcial')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('pays the total with a saved card, and says when the card is declined', async () => {
    let declined = true;
    const calls = serve(
      started(),
      wallet(0),
      http.get('/api/users/saved-cards', () =>
        HttpResponse.json<SavedCardsResponse>({
          cards: [{ id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }],
        }),
      ),
      http.post('/api/users/booking/createPaymentIntent', () =>
        HttpResponse.json<ClientSecretResponse>({ clientSecret: 'pi_1_secret' }),
      ),
      http.post('/api/payments/sandbox/confirm', () =>
        declined
          ? refusal('Tu tarjeta ha sido rechazada.', 402)
          : HttpResponse.json<SandboxConfirmResponse>({ status: 'succeeded' }),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar Total' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar el total de la reserva' });
    // The wallet is short, so the card is chosen.
    expect(await within(dialog).findByLabelText('Tarjeta')).toBeChecked();
    const pay = within(dialog).getByRole('button', { name: 'Pagar 18,00 €' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(
      await screen.findByText('Error al procesar la tarjeta: Tu tarjeta ha sido rechazada.'),
    ).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    declined = false;
    await userEvent.click(pay);
    expect(await screen.findByText('Has pagado el total de la reserva.')).toBeInTheDocument();
    const intents = calls.filter((c) => c.url.endsWith('/users/booking/createPaymentIntent'));
    expect(await intents[1]!.json()).toEqual({
      bookingId: 'b1',
      playerIndex: null,
      saveCard: false,
      paymentMethodId: 'pm_1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers payment only from the start, and pays the total for the booker', async () => {
    serve(started({ startsAt: new Date(Date.now() + 3_600_000).toISOString() }));
    renderPage();
    const payOwn = within(await playerCard('Sofía Socia')).getByRole('button', {
      name: 'Pagar mi parte',
    });
    expect(payOwn).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pagar Total' })).toBeDisabled();
    expect(
      screen.getByText('El pago estará disponible a partir de la hora de inicio de la reserva.'),
    ).toBeInTheDocument();
  });

  it('sends the wallet short to the profile to top up, and refuses a card under 5 €', async () => {
    serve(started({ totalDue: 18 }), wallet(2));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar Total' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar el total de la reserva' });
    await userEvent.click(await within(dialog).findByLabelText('Monedero (saldo: 2,00 €)'));
    expect(within(dialog).getByText(/Saldo insuficiente en el monedero\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Recarga tu monedero' })).toHaveAttribute(
      'href',
      '/profile?tab=monedero',
    );
    expect(within(dialog).getByRole('button', { name: 'Pagar 18,00 €' })).toBeDisabled();
  });

  it('generates a guest payment link, then shares it by WhatsApp, e-mail and copy', async () => {
    const url = 'http://club.local/pay/abc';
    const linked = started({
      players: [testPlayer({ amount: 6 }), ana, { ...guest, stripePaymentLinkUrl: url }],
    });
    const calls = serve(
      started(),
      http.post('/api/users/booking/createPaymentLink', () =>
        HttpResponse.json<PaymentLinkResponse>({ success: true, url, booking: linked }),
      ),
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderPage();
    await userEvent.click(
      within(await playerCard('Luis Invitado')).getByRole('button', {
        name: 'Generar enlace de pago',
      }),
    );
    expect(await screen.findByText('Enlace de pago generado.')).toBeInTheDocument();
    const request = calls.find((c) => c.url.endsWith('/users/booking/createPaymentLink'))!;
    expect(await request.json()).toEqual({ bookingId: 'b1', playerIndex: 2 });

    const luis = await playerCard('Luis Invitado');
    const whatsapp = await within(luis).findByRole('link', { name: 'WhatsApp' });
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain(url);
    const mail = within(luis).getByRole('link', { name: 'Email' }).getAttribute('href')!;
    expect(mail.startsWith('mailto:luis%40mail.es?')).toBe(true);
    expect(decodeURIComponent(mail)).toContain(url);
    await userEvent.click(within(luis).getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Enlace copiado al portapapeles.')).toBeInTheDocument();
  });

  it('adds a player with every validation message first, then saves the whole list', async () => {
    const future = testBooking('b1', 48, {
      players: [testPlayer({ amount: 6 })],
      totalAmount: 6,
      totalDue: 6,
    });
    const withPedro = {
      ...future,
      players: [
        ...future.players,
        testPlayer({
          index: 1,
          memberId: {
            _id: 'u3',
            name: 'Pedro Socio',
            email: 'p@club.local',
            role: 'user-adult',
            image: null,
          },
        }),
      ],
    };
    const calls = serve(
      future,
      http.put('/api/users/booking/b1', () =>
        HttpResponse.json<BookingResponse>({ success: true, booking: withPedro, msg: '' }),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir Jugador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir Jugador' });
    const add = within(dialog).getByRole('button', { name: 'Añadir' });

    await userEvent.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Selecciona un socio válido.');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'No socio' }));
    await userEvent.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Proporciona al menos un nombre o un email válido para el jugador no socio.',
    );

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Familiar' }));
    await userEvent.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Proporciona al menos el nombre de tu familiar.',
    );
    await userEvent.type(within(dialog).getByLabelText('Nombre'), 'Lucía');
    await userEvent.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Por favor añade la relación familiar.',
    );
    await userEvent.click(within(dialog).getByLabelText('Hijo/a menor de 25 años'));
    await userEvent.clear(within(dialog).getByLabelText('Fecha de nacimiento'));
    await userEvent.paste('01/01/1990');
    await userEvent.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Por favor añade la relación familiar.',
    );

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Socio' }));
    const select = within(dialog).getByRole('combobox', { name: 'Socio' });
    // Members already in the booking are not offered.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['-- Selecciona un socio --', 'Ana Socia', 'Pedro Socio']),
    );
    await userEvent.selectOptions(select, 'Pedro Socio');
    await userEvent.click(add);
    expect(await screen.findByText('Jugador añadido y guardado exitosamente.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect((await put.json()).players).toEqual([
      expect.objectContaining({ index: 0, isMember: true, memberId: 'u1' }),
      expect.objectContaining({ isMember: true, memberId: 'u3', isFamily: false }),
    ]);
    expect(await playerCard('Pedro Socio')).toBeInTheDocument();
  });

  it('removes a player but never the booker, with the spec texts', async () => {
    const future = testBooking('b1', 48, {
      players: [testPlayer({ amount: 6 }), ana],
      totalAmount: 12,
      totalDue: 12,
    });
    const calls = serve(
      future,
      http.put('/api/users/booking/b1', () => HttpResponse.json({}, { status: 500 })),
    );
    renderPage();
    expect(
      within(await playerCard('Sofía Socia')).queryByRole('button', { name: 'Eliminar' }),
    ).toBeNull();
    await userEvent.click(
      within(await playerCard('Ana Socia')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(
      await screen.findByText('No se pudo actualizar la reserva en el servidor.'),
    ).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect((await put.json()).players).toEqual([
      expect.objectContaining({ index: 0, memberId: 'u1' }),
    ]);
  });

  it('says offline that every action needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve(started());
    renderPage();
    expect(await screen.findByRole('button', { name: 'Pagar Total' })).toBeDisabled();
    const pay = within(await playerCard('Sofía Socia')).getByRole('button', {
      name: 'Pagar mi parte',
    });
    expect(pay).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar Reserva' })).toBeDisabled();
    expect(
      within(await playerCard('Luis Invitado')).getByRole('button', {
        name: 'Generar enlace de pago',
      }),
    ).toBeDisabled();
  });
});
