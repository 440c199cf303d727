import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatsResponse } from '@/api/admin/stats.ts';
import { OccupancyHeatmap } from './stats-charts.tsx';

const LIGHTEST = 'var(--matrix-level-1)';
const DARKEST = 'var(--matrix-level-4)';

/** The fill of each weekday × hour cell, row by row (not the legend's swatches nor the hover area). */
function cellFills(cells: StatsResponse['occupancyByHour']): string[] {
  render(
    <MantineProvider>
      <OccupancyHeatmap cells={cells} />
    </MantineProvider>,
  );
  const heatmap = screen.getByRole('img', { name: 'Ocupación por día y hora' });
  return [...heatmap.querySelectorAll('[data-id="all-cells"] > rect')]
    .map((rect) => rect.getAttribute('fill') ?? '')
    .filter((fill) => fill !== 'transparent');
}

describe('OccupancyHeatmap', () => {
  it('draws a range without bookings all in the lightest colour, never as the busiest', () => {
    const fills = cellFills([]);
    // 7 weekdays × 15 hours (08:00–22:00).
    expect(fills).toHaveLength(105);
    expect(new Set(fills)).toEqual(new Set([LIGHTEST]));
    expect(screen.getByText('Menos')).toBeInTheDocument();
    expect(screen.getByText('Más')).toBeInTheDocument();
  });

  it('keeps the hours without bookings lightest and the busiest hour darkest', () => {
    const fills = cellFills([
      { weekday: 1, hour: 19, bookings: 4 },
      { weekday: 6, hour: 10, bookings: 1 },
    ]);
    expect(fills.filter((f) => f === DARKEST)).toHaveLength(1);
    expect(fills.filter((f) => f === LIGHTEST)).toHaveLength(103);
    // Monday is the first row and 19:00 the twelfth column (from 08:00).
    expect(fills[11]).toBe(DARKEST);
  });
});
