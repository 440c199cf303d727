import {
  Alert,
  Anchor,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StatsResponse, StatsTable } from '@/api/admin/stats.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { formatShortDate } from '@/lib/dates.ts';
import { adminStatsQueryOptions, statsCsvUrl } from '../api/stats.ts';
import { DoorChart, MembersChart, OccupancyHeatmap, RevenueChart } from './stats-charts.tsx';
import { TableHead } from '@/components/table-head.tsx';
import { DateField } from '@/components/date-field.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';
import { formatCents, formatEuros } from '@/features/admin/shared/format.ts';

export interface StatsRange {
  from: string;
  to: string;
}

/** Each table's title: its panel's heading and the panel's (and table's) accessible name. */
const TITLES: Record<StatsTable, MessageKey> = {
  'occupancy-by-hour': 'admin.statsOccupancyByHour',
  'revenue-by-month': 'admin.statsRevenueByMonth',
  'members-by-plan': 'admin.membersByPlan',
  'occupancy-by-court': 'admin.statsOccupancyByCourt',
  'unpaid-bookings': 'admin.statsUnpaid',
  'door-openings': 'admin.statsDoorOpenings',
  'series-occupancy': 'admin.statsSeries',
  'pack-sales': 'admin.statsPacks',
};

/** One table of the range under its title, with its CSV; `rows` empty says there is no data. */
function Panel({
  table,
  range,
  rows,
  children,
}: {
  table: StatsTable;
  range: StatsRange;
  /** Left out where the table is drawn even without data. */
  rows?: readonly unknown[];
  children: ReactNode;
}) {
  const t = useT();
  const title = t(TITLES[table]);
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor href={statsCsvUrl(table, range.from, range.to)} download size="sm">
          {t('admin.exportCsv')}
        </Anchor>
      </Group>
      {rows?.length === 0 ? <Text c="dimmed">{t('admin.statsNoData')}</Text> : children}
    </Card>
  );
}

const hours = (minutes: number) => (minutes / 60).toFixed(1);

/** Abonos against all the court time booked, and the packs' sales and uses. */
function SeasonPanels({ data, range }: { data: StatsResponse; range: StatsRange }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Panel table="series-occupancy" range={range} rows={data.seriesOccupancy}>
        <Table aria-label={t(TITLES['series-occupancy'])}>
          <TableHead
            columns={[
              t('admin.colMonth'),
              t('admin.colCourt'),
              t('admin.colSeriesHours'),
              t('admin.colBookedHours'),
              t('admin.settingsSeries'),
            ]}
          />
          <Table.Tbody>
            {data.seriesOccupancy.map((row) => (
              <Table.Tr key={`${row.month}-${row.courtId}`}>
                <Table.Td>{row.month}</Table.Td>
                <Table.Td>{row.courtName}</Table.Td>
                <Table.Td>{hours(row.seriesMinutes)}</Table.Td>
                <Table.Td>{hours(row.bookedMinutes)}</Table.Td>
                <Table.Td>{Math.round(row.share * 100)} %</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Panel>
      <Panel table="pack-sales" range={range} rows={data.packSales}>
        <Table aria-label={t(TITLES['pack-sales'])}>
          <TableHead
            columns={[
              t('admin.colMonth'),
              t('admin.colSold'),
              t('admin.colRevenue'),
              t('admin.colUsesConsumed'),
              t('admin.colUsesExpired'),
            ]}
          />
          <Table.Tbody>
            {data.packSales.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Td>{row.month}</Table.Td>
                <Table.Td>{row.sold}</Table.Td>
                <Table.Td>{formatCents(row.revenueCents)}</Table.Td>
                <Table.Td>{row.usesConsumed}</Table.Td>
                <Table.Td>{row.usesExpiredUnused}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Panel>
    </SimpleGrid>
  );
}

/** Every table of the range: charts where people would rather look, tables where read. */
function StatsPanels({ data, range }: { data: StatsResponse; range: StatsRange }) {
  const t = useT();
  return (
    <>
      {/* Drawn even without bookings: an empty week is an answer too. */}
      <Panel table="occupancy-by-hour" range={range}>
        <OccupancyHeatmap cells={data.occupancyByHour} />
      </Panel>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Panel table="revenue-by-month" range={range} rows={data.revenueByMonth}>
          <RevenueChart months={data.revenueByMonth} />
        </Panel>
        <Panel table="members-by-plan" range={range} rows={data.membersByPlan}>
          <MembersChart rows={data.membersByPlan} />
        </Panel>
      </SimpleGrid>
      <Panel table="occupancy-by-court" range={range} rows={data.occupancyByCourt}>
        <Table aria-label={t(TITLES['occupancy-by-court'])}>
          <TableHead
            columns={[
              t('admin.colCourt'),
              t('admin.colBookings'),
              t('admin.colBookedHours'),
              t('admin.colOccupancy'),
            ]}
          />
          <Table.Tbody>
            {data.occupancyByCourt.map((court) => (
              <Table.Tr key={court.courtId}>
                <Table.Td>{court.courtName}</Table.Td>
                <Table.Td>{court.bookings}</Table.Td>
                <Table.Td>{(court.bookedMinutes / 60).toFixed(1)}</Table.Td>
                <Table.Td>{Math.round(court.rate * 100)} %</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Panel>
      <Panel table="unpaid-bookings" range={range} rows={data.unpaidBookings}>
        <Table.ScrollContainer minWidth={600}>
          <Table aria-label={t(TITLES['unpaid-bookings'])}>
            <Table.Tbody>
              {data.unpaidBookings.map((b) => (
                <Table.Tr key={b.bookingId}>
                  <Table.Td>{formatShortDate(b.dateBooked)}</Table.Td>
                  <Table.Td>{b.timeBooked}</Table.Td>
                  <Table.Td>{b.courtName}</Table.Td>
                  <Table.Td>{b.userName}</Table.Td>
                  <Table.Td>{formatEuros(b.due)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Panel>
      <Panel table="door-openings" range={range} rows={data.doorOpenings}>
        <DoorChart days={data.doorOpenings} />
      </Panel>
      <SeasonPanels data={data} range={range} />
    </>
  );
}

/**
 * /admin/statistics: the club's figures for a date range, computed by the database: occupancy
 * (by court, and by weekday × hour as a heatmap), revenue per month by source, members per plan,
 * unpaid past bookings and door openings; each table also as CSV.
 */
export function StatisticsPage({
  range,
  onRange,
}: {
  range: StatsRange;
  onRange: (range: StatsRange) => void;
}) {
  const t = useT();
  const stats = useQuery(adminStatsQueryOptions(range.from, range.to));
  const data = stats.data;
  return (
    <Stack>
      <PageTitle>{t('admin.statsTitle')}</PageTitle>
      <Group>
        <DateField
          label={t('admin.from')}
          required
          value={range.from}
          onChange={(from) => onRange({ ...range, from })}
        />
        <DateField
          label={t('admin.to')}
          required
          value={range.to}
          onChange={(to) => onRange({ ...range, to })}
        />
      </Group>
      {stats.isPending && (
        <Center py="xl">
          <Loader aria-label={t('admin.statsLoading')} />
        </Center>
      )}
      {stats.isError && <Alert color="red">{t('admin.statsError')}</Alert>}
      {data && <StatsPanels data={data} range={range} />}
    </Stack>
  );
}
