import '@mantine/charts/styles.css';
import { BarChart, LineChart, MatrixChart } from '@mantine/charts';
import type { StatsResponse } from '@/api/admin/stats.ts';
import { subscriptionTypeLabel } from '@/domain/subscriptions.ts';
import { formatShortDate } from '@/lib/dates.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { formatEuros, WEEKDAY_KEYS } from '@/features/admin/shared/format.ts';

/** Monday first; the API numbers weekdays 0 = Sunday as WEEKDAY_KEYS does. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Bookings by weekday × hour as a heatmap: a row per weekday, a column per hour. */
export function OccupancyHeatmap({ cells }: { cells: StatsResponse['occupancyByHour'] }) {
  const t = useT();
  const hours = cells.map((c) => c.hour);
  const first = Math.min(8, ...hours);
  const last = Math.max(22, ...hours);
  const xLabels: string[] = [];
  for (let hour = first; hour <= last; hour++) xLabels.push(`${hour}:00`);
  const data = WEEK_ORDER.flatMap((weekday) =>
    xLabels.map((x, i) => ({
      x,
      y: t(WEEKDAY_KEYS[weekday]!),
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
      yLabels={WEEK_ORDER.map((d) => t(WEEKDAY_KEYS[d]!))}
      withXLabels
      withYLabels
      yLabelsWidth={80}
      xLabelsHeight={40}
      cellSize={28}
      withLegend
      legendLabels={[t('admin.heatmapLess'), t('admin.heatmapMore')]}
      withTooltip
      getTooltipLabel={(cell) =>
        t('admin.heatmapTooltip', { day: cell.y, hour: cell.x, count: cell.value ?? 0 })
      }
      aria-label={t('admin.statsOccupancyByHour')}
      role="img"
    />
  );
}

const SOURCES: { name: string; label: MessageKey; color: string }[] = [
  { name: 'card', label: 'admin.revenueCard', color: 'blue.6' },
  { name: 'desk', label: 'admin.revenueDesk', color: 'teal.6' },
  { name: 'memberships', label: 'admin.revenueFees', color: 'grape.6' },
  { name: 'topUps', label: 'admin.revenueTopUps', color: 'orange.5' },
];

/** Money that came in per month, stacked by source (wallet spending is not new money). */
export function RevenueChart({ months }: { months: StatsResponse['revenueByMonth'] }) {
  const t = useT();
  return (
    <BarChart
      h={280}
      data={months}
      dataKey="month"
      type="stacked"
      series={SOURCES.map((source) => ({ ...source, label: t(source.label) }))}
      valueFormatter={formatEuros}
      withLegend
      aria-label={t('admin.statsRevenueByMonth')}
      role="img"
    />
  );
}

/** Members per plan per month, a line per plan. */
export function MembersChart({ rows }: { rows: StatsResponse['membersByPlan'] }) {
  const t = useT();
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
        label: t(subscriptionTypeLabel(plan)),
        color: colors[i % colors.length]!,
      }))}
      withLegend
      aria-label={t('admin.membersByPlan')}
      role="img"
    />
  );
}

/** Door openings and refusals per day. */
export function DoorChart({ days }: { days: StatsResponse['doorOpenings'] }) {
  const t = useT();
  return (
    <BarChart
      h={220}
      // Each day as a Spaniard reads it, on the axis and in the tooltip.
      data={days.map((day) => ({ ...day, date: formatShortDate(day.date) }))}
      dataKey="date"
      series={[
        { name: 'opened', label: t('admin.doorOpened'), color: 'green.6' },
        { name: 'refused', label: t('admin.doorRefused'), color: 'red.5' },
      ]}
      withLegend
      aria-label={t('admin.doorByDay')}
      role="img"
    />
  );
}
