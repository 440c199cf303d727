import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { LightCourt } from '@/api/lights.ts';
import { TableHead } from '@/components/table-head.tsx';
import { LightsHistory } from './lights-history.tsx';
import { adminLightsQueryOptions, useSwitchLight } from '../api/lights.ts';
import { intlLocale } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';

const HOUR = 60;

const time = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit' })
    : '—';

function LightRow({ light }: { light: LightCourt }) {
  const t = useT();
  const switchLight = useSwitchLight();
  const press = (on: boolean) => switchLight.mutate({ courtId: light.courtId, on, minutes: HOUR });
  return (
    <Table.Tr>
      <Table.Td>{light.courtName}</Table.Td>
      <Table.Td>
        <Badge color={light.on ? 'yellow' : 'gray'}>
          {light.on ? t('admin.lightOn') : t('admin.lightOff')}
        </Badge>
        <Text size="xs">
          {t('admin.lightSince', { reason: light.reasonText, time: time(light.since) })}
        </Text>
        {light.lastError && (
          <Text size="xs" c="red">
            {t('admin.relayFailing', { error: light.lastError })}
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
            {t('admin.lightSwitchOn')}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={switchLight.isPending}
            onClick={() => press(false)}
          >
            {t('admin.lightSwitchOff')}
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
  const t = useT();
  const lights = useQuery(adminLightsQueryOptions());
  return (
    <Stack mt="xl">
      <Title order={3}>{t('admin.colLights')}</Title>
      {lights.isError && <Alert color="red">{t('admin.lightsError')}</Alert>}
      {lights.data && lights.data.length === 0 && <Text size="sm">{t('admin.lightsNone')}</Text>}
      {lights.data && lights.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <TableHead
              columns={[
                t('admin.colCourt'),
                t('admin.colLights'),
                t('admin.colRelay'),
                t('admin.colByHand'),
              ]}
            />
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
