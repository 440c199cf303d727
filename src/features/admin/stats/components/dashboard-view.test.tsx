import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { activateLanguage } from '@/i18n/index.ts';
import { AdminLinks } from '@/features/admin/shared/components/admin-links.tsx';
import { DashboardView, type DashboardData } from './dashboard-view.tsx';

const admin = testUser({ role: 'admin' });

function data(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    courts: [
      { _id: 'p1', name: 'Pádel 1', openingTime: '09:00', closingTime: '21:00' },
      { _id: 't1', name: 'Central', openingTime: '09:00', closingTime: '21:00' },
    ],
    bookingsToday: [
      {
        _id: 'b1',
        courtId: 'p1',
        startTime: '09:00',
        endTime: '10:30',
        label: 'Sofía Socia',
        paid: true,
      },
      {
        _id: 'b2',
        courtId: 'p1',
        startTime: '15:00',
        endTime: '16:30',
        label: 'Juan Joven',
        paid: false,
      },
    ],
    revenue: {
      thisMonthCents: 8500,
      sameDaysLastMonthCents: 10000,
      comparedWith: { from: '2026-10-01', to: '2026-10-21' },
    },
    membersByPlan: [
      { plan: 'adult', label: 'Socio', count: 3 },
      { plan: 'youth', label: 'Socio Joven', count: 1 },
    ],
    pendingUcaRequests: 2,
    doorOpeningsToday: 7,
    ...overrides,
  };
}

describe('DashboardView', { timeout: 20_000 }, () => {
  it("shows this month's revenue against the same days of last month, today's counts and members by plan", async () => {
    renderWithApp(() => <DashboardView data={data()} />, { user: admin });
    const revenue = await screen.findByRole('group', { name: 'Ingresos este mes' });
    expect(within(revenue).getByText('85,00 €')).toBeVisible();
    expect(within(revenue).getByText('-15 %')).toBeVisible();
    expect(
      within(revenue).getByText(
        'Mismos días del mes anterior (del 01/10/2026 al 21/10/2026): 100,00 €',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Reservas de hoy' })).getByText('2'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Aperturas de puerta hoy' })).getByText('7'),
    ).toBeVisible();
    const uca = screen.getByRole('group', { name: 'Solicitudes UCA pendientes' });
    expect(within(uca).getByRole('link', { name: 'Revisar solicitudes' })).toHaveAttribute(
      'href',
      '/admin/users?ucaPending=true',
    );
    const plans = screen.getByRole('table', { name: 'Socios por plan' });
    expect(within(plans).getByRole('row', { name: 'Socio 3' })).toBeVisible();
    expect(within(plans).getByRole('row', { name: 'Total 4' })).toBeVisible();
  });

  it("places today's bookings on each court's row, and says when a court has none", async () => {
    renderWithApp(() => <DashboardView data={data()} />, { user: admin });
    const padel = await screen.findByRole('listitem', { name: 'Pádel 1' });
    const first = within(padel).getByLabelText('09:00–10:30 Sofía Socia');
    // 09:00–21:00 is 720 minutes: a 90-minute booking at the opening is 12.5 % wide at 0 %.
    expect(first.style.left).toBe('0%');
    expect(first.style.width).toBe('12.5%');
    expect(within(padel).getByLabelText('15:00–16:30 Juan Joven').style.left).toBe('50%');
    expect(
      within(screen.getByRole('listitem', { name: 'Central' })).getByText('Sin reservas'),
    ).toBeVisible();
  });

  it('says so when nobody holds a plan and there are no courts, without a change badge', async () => {
    renderWithApp(
      () => (
        <DashboardView
          data={data({
            courts: [],
            bookingsToday: [],
            membersByPlan: [],
            pendingUcaRequests: 0,
            revenue: {
              thisMonthCents: 0,
              sameDaysLastMonthCents: 0,
              comparedWith: { from: '2026-10-01', to: '2026-10-21' },
            },
          })}
        />
      ),
      { user: admin },
    );
    expect(await screen.findByText('No hay pistas activas.')).toBeVisible();
    expect(screen.getByText('Todavía no hay socios con plan activo.')).toBeVisible();
    expect(screen.queryByText(/ %$/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Revisar solicitudes' })).toBeNull();
  });
});

describe('AdminLinks', { timeout: 20_000 }, () => {
  it('links to every admin area, each card named by all the text it shows', async () => {
    renderWithApp(AdminLinks, { user: admin });
    const nav = await screen.findByRole('navigation', { name: 'Áreas de gestión' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/users',
      '/admin/reservations',
      '/admin/courts',
      '/admin/access',
      '/admin/statistics',
      '/admin/blocked-times',
      '/admin/school',
      '/admin/shop',
      '/admin/matches',
      '/admin/packs',
      '/admin/results',
      '/admin/waitlists',
      '/admin/calendar',
      '/admin/series',
      '/admin/invoices',
      '/admin/settings',
    ]);
    // The card's title, then the line under it: a screen reader says what the eye reads.
    for (const link of links) {
      const [title, line] = Array.from(link.querySelectorAll('p'), (p) => p.textContent);
      expect(link).toHaveAccessibleName(`${title} ${line}`);
    }
    expect(within(nav).getByRole('link', { name: /^Usuarios/ })).toHaveAccessibleName(
      'Usuarios Socios, roles, solicitudes UCA y monederos',
    );
  });

  describe('in Catalan', () => {
    afterEach(() => activateLanguage('es'));

    it('shows the figures and euros in Catalan', async () => {
      await activateLanguage('ca');
      renderWithApp(() => <DashboardView data={data()} />, { user: admin });
      const revenue = await screen.findByRole('group', { name: 'Ingressos aquest mes' });
      expect(within(revenue).getByText('85,00 €')).toBeVisible();
      expect(
        within(revenue).getByText(
          'Mateixos dies del mes anterior (del 01/10/2026 al 21/10/2026): 100,00 €',
        ),
      ).toBeVisible();
      expect(screen.getByRole('table', { name: 'Socis per pla' })).toBeVisible();
    });

    it('shows the revenue in English euros', async () => {
      await activateLanguage('en');
      renderWithApp(() => <DashboardView data={data()} />, { user: admin });
      const revenue = await screen.findByRole('group', { name: 'Income this month' });
      expect(within(revenue).getByText('€85.00')).toBeVisible();
    });
  });
});
