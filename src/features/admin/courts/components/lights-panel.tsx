import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { LightCourt } from '@/api/lights.ts';
import { TableHead } from '@/components/table-head.tsx';
import { LightsHistory } from './lights-history.tsx';
import { adminLightsQueryOptions, useSwitchLight } from '../api/lights.ts';

const HOUR = 60;

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit' }) : '—';

function LightRow({ light }: { light: LightCourt }) {
  const switchLight = useSwitchLight();
  const press = (on: boolean) => switchLight.mutate({ courtId: light.courtId, on, minutes: HOUR });
  return (
    <Table.Tr>
      <Table.Td>{light.courtName}</Table.Td>
      <Table.Td>
        <Badge color={light.on ? 'yellow' : 'gray'}>{light.on ? 'Encendida' : 'Apagada'}</Badge>
        <Text size="xs">
          {light.reasonText} · desde {time(light.since)}
        </Text>
        {light.lastError && (
          <Text size="xs" c="red">
            El relé no responde: {light.lastError}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{light.driver}</Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={switchLight.isPending}
            onClick={() => press(true)}
          >
            Encender 1 h
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={switchLight.isPending}
            onClick={() => press(false)}
          >
            Apagar 1 h
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Court lights: the state of each relay, its failure and the switch by hand (a court's relay is
 * set in its edit dialog).
 */
export function LightsPanel() {
  const lights = useQuery(adminLightsQueryOptions());
  return (
    <Stack mt="xl">
      <Title order={3}>Luces</Title>
      {lights.isError && <Alert color="red">No se pudo cargar el estado de las luces.</Alert>}
      {lights.data && lights.data.length === 0 && (
        <Text size="sm">
          Ninguna pista tiene relé de luces: se pone en la ficha de cada pista (Editar).
        </Text>
      )}
      {lights.data && lights.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <TableHead columns={['Pista', 'Luces', 'Relé', 'A mano']} />
            <Table.Tbody>
              {lights.data.map((light) => (
                <LightRow key={light.courtId} light={light} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LightsHistory />
    </Stack>
  );
}
