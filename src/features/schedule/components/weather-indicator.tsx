import { ActionIcon, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCloud, IconCloudOff, IconCloudRain, IconDroplet, IconWind } from '@tabler/icons-react';
import type { WeatherEntry } from '@/api/courts.ts';
import { weatherFlags, windKmh } from '@/domain/weather.ts';

const round = (n: number) => Math.round(n);

/**
 * A slot's forecast: rain, wind and humidity icons when they pass the spec's thresholds (a plain
 * cloud otherwise), opening a popover with the figures or 'Sin datos'.
 */
export function WeatherIndicator({ slot, entry }: { slot: string; entry: WeatherEntry | null }) {
  const alerts = weatherFlags(entry?.values);
  const any = alerts.rain || alerts.wind || alerts.humidity;
  const v = entry?.values;
  return (
    <Popover withArrow shadow="md" position="top">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color={any ? 'orange' : 'gray'}
          size="lg"
          w="auto"
          px={4}
          aria-label={`Tiempo ${slot}`}
        >
          <Group gap={0} wrap="nowrap">
            {!entry && <IconCloudOff size={18} aria-hidden />}
            {alerts.rain && <IconCloudRain size={18} data-testid="weather-rain" aria-hidden />}
            {alerts.wind && <IconWind size={18} data-testid="weather-wind" aria-hidden />}
            {alerts.humidity && (
              <IconDroplet size={18} data-testid="weather-humidity" aria-hidden />
            )}
            {entry && !any && <IconCloud size={18} aria-hidden />}
          </Group>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {v ? (
          <Stack gap={2}>
            <Text size="sm">{`Temp: ${v.temperature == null ? '-' : `${round(v.temperature)} °C`}`}</Text>
            <Text size="sm">{`Lluvia: ${v.precipitationProbability ?? '-'} %`}</Text>
            <Text size="sm">{`Viento: ${v.windSpeed == null ? '-' : round(windKmh(v.windSpeed))} km/h`}</Text>
            <Text size="sm">{`Humedad: ${v.humidity ?? '-'} %`}</Text>
          </Stack>
        ) : (
          <Text size="sm">Sin datos</Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
