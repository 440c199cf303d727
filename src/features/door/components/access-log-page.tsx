import { Alert, Badge, Center, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title.tsx';
import { formatShortDate, formatTime } from '@/lib/dates.ts';
import { ACCESS_LOG_PAGE_SIZE, accessLogsQueryOptions, type AccessResult } from '../api/door.ts';

const RESULT_LABELS: Record<AccessResult, { label: string; color: string }> = {
  opened: { label: 'Abierta', color: 'green' },
  refused: { label: 'Denegado', color: 'red' },
  busy: { label: 'Ya abriéndose', color: 'yellow' },
  'rate-limited': { label: 'Demasiados intentos', color: 'orange' },
  failed: { label: 'Fallo del sistema', color: 'gray' },
};

/** /admin/access: every attempt to open a door, allowed or not, newest first. */
export function AccessLogPage() {
  const [page, setPage] = useState(1);
  const logs = useQuery(accessLogsQueryOptions(page));
  const pages = Math.max(1, Math.ceil((logs.data?.total ?? 0) / ACCESS_LOG_PAGE_SIZE));

  return (
    <>
      <PageTitle>Registro de accesos</PageTitle>
      {logs.isPending && (
        <Center py="xl">
          <Loader aria-label="Cargando el registro" />
        </Center>
      )}
      {logs.isError && <Alert color="red">No se pudo cargar el registro de accesos.</Alert>}
      {logs.data && logs.data.logs.length === 0 && (
        <Text c="dimmed">Todavía no hay intentos de apertura.</Text>
      )}
      {logs.data && logs.data.logs.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover aria-label="Registro de accesos">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Usuario</Table.Th>
                  <Table.Th>Puerta</Table.Th>
                  <Table.Th>Resultado</Table.Th>
                  <Table.Th>Motivo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {logs.data.logs.map((entry) => {
                  const result = RESULT_LABELS[entry.result] ?? {
                    label: entry.result,
                    color: 'gray',
                  };
                  return (
                    <Table.Tr key={entry._id}>
                      <Table.Td>
                        {formatShortDate(entry.createdAt)} {formatTime(entry.createdAt)}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{entry.user.name}</Text>
                        <Text size="xs" c="dimmed">
                          {entry.user.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{entry.doorId}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Badge color={result.color} variant="light">
                          {result.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{entry.reason}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="center" mt="md">
              <Pagination value={page} onChange={setPage} total={pages} />
            </Group>
          )}
        </>
      )}
    </>
  );
}
