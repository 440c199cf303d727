import { ActionIcon, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCloudRain, IconDroplet, IconWind } from '@tabler/icons-react';
import type { WeatherEntry } from '@/api/courts.ts';
import { weatherFlags, windKmh } from '@/domain/weather.ts';

const round = (n: number) => Math.round(n);

/** A forecast figure, or 'Sin datos' when the provider left it out. */
function figure(value: number | null | undefined, format: (n: number) => string): string {
  return value == null ? 'Sin datos' : format(value);
}

/**
 * A slot's forecast: the rain, wind and humidity icons the spec's thresholds call for, opening a
 * popover with the figures ('Sin datos' for one the provider left out). Nothing at all without a forecast or without an
 * alert, so a phone's grid of slots is not crowded with icons that say nothing.
 */
export function WeatherIndicator({ slot, entry }: { slot: string; entry: WeatherEntry | null }) {
  const alerts = weatherFlags(entry?.values);
  if (!entry || !(alerts.rain || alerts.wind || alerts.humidity)) return null;
  const v = entry.values;
  return (
    <Popover withArrow shadow="md" position="top">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="orange"
          size="lg"
          w="auto"
          px={4}
          aria-label={`Tiempo ${slot}`}
        >
          <Group gap={0} wrap="nowrap">
            {alerts.rain && <IconCloudRain size={18} data-testid="weather-rain" aria-hidden />}
            {alerts.wind && <IconWind size={18} data-testid="weather-wind" aria-hidden />}
            {alerts.humidity && (
              <IconDroplet size={18} data-testid="weather-humidity" aria-hidden />
            )}
          </Group>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={2}>
          <Text size="sm">{`Temp: ${figure(v.temperature, (t) => `${round(t)} °C`)}`}</Text>
          <Text size="sm">{`Lluvia: ${figure(v.precipitationProbability, (p) => `${p} %`)}`}</Text>
          <Text size="sm">{`Viento: ${figure(v.windSpeed, (w) => `${round(windKmh(w))} km/h`)}`}</Text>
          <Text size="sm">{`Humedad: ${figure(v.humidity, (h) => `${h} %`)}`}</Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
