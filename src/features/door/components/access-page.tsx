import { Alert, Button, Card, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import type { DoorWindowAnswer, MyAccessResponse } from '@/api/door.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { DoorResultBadge } from '@/components/door-result-badge.tsx';
import { formatDateTime, formatLongDate, formatTime } from '@/lib/dates.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { myAccessQueryOptions } from '../api/door.ts';
import { DoorButton } from './door-button.tsx';
import { TableHead } from '@/components/table-head.tsx';

export const ACCESS_ALLOWED = 'Puedes abrir la puerta ahora.';
export const ACCESS_REFUSED = 'Ahora no puedes abrir la puerta.';
export const NO_COMING_BOOKING =
  'No tienes ninguna reserva próxima. Reserva una pista o hazte socio para entrar cuando quieras.';

function windowText(w: DoorWindowAnswer, verb: 'abre' | 'abrirá'): string {
  const court = w.courtName ? ` en ${w.courtName}` : '';
  if (verb === 'abre')
    return `Tu reserva${court} te abre la puerta hasta las ${formatTime(w.closesAt)}.`;
  return `La puerta se abrirá para tu reserva${court} el ${formatLongDate(w.opensAt)} a las ${formatTime(w.opensAt)}.`;
}

function AccessState({ access }: { access: MyAccessResponse }) {
  if (access.allowed) {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={ACCESS_ALLOWED}>
        {access.reason}
        {access.window && <Text size="sm">{windowText(access.window, 'abre')}</Text>}
      </Alert>
    );
  }
  return (
    <Alert color="orange" icon={<IconLock aria-hidden />} title={ACCESS_REFUSED}>
      <Stack gap="xs">
        <Text size="sm">{access.reason}</Text>
        <Text size="sm" fw={500}>
          {access.nextWindow ? windowText(access.nextWindow, 'abrirá') : NO_COMING_BOOKING}
        </Text>
        {!access.nextWindow && (
          <Group gap="sm">
            <Button component={Link} to="/courts" size="xs" variant="light">
              Reservar pista
            </Button>
            <Button component={Link} to="/membership" size="xs" variant="light">
              Hazte Socio
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function MyEntries({ history }: { history: MyAccessResponse['history'] }) {
  if (history.length === 0) {
    return <Text c="dimmed">Todavía no has intentado abrir la puerta.</Text>;
  }
  return (
    // Three columns fit a 390 px phone: nothing to scroll sideways to (nor a region to focus).
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-label="Mis entradas">
        <TableHead columns={['Fecha', 'Resultado', 'Motivo']} />
        <Table.Tbody>
          {history.map((entry) => (
            <Table.Tr key={entry._id}>
              <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
              <Table.Td>
                <DoorResultBadge result={entry.result} />
              </Table.Td>
              <Table.Td>{entry.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /access 'Mi acceso': whether the door opens for me now and why (the server's own decision, the
 * same one the door takes), when it next will, the door button, and my own presses.
 */
export function AccessPage({ onSessionLost }: { onSessionLost: () => void }) {
  const access = useQuery(myAccessQueryOptions());
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.myAccess() });

  return (
    <>
      <PageTitle>Mi acceso</PageTitle>
      {access.isPending && (
        <Center py="xl">
          <Loader aria-label="Cargando tu acceso" />
        </Center>
      )}
      {access.isError && <Alert color="red">No se pudo comprobar tu acceso.</Alert>}
      {access.data && (
        <Stack gap="lg" maw={720}>
          <AccessState access={access.data} />
          <Card withBorder padding="lg">
            <Stack align="center" gap="md">
              <Text c="dimmed" ta="center">
                Pulsa el botón solo cuando estés frente a la puerta.
              </Text>
              <DoorButton onSessionLost={onSessionLost} onPressed={refresh} />
            </Stack>
          </Card>
          <Stack gap="xs">
            <Text fw={600} component="h2" size="lg">
              Mis entradas
            </Text>
            <MyEntries history={access.data.history} />
          </Stack>
        </Stack>
      )}
    </>
  );
}
