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
import { formatCentsInSpanish, formatEurosInSpanish } from '@/domain/money.ts';
import { adminStatsQueryOptions, statsCsvUrl } from '../api/stats.ts';
import { DoorChart, MembersChart, OccupancyHeatmap, RevenueChart } from './stats-charts.tsx';
import { TableHead } from '@/components/table-head.tsx';
import { DateField } from '@/components/date-field.tsx';

export interface StatsRange {
  from: string;
  to: string;
}

/** Each table's title: its panel's heading and the panel's (and table's) accessible name. */
const TITLES: Record<StatsTable, string> = {
  'occupancy-by-hour': 'Ocupación por día y hora',
  'revenue-by-month': 'Ingresos por mes',
  'members-by-plan': 'Socios por plan',
  'occupancy-by-court': 'Ocupación por pista',
  'unpaid-bookings': 'Reservas pasadas sin pagar',
  'door-openings': 'Aperturas de puerta',
  'series-occupancy': 'Abonos por pista y mes',
  'pack-sales': 'Venta y uso de bonos',
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
  const title = TITLES[table];
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor href={statsCsvUrl(table, range.from, range.to)} download size="sm">
          Exportar CSV
        </Anchor>
      </Group>
      {rows?.length === 0 ? <Text c="dimmed">Sin datos en estas fechas.</Text> : children}
    </Card>
  );
}

const hours = (minutes: number) => (minutes / 60).toFixed(1);

/** Abonos against all the court time booked, and the packs' sales and uses. */
function SeasonPanels({ data, range }: { data: StatsResponse; range: StatsRange }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Panel table="series-occupancy" range={range} rows={data.seriesOccupancy}>
        <Table aria-label={TITLES['series-occupancy']}>
          <TableHead columns={['Mes', 'Pista', 'Horas de abonos', 'Horas reservadas', 'Abonos']} />
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
        <Table aria-label={TITLES['pack-sales']}>
          <TableHead
            columns={['Mes', 'Vendidos', 'Ingresos', 'Usos consumidos', 'Usos caducados']}
          />
          <Table.Tbody>
            {data.packSales.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Td>{row.month}</Table.Td>
                <Table.Td>{row.sold}</Table.Td>
                <Table.Td>{formatCentsInSpanish(row.revenueCents)}</Table.Td>
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
        <Table aria-label={TITLES['occupancy-by-court']}>
          <TableHead columns={['Pista', 'Reservas', 'Horas reservadas', 'Ocupación']} />
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
          <Table aria-label={TITLES['unpaid-bookings']}>
            <Table.Tbody>
              {data.unpaidBookings.map((b) => (
                <Table.Tr key={b.bookingId}>
                  <Table.Td>{formatShortDate(b.dateBooked)}</Table.Td>
                  <Table.Td>{b.timeBooked}</Table.Td>
                  <Table.Td>{b.courtName}</Table.Td>
                  <Table.Td>{b.userName}</Table.Td>
                  <Table.Td>{formatEurosInSpanish(b.due)}</Table.Td>
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
  const stats = useQuery(adminStatsQueryOptions(range.from, range.to));
  const data = stats.data;
  return (
    <Stack>
      <PageTitle>Estadísticas</PageTitle>
      <Group>
        <DateField
          label="Desde"
          required
          value={range.from}
          onChange={(from) => onRange({ ...range, from })}
        />
        <DateField
          label="Hasta"
          required
          value={range.to}
          onChange={(to) => onRange({ ...range, to })}
        />
      </Group>
      {stats.isPending && (
        <Center py="xl">
          <Loader aria-label="Cargando las estadísticas" />
        </Center>
      )}
      {stats.isError && <Alert color="red">No se pudieron cargar las estadísticas.</Alert>}
      {data && <StatsPanels data={data} range={range} />}
    </Stack>
  );
}
