import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { AppLayout } from './app-layout.tsx';

const SECTIONS: Array<[string, string]> = [
  ['Panel principal', '/admin'],
  ['Usuarios', '/admin/users'],
  ['Reservas', '/admin/reservations'],
  ['Pistas', '/admin/courts'],
  ['Accesos', '/admin/access'],
  ['Estadísticas', '/admin/statistics'],
  ['Horarios bloqueados', '/admin/blocked-times'],
  ['Escuela', '/admin/school'],
  ['Tienda', '/admin/shop'],
  ['Partidos', '/admin/matches'],
  ['Bonos', '/admin/packs'],
  ['Resultados', '/admin/results'],
  ['Listas de espera', '/admin/waitlists'],
  ['Calendario', '/admin/calendar'],
  ['Abonos', '/admin/series'],
  ['Facturación', '/admin/invoices'],
  ['Ajustes', '/admin/settings'],
];

function renderShell(role: string, path: string) {
  const user = testUser({ role });
  return renderWithApp(
    () => (
      <AppLayout user={user} announcements={[]} onLogout={() => {}}>
        <p>contenido</p>
      </AppLayout>
    ),
    { user, path },
  );
}

/**
 * The media conditions under which the page's style sheets hide `element` (jsdom applies no
 * media query, so the breakpoint is read from the rules Mantine wrote).
 */
function conditionsHiding(element: Element): string[] {
  const conditions: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule)) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (
          inner instanceof CSSStyleRule &&
          element.matches(inner.selectorText) &&
          inner.style.getPropertyValue('display') === 'none'
        ) {
          conditions.push(rule.conditionText);
        }
      }
    }
  }
  return conditions;
}

describe('the admin side navigation', { timeout: 20_000 }, () => {
  it('stands beside an admin screen without opening the drawer, hidden only below 1,200 px', async () => {
    renderShell('admin', '/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Administración' });
    // 74.99375em is Mantine's "below lg": 1,199.9 px at 16 px a rem.
    expect(conditionsHiding(nav)).toEqual(['(max-width: 74.99375em)']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SECTIONS);
  });

  it('marks the current area, and only it, as the current page', async () => {
    renderShell('admin', '/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Administración' });
    expect(within(nav).getByRole('link', { name: 'Usuarios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('names every link by the text it shows', async () => {
    renderShell('admin', '/admin');
    const nav = await screen.findByRole('navigation', { name: 'Administración' });
    for (const [label] of SECTIONS) {
      expect(within(nav).getByRole('link', { name: label })).toHaveTextContent(label);
    }
    expect(within(nav).getByRole('link', { name: 'Panel principal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('goes to an area at once, without the drawer’s delay', async () => {
    const { router } = renderShell('admin', '/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Administración' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Reservas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reservations'));
  });

  it.each([
    ['an admin on a member screen', 'admin', '/home'],
    ['a member', 'vip', '/home'],
    ['a member on a path under /admin', 'vip', '/admin/users'],
  ])('is not there for %s: the page keeps its full width', async (_who, role, path) => {
    renderShell(role, path);
    expect(await screen.findByText('contenido')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administración' })).not.toBeInTheDocument();
    expect(document.head.innerHTML + document.body.innerHTML).not.toContain(
      '--app-shell-navbar-width',
    );
  });
});
