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
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StatsResponse, StatsTable } from '@/api/admin/stats.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { formatShortDate } from '@/lib/dates.ts';
import { formatEuros } from '@/lib/money.ts';
import { adminStatsQueryOptions, statsCsvUrl } from '../api/stats.ts';
import { DoorChart, MembersChart, OccupancyHeatmap, RevenueChart } from './stats-charts.tsx';
import { TableHead } from '@/features/admin/shared/components/table-head.tsx';

export interface StatsRange {
  from: string;
  to: string;
}

function Panel({
  title,
  table,
  range,
  empty,
  children,
}: {
  title: string;
  table: StatsTable;
  range: StatsRange;
  empty: boolean;
  children: ReactNode;
}) {
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
      {empty ? <Text c="dimmed">Sin datos en estas fechas.</Text> : children}
    </Card>
  );
}

/** Every table of the range: charts where people would rather look, tables where read. */
function StatsPanels({ data, range }: { data: StatsResponse; range: StatsRange }) {
  return (
    <>
      <Panel
        title="Ocupación por día y hora"
        table="occupancy-by-hour"
        range={range}
        // Drawn even without bookings: an empty week is an answer too.
        empty={false}
      >
        <OccupancyHeatmap cells={data.occupancyByHour} />
      </Panel>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Panel
          title="Ingresos por mes"
          table="revenue-by-month"
          range={range}
          empty={data.revenueByMonth.length === 0}
        >
          <RevenueChart months={data.revenueByMonth} />
        </Panel>
        <Panel
          title="Socios por plan"
          table="members-by-plan"
          range={range}
          empty={data.membersByPlan.length === 0}
        >
          <MembersChart rows={data.membersByPlan} />
        </Panel>
      </SimpleGrid>
      <Panel
        title="Ocupación por pista"
        table="occupancy-by-court"
        range={range}
        empty={data.occupancyByCourt.length === 0}
      >
        <Table aria-label="Ocupación por pista">
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
      <Panel
        title="Reservas pasadas sin pagar"
        table="unpaid-bookings"
        range={range}
        empty={data.unpaidBookings.length === 0}
      >
        <Table.ScrollContainer minWidth={600}>
          <Table aria-label="Reservas pasadas sin pagar">
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
      <Panel
        title="Aperturas de puerta"
        table="door-openings"
        range={range}
        empty={data.doorOpenings.length === 0}
      >
        <DoorChart days={data.doorOpenings} />
      </Panel>
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
  const setDate = (key: keyof StatsRange, value: string) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) onRange({ ...range, [key]: value });
  };
  return (
    <Stack>
      <PageTitle>Estadísticas</PageTitle>
      <Group>
        <TextInput
          type="date"
          label="Desde"
          defaultValue={range.from}
          onChange={(e) => setDate('from', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Hasta"
          defaultValue={range.to}
          onChange={(e) => setDate('to', e.currentTarget.value)}
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
