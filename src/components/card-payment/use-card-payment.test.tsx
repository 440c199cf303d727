import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { recordRequests, server, paymentsConfig } from '#tests/helpers/api-server.ts';
import type { PaymentsConfigResponse, SandboxConfirmResponse } from '@/api/payments.ts';
import { useCardPayment, type CardResult, type PaymentMethodChoice } from './use-card-payment.tsx';

// A stand-in for Stripe.js: records how the card element is made and how payments are confirmed.
const fake = vi.hoisted(() => {
  const handlers: Record<string, (event: unknown) => void> = {};
  const element = {
    on: (event: string, handler: (e: unknown) => void) => {
      handlers[event] = handler;
      return element;
    },
    mount: () => {},
    destroy: () => {},
  };
  const elements = { create: (..._args: unknown[]) => element };
  const stripe = {
    elements: (..._args: unknown[]) => elements,
    confirmCardPayment: (..._args: unknown[]): Promise<unknown> => Promise.resolve({}),
    confirmCardSetup: (..._args: unknown[]): Promise<unknown> => Promise.resolve({}),
  };
  return { handlers, element, elements, stripe };
});
const loadStripe = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: (key: string) => {
    loadStripe.calls.push(key);
    return Promise.resolve(fake.stripe);
  },
}));

function describeResult(result: CardResult): string {
  if (result.ok) return 'pagado';
  return result.reason === 'provider' ? `proveedor: ${result.message}` : 'fallo';
}

function Harness({ mode, method }: { mode: 'payment' | 'setup'; method: PaymentMethodChoice }) {
  const payment = useCardPayment();
  const [outcome, setOutcome] = useState('');
  const confirm = mode === 'payment' ? payment.confirmPayment : payment.confirmSetup;
  return (
    <div>
      <p>{payment.gateway ?? 'sin pasarela'}</p>
      <p>{payment.providerReady ? 'listo' : 'cargando'}</p>
      <p>{payment.cardComplete ? 'tarjeta completa' : 'tarjeta incompleta'}</p>
      {payment.cardEntry}
      <button onClick={async () => setOutcome(describeResult(await confirm('cs_1', method)))}>
        Pagar
      </button>
      <output>{outcome}</output>
    </div>
  );
}

const NEW: PaymentMethodChoice = { kind: 'new', saveCard: true };

// The handlers are the fake element's, shared by every test: a test must never fire the one an
// earlier test's (unmounted) card field left behind.
beforeEach(() => {
  for (const event of Object.keys(fake.handlers)) delete fake.handlers[event];
});

/** Stripe's card element reports ready, once this render's card field has made it and listens. */
async function cardElementReady(): Promise<void> {
  await waitFor(() => expect(fake.handlers.ready).toBeDefined());
  act(() => fake.handlers.ready!({ elementType: 'card' }));
}

describe('useCardPayment with the Stripe gateway', { timeout: 40_000 }, () => {
  it('loads Stripe.js with the key, mounts a card element without postal code and pays', async () => {
    server.use(
      http.get('/api/payments/config', () =>
        HttpResponse.json<PaymentsConfigResponse>({
          gateway: 'stripe',
          publishableKey: 'pk_test_1',
        }),
      ),
    );
    const create = vi.spyOn(fake.elements, 'create');
    const confirm = vi
      .spyOn(fake.stripe, 'confirmCardPayment')
      .mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    renderWithApp(() => <Harness mode="payment" method={NEW} />);

    expect(await screen.findByText('listo')).toBeInTheDocument();
    expect(loadStripe.calls).toContain('pk_test_1');
    await waitFor(() => expect(create).toHaveBeenCalledWith('card', { hidePostalCode: true }));
    await cardElementReady();
    act(() => fake.handlers.change?.({ complete: true }));
    expect(screen.getByText('tarjeta completa')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('pagado')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('cs_1', {
      payment_method: { card: fake.element },
      setup_future_usage: 'off_session',
    });
  });

  it("passes on Stripe's own message when a card is refused", async () => {
    server.use(
      http.get('/api/payments/config', () =>
        HttpResponse.json<PaymentsConfigResponse>({
          gateway: 'stripe',
          publishableKey: 'pk_test_1',
        }),
      ),
    );
    vi.spyOn(fake.stripe, 'confirmCardPayment').mockResolvedValue({
      error: { type: 'card_error', message: 'Tu tarjeta ha sido rechazada.' },
    });
    renderWithApp(() => <Harness mode="payment" method={NEW} />);
    await screen.findByText('listo');
    await cardElementReady();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('proveedor: Tu tarjeta ha sido rechazada.')).toBeInTheDocument();
  });

  it('confirms a setup with a saved card by its id and needs status succeeded', async () => {
    server.use(
      http.get('/api/payments/config', () =>
        HttpResponse.json<PaymentsConfigResponse>({
          gateway: 'stripe',
          publishableKey: 'pk_test_1',
        }),
      ),
    );
    const setup = vi
      .spyOn(fake.stripe, 'confirmCardSetup')
      .mockResolvedValue({ setupIntent: { status: 'processing' } });
    renderWithApp(() => <Harness mode="setup" method={{ kind: 'saved', id: 'pm_9' }} />);
    await screen.findByText('listo');
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('fallo')).toBeInTheDocument();
    expect(setup).toHaveBeenCalledWith('cs_1', { payment_method: 'pm_9' });
  });
});

describe('useCardPayment with the sandbox gateway', { timeout: 40_000 }, () => {
  it('shows the sandbox card form and never loads Stripe.js', async () => {
    const before = loadStripe.calls.length;
    server.use(
      paymentsConfig(),
      http.post('/api/payments/sandbox/confirm', () =>
        HttpResponse.json<SandboxConfirmResponse>({ status: 'succeeded' }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <Harness mode="setup" method={NEW} />);
    expect(await screen.findByText('sandbox')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Número de tarjeta'), '4242424242424242');
    await user.type(screen.getByLabelText('Caducidad (MM/AA)'), '0130');
    await user.type(screen.getByLabelText('CVC'), '321');
    expect(await screen.findByText('tarjeta completa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('pagado')).toBeInTheDocument();
    const confirm = calls.find((c) => c.url.endsWith('/payments/sandbox/confirm'));
    expect(await confirm!.json()).toEqual({
      clientSecret: 'cs_1',
      card: { number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '321' },
      saveCard: true,
    });
    expect(loadStripe.calls.length).toBe(before);
  });
});
