import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import {
  recordRequests,
  server,
  refusal,
  paymentsConfig,
  savedCards,
} from '#tests/helpers/api-server.ts';
import type { CreateSubscriptionResponse } from '@/api/payments.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { MembershipPage } from './membership-page.tsx';
import { planButtonState } from './plan-card.tsx';

const future = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString();

function planButton(type: string) {
  return within(screen.getByTestId(`plan-${type}`)).getByRole('button');
}

describe('planButtonState', () => {
  it('is selected for every plan while one is held, loading for the requested one', () => {
    expect(planButtonState('youth', 'adult', null)).toBe('selected');
    expect(planButtonState('adult', null, 'adult')).toBe('loading');
    expect(planButtonState('youth', null, 'adult')).toBe('select');
    expect(planButtonState('padel', null, null)).toBe('select');
  });
});

describe('MembershipPage', { timeout: 40_000 }, () => {
  it('shows the three plans with prices, descriptions and benefits', async () => {
    const user = testUser({ name: 'Nicolás No Socio', role: 'guess' });
    renderWithApp(() => <MembershipPage user={user} />, { user });
    expect(await screen.findByRole('heading', { name: 'Elige tu Membresía' })).toBeInTheDocument();
    expect(screen.getByText('Nicolás No Socio')).toBeInTheDocument();
    const adult = screen.getByTestId('plan-adult');
    expect(adult).toHaveTextContent('Socio');
    expect(adult).toHaveTextContent('Mayores de 25 años');
    expect(adult).toHaveTextContent('55,00 €');
    expect(adult).toHaveTextContent('Vales de descuento para no socios');
    expect(screen.getByTestId('plan-youth')).toHaveTextContent('Menores de 25 años');
    expect(screen.getByTestId('plan-youth')).toHaveTextContent('30,00 €');
    expect(screen.getByTestId('plan-padel')).toHaveTextContent('Solo Padel');
    expect(screen.getByTestId('plan-padel')).toHaveTextContent('Acceso reducido para invitados');
    for (const type of ['adult', 'youth', 'padel']) {
      expect(planButton(type)).toHaveTextContent('Seleccionar');
      expect(planButton(type)).toBeEnabled();
    }
  });

  it("shows 'Seleccionado' on every plan, all disabled, while a plan is active", async () => {
    const user = testUser({
      subscriptions: [{ id: 's1', type: 'youth', status: 'active', currentPeriodEnd: future }],
    });
    renderWithApp(() => <MembershipPage user={user} />, { user });
    await screen.findByTestId('plan-adult');
    for (const type of ['adult', 'youth', 'padel']) {
      expect(planButton(type)).toHaveTextContent('Seleccionado');
      expect(planButton(type)).toBeDisabled();
    }
  });

  it('counts only status active on this screen (a cancelled plan can be chosen again)', async () => {
    const user = testUser({
      subscriptions: [{ id: 's1', type: 'adult', status: 'canceled', currentPeriodEnd: future }],
    });
    renderWithApp(() => <MembershipPage user={user} />, { user });
    await screen.findByTestId('plan-adult');
    expect(planButton('adult')).toHaveTextContent('Seleccionar');
  });

  it('shows a spinner on the requested plan, then opens Completar Suscripción', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/users/create-subscription', async () => {
        await held;
        return HttpResponse.json<CreateSubscriptionResponse>({
          clientSecret: 'pi_sub_secret',
          intentType: 'payment_intent',
        });
      }),
      paymentsConfig(),
      savedCards(),
    );
    const calls = recordRequests();
    const user = testUser();
    renderWithApp(() => <MembershipPage user={user} />, { user });
    await screen.findByTestId('plan-adult');
    await userEvent.click(planButton('adult'));
    await waitFor(() => expect(planButton('adult')).toHaveAttribute('data-loading', 'true'));
    expect(planButton('youth')).toBeDisabled();
    release();
    const dialog = await screen.findByRole('dialog', { name: 'Completar Suscripción' });
    expect(dialog).toHaveTextContent('Socio');
    expect(dialog).toHaveTextContent('Total: 55,00 €');
    expect(within(dialog).getByRole('button', { name: 'Suscribirse' })).toBeInTheDocument();
    expect(await calls[0]!.json()).toEqual({ priceType: 'adult' });
  });

  it('opens no dialog and says nothing when the request fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('/api/users/create-subscription', () => refusal('x', 500)));
    const user = testUser();
    renderWithApp(() => <MembershipPage user={user} />, { user });
    await screen.findByTestId('plan-padel');
    await userEvent.click(planButton('padel'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(planButton('padel')).toHaveTextContent('Seleccionar');
    expect(planButton('padel')).not.toHaveAttribute('data-loading');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('MembershipPage in Catalan and English', { timeout: 40_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('offers the plans in Catalan', async () => {
    await activateLanguage('ca');
    const user = testUser({ name: 'Nicolás No Socio', role: 'guess' });
    renderWithApp(() => <MembershipPage user={user} />, { user });
    expect(
      await screen.findByRole('heading', { name: 'Tria la teva modalitat de soci' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('plan-adult')).toHaveTextContent('55,00 € / mes');
    expect(planButton('adult')).toHaveTextContent('Selecciona');
    expect(screen.getByTestId('plan-youth')).toHaveTextContent('Soci Jove');
    expect(screen.getByTestId('plan-youth')).toHaveTextContent('Menors de 25 anys');
    expect(screen.getByTestId('plan-padel')).toHaveTextContent('Accés reduït per a convidats');
  });

  it('offers the plans in English, with British euros', async () => {
    await activateLanguage('en');
    const user = testUser({ name: 'Nicolás No Socio', role: 'guess' });
    renderWithApp(() => <MembershipPage user={user} />, { user });
    expect(await screen.findByRole('heading', { name: 'Choose your membership' })).toBeVisible();
    expect(screen.getByTestId('plan-youth')).toHaveTextContent('€30.00 / month');
    expect(planButton('youth')).toHaveTextContent('Select');
    expect(screen.getByTestId('plan-adult')).toHaveTextContent(
      'Unlimited tennis and padel bookings',
    );
  });
});
