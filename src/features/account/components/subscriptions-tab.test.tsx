import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { SuccessResponse } from '@/api/payments.ts';
import type { Subscription } from '@/api/users.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { SubscriptionsTab } from './subscriptions-tab.tsx';

const DAY = 24 * 60 * 60 * 1000;
const future = new Date(Date.now() + 20 * DAY).toISOString();
const past = new Date(Date.now() - 20 * DAY).toISOString();

function sub(overrides: Partial<Subscription>): Subscription {
  return { id: 's1', type: 'adult', status: 'active', currentPeriodEnd: future, ...overrides };
}

function renderTab(subscriptions: Subscription[]) {
  return renderWithApp(() => <SubscriptionsTab />, { user: testUser({ subscriptions }) });
}

function cards() {
  return screen.getAllByTestId('subscription-card');
}

describe('SubscriptionsTab', { timeout: 40_000 }, () => {
  it('shows an active membership in green with its renewal date and Cancelar', async () => {
    renderTab([sub({})]);
    const [card] = await screen.findAllByTestId('subscription-card');
    expect(card).toHaveTextContent('Socio');
    const status = within(card!).getByText('Activa');
    expect(status.closest('[data-color]')).toHaveAttribute('data-color', 'green');
    expect(card).toHaveTextContent(/Próxima renovación: \S+, \d+ de \S+ de \d{4}/);
    expect(within(card!).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(card!).queryByRole('button', { name: 'Reactivar' })).not.toBeInTheDocument();
    expect(screen.getByText('Detalles de las Suscripciones')).toBeInTheDocument();
    expect(
      screen.queryByText('No tienes una suscripción de socio activa.'),
    ).not.toBeInTheDocument();
  });

  it('shows a cancelled membership still running in orange, with Reactivar', async () => {
    renderTab([sub({ type: 'youth', status: 'canceled' })]);
    const [card] = await screen.findAllByTestId('subscription-card');
    expect(card).toHaveTextContent('Socio Joven');
    const status = within(card!).getByText(/^Cancelada \(activa hasta .+ de \d{4}\)$/);
    expect(status.closest('[data-color]')).toHaveAttribute('data-color', 'orange');
    expect(card).toHaveTextContent('Próxima renovación: N/A');
    expect(within(card!).getByRole('button', { name: 'Reactivar' })).toBeInTheDocument();
    // Still paid until then: still a member.
    expect(
      screen.queryByText('No tienes una suscripción de socio activa.'),
    ).not.toBeInTheDocument();
  });

  it('shows an ended membership in red, with no action, and offers Hazte Socio', async () => {
    renderTab([sub({ type: 'padel', status: 'canceled', currentPeriodEnd: past })]);
    const [card] = await screen.findAllByTestId('subscription-card');
    expect(card).toHaveTextContent('Socio Padel');
    const status = within(card!).getByText('Completamente cancelada');
    expect(status.closest('[data-color]')).toHaveAttribute('data-color', 'red');
    expect(within(card!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('No tienes una suscripción de socio activa.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hazte Socio' })).toHaveAttribute(
      'href',
      '/membership',
    );
  });

  it('counts trialing as active and the local status cancel as cancelled', async () => {
    renderTab([sub({ id: 'a', status: 'trialing' }), sub({ id: 'b', status: 'cancel' })]);
    await screen.findAllByTestId('subscription-card');
    expect(within(cards()[0]!).getByText('Activa')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText(/^Cancelada \(activa hasta/)).toBeInTheDocument();
  });

  it('without subscriptions says so and links to /membership', async () => {
    const { router } = renderTab([]);
    await userEvent.click(await screen.findByRole('link', { name: 'Hazte Socio' }));
    expect(router.state.location.pathname).toBe('/membership');
  });

  it('cancels after the confirm dialog and shows it cancelled at once', async () => {
    server.use(
      http.post('/api/users/cancel-subscription', () =>
        HttpResponse.json<SuccessResponse>({ success: true }),
      ),
    );
    const calls = recordRequests();
    renderTab([sub({ id: 'sub-9' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar Suscripción' });
    expect(dialog).toHaveTextContent('¿Estás seguro de que deseas cancelar esta suscripción?');

    // 'Volver' closes without asking the server.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const again = await screen.findByRole('dialog', { name: 'Cancelar Suscripción' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancelar Suscripción' }));
    expect(await screen.findByText('Suscripción cancelada.')).toBeInTheDocument();
    expect(await calls[0]!.json()).toEqual({ subscriptionId: 'sub-9' });
    expect(await screen.findByText(/^Cancelada \(activa hasta/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivar' })).toBeInTheDocument();
  });

  it('reactivates and shows it active again', async () => {
    server.use(
      http.post('/api/users/reactivate-subscription', () =>
        HttpResponse.json<SuccessResponse>({ success: true }),
      ),
    );
    renderTab([sub({ status: 'canceled' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivar' }));
    expect(await screen.findByText('Suscripción reactivada.')).toBeInTheDocument();
    expect(await screen.findByText('Activa')).toBeInTheDocument();
  });

  it('reports refusals and unexpected failures with the spec texts', async () => {
    server.use(http.post('/api/users/reactivate-subscription', () => refusal('no', 409)));
    renderTab([sub({ status: 'canceled' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivar' }));
    expect(await screen.findByText('Error al reactivar la suscripción.')).toBeInTheDocument();
    expect(screen.getByText(/^Cancelada \(activa hasta/)).toBeInTheDocument();
  });

  it("says 'Error inesperado al cancelar la suscripción' when the request cannot be made", async () => {
    // No answer at all: the network is down.
    server.use(http.all('*', () => HttpResponse.error()));
    renderTab([sub({})]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar Suscripción' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Suscripción' }));
    expect(
      await screen.findByText('Error inesperado al cancelar la suscripción'),
    ).toBeInTheDocument();
  });
});

describe('SubscriptionsTab in Catalan and English', { timeout: 40_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('names the plan and its status in Catalan', async () => {
    await activateLanguage('ca');
    renderTab([
      sub({ type: 'youth' }),
      sub({ id: 's2', type: 'padel', status: 'canceled', currentPeriodEnd: past }),
    ]);
    const [running, ended] = await screen.findAllByTestId('subscription-card');
    expect(running).toHaveTextContent('Soci Jove');
    expect(within(running!).getByText('Activa')).toBeInTheDocument();
    expect(ended).toHaveTextContent('Soci Pàdel');
    expect(ended).toHaveTextContent('Cancel·lada del tot');
  });

  it('names a school plan in English', async () => {
    await activateLanguage('en');
    renderTab([sub({ type: 'no_socio_4p_8h' })]);
    const [card] = await screen.findAllByTestId('subscription-card');
    expect(card).toHaveTextContent('Tennis School (non-member, 4 students, 8 h/month)');
    expect(within(card!).getByText('Active')).toBeInTheDocument();
  });
});
