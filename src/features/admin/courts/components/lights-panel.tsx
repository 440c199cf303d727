import {
  Alert,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCourt } from '@/api/admin/courts.ts';
import { LIGHT_DRIVERS, type LightCourt } from '@/api/lights.ts';
import { TableHead } from '@/components/table-head.tsx';
import { LightsHistory } from './lights-history.tsx';
import { adminLightsQueryOptions, useSaveLightRelay, useSwitchLight } from '../api/lights.ts';

type Driver = (typeof LIGHT_DRIVERS)[number];
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

/** The relay form: which court, which driver, where. */
function RelayForm({ courts }: { courts: readonly AdminCourt[] }) {
  const save = useSaveLightRelay();
  const [courtId, setCourtId] = useState<string | null>(null);
  const [driver, setDriver] = useState<Driver>('http');
  const [url, setUrl] = useState('');
  const [topic, setTopic] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!courtId) return;
        const relay = { driver, url: url.trim() || null, topic: topic.trim() || null };
        save.mutate({ courtId, relay });
      }}
    >
      <Group align="end">
        <Select
          label="Pista"
          data={courts.map((c) => ({ value: c._id, label: c.name }))}
          value={courtId}
          onChange={setCourtId}
          required
        />
        <Select
          label="Relé"
          data={[...LIGHT_DRIVERS]}
          value={driver}
          onChange={(value) => value && setDriver(value as Driver)}
        />
        <TextInput label="URL" value={url} onChange={(e) => setUrl(e.currentTarget.value)} />
        <TextInput
          label="Tema MQTT"
          value={topic}
          onChange={(e) => setTopic(e.currentTarget.value)}
        />
        <Button type="submit" loading={save.isPending} disabled={!courtId}>
          Guardar relé
        </Button>
      </Group>
    </form>
  );
}

/** Court lights: the state of each relay, its failure, the switch by hand and the relay form. */
export function LightsPanel({ courts }: { courts: readonly AdminCourt[] }) {
  const lights = useQuery(adminLightsQueryOptions());
  return (
    <Stack mt="xl">
      <Title order={3}>Luces</Title>
      {lights.isError && <Alert color="red">No se pudo cargar el estado de las luces.</Alert>}
      {lights.data && lights.data.length === 0 && (
        <Text size="sm">Ninguna pista tiene relé de luces.</Text>
      )}
      {lights.data && lights.data.length > 0 && (
        <Table>
          <TableHead columns={['Pista', 'Luces', 'Relé', 'A mano']} />
          <Table.Tbody>
            {lights.data.map((light) => (
              <LightRow key={light.courtId} light={light} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <RelayForm courts={courts} />
      <LightsHistory />
    </Stack>
  );
}
