import { Badge, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminMatch } from '@/api/matches.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { TableHead } from '@/components/table-head.tsx';
import { levelRangeLabel } from '@/domain/matches.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { adminMatchesQueryOptions } from '../api/matches.ts';

const STATUS: Record<AdminMatch['status'], { label: string; color: string }> = {
  open: { label: 'Abierto', color: 'green' },
  full: { label: 'Completo', color: 'blue' },
  closed: { label: 'Cerrado', color: 'gray' },
  cancelled: { label: 'Cancelado', color: 'red' },
};

const COLUMNS = [
  'Fecha',
  'Pista',
  'Organiza',
  'Nivel',
  'Plazas',
  'Jugadores',
  'Lista de espera',
  'Estado',
];

/** 'Partidos abiertos' for the admin: every match, its players and its seat list. */
export function MatchesAdminPage() {
  const { data, isPending } = useQuery(adminMatchesQueryOptions());
  return (
    <>
      <PageTitle>Partidos abiertos</PageTitle>
      {!isPending && (data ?? []).length === 0 && <Text c="dimmed">No hay partidos abiertos.</Text>}
      {data && data.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label="Partidos abiertos">
            <TableHead columns={COLUMNS} />
            <Table.Tbody>
              {data.map((m) => (
                <Table.Tr key={m._id}>
                  <Table.Td>{`${formatShortDate(m.dateBooked)} ${m.timeBooked}`}</Table.Td>
                  <Table.Td>{m.court.name}</Table.Td>
                  <Table.Td>{m.booker.name}</Table.Td>
                  <Table.Td>{levelRangeLabel(m)}</Table.Td>
                  <Table.Td>{`${m.seats - m.seatsLeft}/${m.seats}`}</Table.Td>
                  <Table.Td>{m.players.map((p) => p.name).join(', ')}</Table.Td>
                  <Table.Td>
                    {m.queue.length === 0
                      ? '—'
                      : m.queue
                          .map((e) =>
                            e.status === 'held' ? `${e.name} (plaza reservada)` : e.name,
                          )
                          .join(', ')}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS[m.status].color}>{STATUS[m.status].label}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
