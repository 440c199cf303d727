import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/users.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { activateLanguage, t } from '@/i18n/index.ts';
import { MEMBER_BADGE_TOOLTIP } from '../user-avatar.tsx';
import { NO_ANNOUNCEMENTS } from './announcement-marquee.tsx';
import { AppLayout } from './app-layout.tsx';
import { DRAWER_NAVIGATION_DELAY_MS } from './nav-entries.ts';

afterEach(async () => {
  vi.useRealTimers();
  await activateLanguage('es');
});

function renderShell(user: User | null, announcements: string[] = [], onLogout = () => {}) {
  return renderWithApp(
    () => (
      <AppLayout user={user} announcements={announcements} onLogout={onLogout}>
        <p>contenido</p>
      </AppLayout>
    ),
    { user, path: '/home' },
  );
}

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Abrir menú' }));
  return screen.findByRole('navigation', { name: 'Menú principal' });
}

describe('AppLayout', { timeout: 20_000 }, () => {
  it('shows a spinner while no user is loaded', async () => {
    renderShell(null);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();
  });

  it('greets the user and shows the default marquee text without announcements', async () => {
    renderShell(testUser({ name: 'Sofía Socia' }));
    expect(await screen.findByText('Bienvenido, Sofía Socia')).toBeInTheDocument();
    expect(screen.getAllByText(t(NO_ANNOUNCEMENTS)).length).toBeGreaterThan(0);
    expect(screen.getByText('contenido')).toBeInTheDocument();
  });

  it('scrolls the club announcements when there are some', async () => {
    renderShell(testUser(), ['Torneo el sábado']);
    expect((await screen.findAllByText('Torneo el sábado')).length).toBeGreaterThan(0);
    expect(screen.queryByText(t(NO_ANNOUNCEMENTS))).not.toBeInTheDocument();
  });

  it('holds the announcements still for someone who asked for reduced motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    });
    try {
      renderShell(testUser(), ['Torneo el sábado', 'Pista 3 cerrada']);
      expect(await screen.findByTestId('announcements-still')).toHaveTextContent(
        'Torneo el sábado · Pista 3 cerrada',
      );
      expect(screen.getAllByText(/Torneo el sábado/)).toHaveLength(1);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it.each(['admin', 'coach', 'user-adult', 'user-youth', 'user-padel', 'vip', 'user'])(
    'marks a %s as a member: badge, green border, no membership call',
    async (role) => {
      renderShell(testUser({ role }));
      expect(await screen.findByTestId('member-badge')).toHaveAttribute(
        'aria-label',
        t(MEMBER_BADGE_TOOLTIP),
      );
      expect(document.querySelector('[data-member="true"]')).not.toBeNull();
      expect(screen.queryByRole('link', { name: 'Hazte Socio Ahora' })).not.toBeInTheDocument();
    },
  );

  it.each(['guess', 'uca', 'someone'])(
    'gives a %s no badge and the Hazte Socio Ahora link',
    async (role) => {
      renderShell(testUser({ role }));
      expect(await screen.findByRole('link', { name: 'Hazte Socio Ahora' })).toHaveAttribute(
        'href',
        '/membership',
      );
      expect(screen.queryByTestId('member-badge')).not.toBeInTheDocument();
      expect(document.querySelector('[data-member="true"]')).toBeNull();
    },
  );

  it('shows the admin section to admins only', async () => {
    renderShell(testUser({ role: 'admin' }));
    const nav = await openDrawer();
    expect(nav).toHaveTextContent('Panel principal');
    expect(screen.getByRole('region', { name: 'Administración' })).toBeInTheDocument();
    for (const label of [
      'Usuarios',
      'Reservas',
      'Pistas',
      'Accesos',
      'Estadísticas',
      'Horarios bloqueados',
      'Escuela',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
  });

  it('hides the admin section from a member', async () => {
    renderShell(testUser({ role: 'vip' }));
    const nav = await openDrawer();
    for (const label of ['Inicio', 'Mis reservas', 'Escuela de Tenis', 'Mi perfil']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(nav).not.toHaveTextContent('Panel principal');
    expect(screen.queryByRole('region', { name: 'Administración' })).not.toBeInTheDocument();
  });

  it('closes the drawer and navigates 300 ms later', async () => {
    const { router } = renderShell(testUser());
    await openDrawer();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Mis reservas' }));
    act(() => vi.advanceTimersByTime(DRAWER_NAVIGATION_DELAY_MS - 50));
    expect(router.state.location.pathname).toBe('/home');
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
  });

  it('logs out from the avatar menu', async () => {
    const onLogout = vi.fn();
    renderShell(testUser(), [], onLogout);
    fireEvent.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('opens the profile from the avatar menu', async () => {
    const { router } = renderShell(testUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mi Perfil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it("speaks the member's language: the menu in Catalan, the avatar menu in English", async () => {
    await activateLanguage('ca');
    renderShell(testUser({ role: 'admin', name: 'Sofía Socia' }));
    expect(await screen.findByText('Benvingut, Sofía Socia')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Obre el menú' }));
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    for (const label of ['Inici', 'Reserva una pista', 'Les meves reserves', 'Escola de Tennis']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(nav).toHaveTextContent('Tauler principal');
    expect(screen.getByRole('region', { name: 'Administració' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abonaments' })).toBeInTheDocument();
    await act(() => activateLanguage('en'));
    expect(await screen.findByRole('button', { name: 'My bookings' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Sofía Socia')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });
});
