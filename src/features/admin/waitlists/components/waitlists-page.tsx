import { Badge, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title.tsx';
import { formatLongDate } from '@/lib/dates.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';
import { adminWaitlistsQueryOptions } from '../api/waitlists.ts';

/** 'Listas de espera': who waits for which taken slot, in the order they will be offered it. */
export function WaitlistsPage() {
  const entries = useQuery(adminWaitlistsQueryOptions());
  return (
    <>
      <PageTitle>Listas de espera</PageTitle>
      <AdminResults
        status={entries.status}
        count={entries.data?.length ?? 0}
        labels={{
          loading: 'Cargando las listas de espera',
          error: 'No se pudieron cargar las listas de espera.',
          empty: 'Nadie está esperando una pista.',
          one: 'socio en espera',
          many: 'socios en espera',
          table: 'Listas de espera',
        }}
        minWidth={680}
        columns={['Pista', 'Día', 'Horario', 'Puesto', 'Socio', 'Estado']}
      >
        {entries.data?.map((e) => (
          <Table.Tr key={e._id}>
            <Table.Td>{`${e.courtType.toUpperCase()} - ${e.courtName}`}</Table.Td>
            <Table.Td>{formatLongDate(e.dateBooked)}</Table.Td>
            <Table.Td>{e.slots.join(', ')}</Table.Td>
            <Table.Td>{e.position ?? '-'}</Table.Td>
            <Table.Td>{e.user.name || e.user.email}</Table.Td>
            <Table.Td>
              {e.status === 'held' ? (
                <Badge color="blue" variant="light">
                  Pendiente de pago
                </Badge>
              ) : (
                <Badge variant="light">En espera</Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminResults>
    </>
  );
}
