import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LIGHT_DRIVERS, type LightCourt } from '@/api/lights.ts';
import { adminLightsQueryOptions, useSaveLightRelay } from '../api/lights.ts';
import { useT } from '@/i18n/react.tsx';

type Driver = (typeof LIGHT_DRIVERS)[number];

function Fields({ courtId, relay }: { courtId: string; relay: LightCourt | undefined }) {
  const t = useT();
  const save = useSaveLightRelay();
  const [driver, setDriver] = useState<Driver>(relay?.driver ?? 'http');
  const [url, setUrl] = useState(relay?.url ?? '');
  const [topic, setTopic] = useState(relay?.topic ?? '');
  return (
    <form
      aria-label={t('admin.lightRelay')}
      onSubmit={(event) => {
        event.preventDefault();
        const body = { driver, url: url.trim() || null, topic: topic.trim() || null };
        save.mutate({ courtId, relay: body });
      }}
    >
      <Stack gap="xs" mb="md">
        <Text fw={600} size="sm">
          {t('admin.lightRelay')}
        </Text>
        <Text size="xs" c="dimmed">
          {relay ? t('admin.lightRelayOn') : t('admin.lightRelayNone')}
        </Text>
        <Group align="end">
          <Select
            label={t('admin.colRelay')}
            data={[...LIGHT_DRIVERS]}
            value={driver}
            allowDeselect={false}
            onChange={(value) => value && setDriver(value as Driver)}
          />
          <TextInput
            label={t('admin.url')}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
          <TextInput
            label={t('admin.mqttTopic')}
            value={topic}
            onChange={(e) => setTopic(e.currentTarget.value)}
          />
          <Button type="submit" variant="light" loading={save.isPending}>
            {t('admin.lightRelaySave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A saved court's light relay, in its edit dialog: the driver (as the door's: log, http, mqtt)
 * and where it answers, filled in with what the court has.
 */
export function LightRelayForm({ courtId }: { courtId: string }) {
  const lights = useQuery(adminLightsQueryOptions());
  if (!lights.data) return null;
  const relay = lights.data.find((light) => light.courtId === courtId);
  return <Fields key={relay ? `${relay.driver}|${relay.url}` : 'none'} {...{ courtId, relay }} />;
}
