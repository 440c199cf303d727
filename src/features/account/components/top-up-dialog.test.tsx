import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { t } from '@/i18n/index.ts';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal, paymentsConfig } from '#tests/helpers/api-server.ts';
import type {
  SavedCard,
  SandboxConfirmResponse,
  ClientSecretResponse,
  SavedCardsResponse,
} from '@/api/payments.ts';
import { NEEDS_CONNECTION_KEY } from '@/lib/online.ts';
import { TopUpDialog } from './top-up-dialog.tsx';

const VISA: SavedCard = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 };

function setup({
  cards = [],
  confirm = () => HttpResponse.json<SandboxConfirmResponse>({ status: 'succeeded' }),
}: {
  cards?: SavedCard[];
  confirm?: () => Response;
} = {}) {
  const onClose = vi.fn();
  server.use(
    paymentsConfig(),
    http.get('/api/users/saved-cards', () => HttpResponse.json<SavedCardsResponse>({ cards })),
    http.post('/api/users/wallet/createPaymentIntent', () =>
      HttpResponse.json<ClientSecretResponse>({ clientSecret: 'pi_1_secret' }),
    ),
    http.post('/api/payments/sandbox/confirm', confirm),
  );
  const calls = recordRequests();
  renderWithApp(() => <TopUpDialog onClose={onClose} />, { user: testUser() });
  return { calls, onClose, user: userEvent.setup({ delay: null }) };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(await screen.findByLabelText('Número de tarjeta'), number);
  await user.type(screen.getByLabelText('Caducidad (MM/AA)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
}

async function bodiesOf(calls: Request[], path: string): Promise<unknown[]> {
  const matching = calls.filter((c) => new URL(c.url).pathname.endsWith(path));
  return Promise.all(matching.map((c) => c.json()));
}

describe('TopUpDialog', { timeout: 40_000 }, () => {
  it('starts at 10 € and refuses less than 10 € without asking the server', async () => {
    const { calls, user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Añadir saldo al monedero' });
    const amount = within(dialog).getByLabelText('Cantidad (€)');
    expect(amount).toHaveValue('10');
    await typeCard(user);
    await user.clear(amount);
    await user.type(amount, '9.99');
    await user.click(screen.getByRole('button', { name: 'Añadir saldo' }));
    expect(await screen.findByText('El ingreso mínimo es de 10€.')).toBeInTheDocument();
    expect(await bodiesOf(calls, 'createPaymentIntent')).toEqual([]);
  });

  it.each(['70,50', '70.50'])('reads %s as 70.5 € and tops up that much', async (typed) => {
    const { calls, user } = setup({ cards: [VISA] });
    const amount = await screen.findByLabelText('Cantidad (€)');
    await user.clear(amount);
    await user.type(amount, typed);
    expect(amount).toHaveValue('70,50');
    await user.click(screen.getByRole('button', { name: 'Añadir saldo' }));
    expect(await screen.findByText('Se han añadido 70.50€ a tu monedero.')).toBeInTheDocument();
    expect(await bodiesOf(calls, 'createPaymentIntent')).toEqual([
      { amount: 70.5, paymentMethodId: 'pm_1' },
    ]);
  });

  it('keeps Añadir saldo disabled until the new card is complete', async () => {
    const { user } = setup();
    const submit = await screen.findByRole('button', { name: 'Añadir saldo' });
    await screen.findByLabelText('Número de tarjeta');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Número de tarjeta'), '4242424242424242');
    await user.type(screen.getByLabelText('Caducidad (MM/AA)'), '1234');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('CVC'), '123');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('tops up with a new card and says how much was added', async () => {
    const { calls, onClose, user } = setup();
    await typeCard(user);
    const amount = screen.getByLabelText('Cantidad (€)');
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(screen.getByRole('button', { name: 'Añadir saldo' }));
    expect(await screen.findByText('Se han añadido 25€ a tu monedero.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(await bodiesOf(calls, 'createPaymentIntent')).toEqual([{ amount: 25 }]);
    expect(await bodiesOf(calls, 'sandbox/confirm')).toEqual([
      {
        clientSecret: 'pi_1_secret',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
        saveCard: true,
      },
    ]);
  });

  it("shows the gateway's refusal as 'Error: …' and stays open", async () => {
    const { onClose, user } = setup({
      confirm: () => refusal('Tu tarjeta ha sido rechazada.', 402),
    });
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Añadir saldo' }));
    expect(await screen.findByText('Error: Tu tarjeta ha sido rechazada.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows 'Error al procesar el pago.' when the server fails", async () => {
    const { user } = setup({
      confirm: () => refusal('boom', 500),
    });
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Añadir saldo' }));
    expect(await screen.findByText('Error al procesar el pago.')).toBeInTheDocument();
  });

  it('offers saved cards first and pays with the chosen one', async () => {
    const { calls, user } = setup({ cards: [VISA] });
    const saved = await screen.findByLabelText('VISA **** **** **** 4242 (04/2030)');
    expect(saved).toBeChecked();
    expect(screen.getByLabelText('Usar nueva tarjeta')).not.toBeChecked();
    // No card entry while a saved card is chosen; it appears for a new card.
    expect(screen.queryByLabelText('Número de tarjeta')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir saldo' }));
    expect(await screen.findByText('Se han añadido 10€ a tu monedero.')).toBeInTheDocument();
    expect(await bodiesOf(calls, 'createPaymentIntent')).toEqual([
      { amount: 10, paymentMethodId: 'pm_1' },
    ]);
    expect(await bodiesOf(calls, 'sandbox/confirm')).toEqual([
      { clientSecret: 'pi_1_secret', paymentMethodId: 'pm_1' },
    ]);
  });

  it('fails at once offline, saying a connection is needed, and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls, onClose, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Añadir saldo' }));
    // The toast (role alert), not only the button's tooltip.
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent?.includes(t(NEEDS_CONNECTION_KEY))),
      ).toBe(true),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the card entry when Usar nueva tarjeta is chosen', async () => {
    const { user } = setup({ cards: [VISA] });
    await user.click(await screen.findByLabelText('Usar nueva tarjeta'));
    expect(await screen.findByLabelText('Número de tarjeta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir saldo' })).toBeDisabled();
  });
});
