import { Anchor, Badge, Box, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TableHead } from '@/components/table-head.tsx';
import {
  adminLightLogQueryOptions,
  adminLightStatsQueryOptions,
  lightStatsCsvUrl,
} from '../api/lights.ts';

const SHOWN = 20;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const stamp = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', { dateStyle: 'short', timeStyle: 'short' });

/** Hours of light per court in a month, with its CSV, and the latest switches. */
export function LightsHistory() {
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const valid = MONTH.test(month);
  const stats = useQuery({ ...adminLightStatsQueryOptions(month), enabled: valid });
  const log = useQuery(adminLightLogQueryOptions());
  return (
    <Stack>
      <Title order={4}>Horas de luz</Title>
      <Group align="end">
        <TextInput
          label="Mes (AAAA-MM)"
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          error={valid ? undefined : 'Mes no válido (AAAA-MM).'}
        />
        {valid && (
          <Anchor href={lightStatsCsvUrl(month)} download size="sm">
            Exportar CSV
          </Anchor>
        )}
      </Group>
      {stats.data?.map((row) => (
        <Text key={row.courtId} size="sm">
          {row.courtName}: {row.hours.toLocaleString('es-ES')} h
        </Text>
      ))}
      <Title order={4}>Últimos cambios</Title>
      {log.data && log.data.length === 0 && <Text size="sm">Todavía no hay cambios.</Text>}
      {log.data && log.data.length > 0 && (
        // Wider than a phone: it scrolls on its own, reachable from the keyboard, not the page.
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label="Últimos cambios de las luces, desplazable"
        >
          <Table aria-label="Últimos cambios de las luces" miw={560}>
            <TableHead columns={['Fecha', 'Pista', 'Luces', 'Motivo', 'Relé']} />
            <Table.Tbody>
              {log.data.slice(0, SHOWN).map((entry) => (
                <Table.Tr key={`${entry.at}-${entry.courtId}-${entry.on}-${entry.answer}`}>
                  <Table.Td>{stamp(entry.at)}</Table.Td>
                  <Table.Td>{entry.courtName}</Table.Td>
                  <Table.Td>{entry.on ? 'Encendida' : 'Apagada'}</Table.Td>
                  <Table.Td>
                    {entry.reasonText}
                    {entry.userName ? ` (${entry.userName})` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={entry.ok ? 'green' : 'red'}>
                      {entry.ok ? 'OK' : 'Sin respuesta'}
                    </Badge>{' '}
                    <Text span size="xs">
                      {entry.answer}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
