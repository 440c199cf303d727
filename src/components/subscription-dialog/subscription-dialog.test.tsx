import { activateLanguage, t } from '@/i18n/index.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import {
  recordRequests,
  server,
  refusal,
  currentUser,
  paymentsConfig,
} from '#tests/helpers/api-server.ts';
import type { SavedCard, SandboxConfirmResponse, SavedCardsResponse } from '@/api/payments.ts';
import {
  SUBSCRIPTION_MESSAGES,
  SubscriptionDialog,
  setupBannerText,
  subscriptionSubmitProblem,
  type SubscriptionDialogProps,
} from './subscription-dialog.tsx';

const VISA: SavedCard = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 };

function setup(
  props: Partial<SubscriptionDialogProps> = {},
  {
    cards = [VISA],
    confirm = () => HttpResponse.json<SandboxConfirmResponse>({ status: 'succeeded' }),
  }: { cards?: SavedCard[]; confirm?: () => Response } = {},
) {
  const onClose = vi.fn();
  server.use(
    // A paid membership reloads the signed-in user.
    ...currentUser(testUser()),
    paymentsConfig(),
    http.get('/api/users/saved-cards', () => HttpResponse.json<SavedCardsResponse>({ cards })),
    http.post('/api/payments/sandbox/confirm', confirm),
  );
  const calls = recordRequests();
  renderWithApp(
    () => (
      <SubscriptionDialog
        open
        onClose={onClose}
        clientSecret="cs_1"
        membershipName="Socio"
        membershipPrice={55}
        intentType="payment_intent"
        {...props}
      />
    ),
    { user: testUser() },
  );
  return { calls, onClose };
}

describe('setupBannerText', () => {
  it('names the first charge date when there is one, in es-ES long date and short time', () => {
    // ICU versions join date and time with ', ' or ' a las '.
    expect(setupBannerText('2026-12-21T09:00:00.000Z')).toMatch(
      /^No se realizará ningún cobro hoy\. El primer cobro se realizará el 21 de diciembre de 2026(, | a las )10:00\.$/,
    );
  });
  it('says the card is kept for later charges otherwise', () => {
    expect(setupBannerText(null)).toBe(
      'No se realizará ningún cobro hoy. Guardaremos tu método de pago para los próximos cobros.',
    );
    expect(setupBannerText(undefined)).toBe(setupBannerText(null));
  });
  it('says it in English, the date as a British reader writes it', async () => {
    await activateLanguage('en');
    try {
      expect(setupBannerText('2026-12-21T09:00:00.000Z')).toMatch(
        /^Nothing will be charged today\. The first charge will be made on 21 December 2026(, | at )10:00\.$/,
      );
    } finally {
      await activateLanguage('es');
    }
  });
});

describe('subscriptionSubmitProblem', () => {
  const ready = { providerReady: true, clientSecret: 'cs', usingNewCard: true, cardMounted: true };
  it('checks the provider, then the client secret, then the card form', () => {
    expect(subscriptionSubmitProblem(ready)).toBeNull();
    expect(subscriptionSubmitProblem({ ...ready, providerReady: false, clientSecret: '' })).toBe(
      'Stripe no está listo. Por favor, intenta nuevamente.',
    );
    expect(subscriptionSubmitProblem({ ...ready, clientSecret: null })).toBe(
      'No se pudo iniciar el proceso de pago. Intenta nuevamente.',
    );
    expect(subscriptionSubmitProblem({ ...ready, cardMounted: false })).toBe(
      'No se pudo cargar el formulario de tarjeta. Intenta nuevamente.',
    );
    expect(subscriptionSubmitProblem({ ...ready, usingNewCard: false, cardMounted: false })).toBe(
      null,
    );
  });
});

describe('SubscriptionDialog', { timeout: 40_000 }, () => {
  it('states the membership and total, and lists saved cards plus a new card', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Completar Suscripción' });
    expect(dialog).toHaveTextContent('Vas a suscribirte a la membresía Socio.');
    expect(dialog).toHaveTextContent('Total: 55,00 €');
    const saved = await within(dialog).findByLabelText('VISA **** **** **** 4242 (04/2030)');
    expect(saved).toBeChecked();
    expect(within(dialog).getByLabelText('Usar nueva tarjeta')).toBeInTheDocument();
    expect(within(dialog).queryByText(/No se realizará ningún cobro hoy/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/asignado un grupo/)).not.toBeInTheDocument();
  });

  it('pays with the saved card and names the membership in the success toast', async () => {
    const { calls, onClose } = setup();
    await screen.findByLabelText('VISA **** **** **** 4242 (04/2030)');
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(
      await screen.findByText('Suscripción completada con éxito a Socio.'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const confirm = calls.find((c) => c.url.endsWith('/payments/sandbox/confirm'));
    expect(await confirm!.json()).toEqual({ clientSecret: 'cs_1', paymentMethodId: 'pm_1' });
  });

  it('in setup mode shows the banner, saves the card and says so', async () => {
    const { onClose } = setup(
      { intentType: 'setup_intent', nextChargeAt: '2026-12-21T09:00:00.000Z' },
      { cards: [] },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Completar Suscripción' });
    expect(dialog).toHaveTextContent(
      /No se realizará ningún cobro hoy\. El primer cobro se realizará el 21 de diciembre de 2026(, | a las )10:00\./,
    );
    // No saved cards: the card entry is shown at once.
    await userEvent.type(
      await within(dialog).findByLabelText('Número de tarjeta'),
      '4242424242424242',
    );
    await userEvent.type(within(dialog).getByLabelText('Caducidad (MM/AA)'), '1234');
    await userEvent.type(within(dialog).getByLabelText('CVC'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar método de pago' }));
    expect(
      await screen.findByText('Método de pago guardado y suscripción activada.'),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('without a next charge date shows the other banner text', async () => {
    setup({ intentType: 'setup_intent', nextChargeAt: null });
    const dialog = await screen.findByRole('dialog', { name: 'Completar Suscripción' });
    expect(dialog).toHaveTextContent(
      'No se realizará ningún cobro hoy. Guardaremos tu método de pago para los próximos cobros.',
    );
  });

  it('warns about school memberships in red', async () => {
    setup({ isSchoolMembership: true, membershipName: 'Escuela de Tenis' });
    const dialog = await screen.findByRole('dialog', { name: 'Completar Suscripción' });
    expect(within(dialog).getByText(/asignado un grupo/)).toHaveTextContent(/entrenador/);
  });

  it('keeps the submit button disabled without a client secret', async () => {
    setup({ clientSecret: null });
    await screen.findByLabelText('VISA **** **** **** 4242 (04/2030)');
    expect(screen.getByRole('button', { name: 'Suscribirse' })).toBeDisabled();
  });

  it('reports a failed payment with the spec text and stays open', async () => {
    const { onClose } = setup(
      {},
      {
        confirm: () => refusal('Tu tarjeta ha sido rechazada.', 402),
      },
    );
    await screen.findByLabelText('VISA **** **** **** 4242 (04/2030)');
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(await screen.findByText(t(SUBSCRIPTION_MESSAGES.paymentError))).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports a failed setup with the spec text', async () => {
    setup({ intentType: 'setup_intent' }, { confirm: () => refusal('x', 500) });
    await screen.findByLabelText('VISA **** **** **** 4242 (04/2030)');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar método de pago' }));
    expect(await screen.findByText(t(SUBSCRIPTION_MESSAGES.setupError))).toBeInTheDocument();
  });
});
