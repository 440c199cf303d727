import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { activateLanguage } from '@/i18n/index.ts';
import { HomePage } from './home-page.tsx';

describe('HomePage', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('greets by first name and links to the main actions', async () => {
    const user = testUser({ name: 'Sofía Socia' });
    renderWithApp(() => <HomePage user={user} />, { user, path: '/home' });
    expect(await screen.findByRole('heading', { name: /, Sofía$/ })).toBeInTheDocument();
    const links: Array<[string, string]> = [
      ['Reservar pista', '/courts'],
      ['Mis reservas', '/bookings'],
      ['Abrir puerta', '/unlock'],
      ['Membresía', '/membership'],
      ['Tienda', '/shop'],
    ];
    for (const [name, href] of links) {
      // A card is named by its label and the line below it.
      const link = screen.getByRole('link', { name: new RegExp(`^${name} `) });
      expect(link).toHaveAttribute('href', href);
    }
    // A card's name is all it shows, so a voice command with any of its words reaches it.
    expect(
      screen.getByRole('link', { name: 'Reservar pista Elige pista y horario' }),
    ).toBeVisible();
  });

  it("greets by the club's clock: 'Buenas noches' at 00:55 in Madrid", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T23:55:00Z'));
    const user = testUser({ name: 'Sofía Socia' });
    renderWithApp(() => <HomePage user={user} />, { user, path: '/home' });
    expect(await screen.findByRole('heading', { name: 'Buenas noches, Sofía' })).toBeVisible();
    expect(screen.getByText('Martes, 24 de noviembre')).toBeVisible();
  });

  it("greets in the member's language: 'Bon dia' in Catalan in the morning", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    await activateLanguage('ca');
    try {
      const user = testUser({ name: 'Sofía Socia' });
      renderWithApp(() => <HomePage user={user} />, { user, path: '/home' });
      expect(await screen.findByRole('heading', { name: 'Bon dia, Sofía' })).toBeVisible();
    } finally {
      await activateLanguage('es');
    }
  });

  it('renders the widgets it is given, and nothing in their place otherwise', async () => {
    const user = testUser();
    renderWithApp(
      () => (
        <HomePage user={user} nextBooking={<p>Próxima: Central</p>} wallet={<p>Saldo 5 €</p>} />
      ),
      { user, path: '/home' },
    );
    expect(await screen.findByText('Próxima: Central')).toBeInTheDocument();
    expect(screen.getByText('Saldo 5 €')).toBeInTheDocument();
  });

  it('leaves the slots out when no widget is passed', async () => {
    const user = testUser();
    renderWithApp(() => <HomePage user={user} />, { user, path: '/home' });
    await screen.findByRole('link', { name: /^Reservar pista / });
    expect(document.querySelector('[data-slot]')).toBeNull();
  });

  it('shows the day and the quick links in English', async () => {
    await activateLanguage('en');
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-23T23:55:00Z'));
      const user = testUser({ name: 'Sofía Socia', role: 'guess' });
      renderWithApp(() => <HomePage user={user} />, { user, path: '/home' });
      expect(await screen.findByText('Tuesday 24 November')).toBeVisible();
      expect(
        screen.getByText('Become a member to book further ahead and at a better price.'),
      ).toBeVisible();
      expect(
        screen.getByRole('link', { name: 'Book a court Choose a court and a time' }),
      ).toHaveAttribute('href', '/courts');
      expect(screen.getByRole('link', { name: /^My bookings / })).toHaveAttribute(
        'href',
        '/bookings',
      );
      expect(screen.getByRole('region', { name: 'Quick links' })).toBeInTheDocument();
    } finally {
      await activateLanguage('es');
    }
  });
});
