import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/components/testing/render.tsx';
import { HomePage } from './home-page.tsx';

describe('HomePage', { timeout: 20_000 }, () => {
  it('greets by first name and links to the main actions', async () => {
    const user = testUser({ name: 'Sofía Socia' });
    renderWithApp(() => <HomePage user={user} />, { user, path: '/home' });
    expect(await screen.findByRole('heading', { name: /, Sofía$/ })).toBeInTheDocument();
    const links: Array<[string, string]> = [
      ['Reservar pista', '/courts'],
      ['Mis reservas', '/bookings'],
      ['Abrir puerta', '/unlock'],
      ['Membresía', '/membership'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
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
    await screen.findByRole('link', { name: 'Reservar pista' });
    expect(document.querySelector('[data-slot]')).toBeNull();
  });
});
