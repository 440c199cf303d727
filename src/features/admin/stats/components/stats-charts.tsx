import '@mantine/charts/styles.css';
import { BarChart, LineChart, MatrixChart } from '@mantine/charts';
import type { StatsResponse } from '@/api/admin/stats.ts';
import { SPANISH_WEEKDAYS } from '@/api/courts.ts';
import { subscriptionTypeLabel } from '@/domain/subscriptions.ts';
import { formatEurosInSpanish } from '@/domain/money.ts';
import { formatShortDate } from '@/lib/dates.ts';

/** Monday first; the API numbers weekdays 0 = Sunday as SPANISH_WEEKDAYS does. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Bookings by weekday × hour as a heatmap: a row per weekday, a column per hour. */
export function OccupancyHeatmap({ cells }: { cells: StatsResponse['occupancyByHour'] }) {
  const hours = cells.map((c) => c.hour);
  const first = Math.min(8, ...hours);
  const last = Math.max(22, ...hours);
  const xLabels: string[] = [];
  for (let hour = first; hour <= last; hour++) xLabels.push(`${hour}:00`);
  const data = WEEK_ORDER.flatMap((weekday) =>
    xLabels.map((x, i) => ({
      x,
      y: SPANISH_WEEKDAYS[weekday]!,
      value: cells.find((c) => c.weekday === weekday && c.hour === first + i)?.bookings ?? 0,
    })),
  );
  const busiest = Math.max(0, ...data.map((cell) => cell.value));
  return (
    <MatrixChart
      data={data}
      // From zero, never from the range's own minimum: an hour without bookings is always the
      // lightest ('Menos'), and a range without any (where minimum and maximum meet) is not drawn
      // all 'Más'.
      domain={[0, Math.max(1, busiest)]}
      xLabels={xLabels}
      yLabels={WEEK_ORDER.map((d) => SPANISH_WEEKDAYS[d]!)}
      withXLabels
      withYLabels
      yLabelsWidth={80}
      xLabelsHeight={40}
      cellSize={28}
      withLegend
      legendLabels={['Menos', 'Más']}
      withTooltip
      getTooltipLabel={(cell) => `${cell.y} ${cell.x}: ${cell.value ?? 0} reservas`}
      aria-label="Ocupación por día y hora"
      role="img"
    />
  );
}

const SOURCES = [
  { name: 'card', label: 'Tarjeta', color: 'blue.6' },
  { name: 'desk', label: 'Recepción', color: 'teal.6' },
  { name: 'memberships', label: 'Cuotas (socios y escuela)', color: 'grape.6' },
  { name: 'topUps', label: 'Recargas de monedero', color: 'orange.5' },
];

/** Money that came in per month, stacked by source (wallet spending is not new money). */
export function RevenueChart({ months }: { months: StatsResponse['revenueByMonth'] }) {
  return (
    <BarChart
      h={280}
      data={months}
      dataKey="month"
      type="stacked"
      series={SOURCES}
      valueFormatter={formatEurosInSpanish}
      withLegend
      aria-label="Ingresos por mes"
      role="img"
    />
  );
}

/** Members per plan per month, a line per plan. */
export function MembersChart({ rows }: { rows: StatsResponse['membersByPlan'] }) {
  const plans = [...new Set(rows.map((r) => r.plan))];
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const data = months.map((month) => ({
    month,
    ...Object.fromEntries(
      plans.map((plan) => [
        plan,
        rows.find((r) => r.month === month && r.plan === plan)?.members ?? 0,
      ]),
    ),
  }));
  const colors = ['blue.6', 'green.6', 'orange.6', 'grape.6'];
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="month"
      series={plans.map((plan, i) => ({
        name: plan,
        label: subscriptionTypeLabel(plan),
        color: colors[i % colors.length]!,
      }))}
      withLegend
      aria-label="Socios por plan"
      role="img"
    />
  );
}

/** Door openings and refusals per day. */
export function DoorChart({ days }: { days: StatsResponse['doorOpenings'] }) {
  return (
    <BarChart
      h={220}
      // Each day as a Spaniard reads it, on the axis and in the tooltip.
      data={days.map((day) => ({ ...day, date: formatShortDate(day.date) }))}
      dataKey="date"
      series={[
        { name: 'opened', label: 'Abiertas', color: 'green.6' },
        { name: 'refused', label: 'Denegadas', color: 'red.5' },
      ]}
      withLegend
      aria-label="Aperturas de puerta por día"
      role="img"
    />
  );
}
