import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { StatsResponse } from '@/api/admin/stats.ts';
import { StatisticsPage } from './statistics-page.tsx';

const admin = testUser({ role: 'admin' });

const stats: StatsResponse = {
  success: true,
  from: '2026-11-01',
  to: '2026-11-30',
  occupancyByCourt: [
    {
      courtId: 'c1',
      courtName: 'Pádel 1',
      bookedMinutes: 270,
      openMinutes: 810,
      rate: 1 / 3,
      bookings: 3,
    },
  ],
  occupancyByHour: [{ weekday: 2, hour: 18, bookings: 3 }],
  revenueByMonth: [
    {
      month: '2026-11',
      bookings: 3,
      wallet: 0,
      card: 30,
      desk: 0,
      memberships: 55,
      topUps: 0,
      total: 85,
    },
  ],
  membersByPlan: [{ month: '2026-11', plan: 'adult', members: 1 }],
  unpaidBookings: [],
  doorOpenings: [],
  seriesOccupancy: [
    {
      month: '2026-11',
      courtId: 'c1',
      courtName: 'Pádel 1',
      seriesMinutes: 180,
      bookedMinutes: 270,
      share: 0.667,
    },
  ],
  packSales: [
    { month: '2026-11', sold: 2, revenueCents: 6500, usesConsumed: 4, usesExpiredUnused: 1 },
  ],
};

describe('StatisticsPage', { timeout: 30_000 }, () => {
  it('asks for the range, draws the heatmap with the bookings per weekday and hour, and offers each CSV', async () => {
    server.use(http.get('/api/admin/stats', () => HttpResponse.json<StatsResponse>(stats)));
    const calls = recordRequests();
    renderWithApp(
      () => <StatisticsPage range={{ from: '2026-11-01', to: '2026-11-30' }} onRange={() => {}} />,
      { user: admin },
    );
    const heatmap = await screen.findByRole('img', { name: 'Ocupación por día y hora' });
    expect(new URL(calls[0]!.url).search).toBe('?from=2026-11-01&to=2026-11-30');
    // 7 weekdays × 15 hours (08:00–22:00): one cell per pair.
    expect(heatmap.querySelectorAll('rect[data-value], rect').length).toBeGreaterThanOrEqual(105);
    expect(screen.getByRole('img', { name: 'Ingresos por mes' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Socios por plan' })).toBeInTheDocument();
    const courts = screen.getByRole('table', { name: 'Ocupación por pista' });
    expect(within(courts).getByRole('row', { name: 'Pádel 1 3 4.5 33 %' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Ingresos por mes' })).getByRole('link', {
        name: 'Exportar CSV',
      }),
    ).toHaveAttribute(
      'href',
      '/api/admin/stats/revenue-by-month.csv?from=2026-11-01&to=2026-11-30',
    );
    const series = screen.getByRole('table', { name: 'Abonos por pista y mes' });
    expect(
      within(series).getByRole('row', { name: '2026-11 Pádel 1 3.0 4.5 67 %' }),
    ).toBeInTheDocument();
    const packs = screen.getByRole('table', { name: 'Venta y uso de bonos' });
    expect(within(packs).getByRole('row', { name: '2026-11 2 65,00 € 4 1' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Venta y uso de bonos' })).getByRole('link', {
        name: 'Exportar CSV',
      }),
    ).toHaveAttribute('href', '/api/admin/stats/pack-sales.csv?from=2026-11-01&to=2026-11-30');
    expect(
      within(screen.getByRole('region', { name: 'Aperturas de puerta' })).getByText(
        'Sin datos en estas fechas.',
      ),
    ).toBeInTheDocument();
  });
});
