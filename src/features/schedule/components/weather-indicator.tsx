import { ActionIcon, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCloudRain, IconDroplet, IconWind } from '@tabler/icons-react';
import type { WeatherEntry } from '@/api/courts.ts';
import { weatherFlags, windKmh } from '@/domain/weather.ts';
import { intlLocale } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';

/** A figure in the language's own form ('14 °C', '40 %', '29 km/h'), spaces made plain. */
function measure(value: number, unit: 'celsius' | 'percent' | 'kilometer-per-hour'): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'unit', unit })
    .format(value)
    .replace(/\s/g, ' ');
}

/**
 * A slot's forecast: the rain, wind and humidity icons the spec's thresholds call for, opening a
 * popover with the figures ('Sin datos' for one the provider left out). Nothing at all without a forecast or without an
 * alert, so a phone's grid of slots is not crowded with icons that say nothing.
 */
export function WeatherIndicator({ slot, entry }: { slot: string; entry: WeatherEntry | null }) {
  const t = useT();
  const alerts = weatherFlags(entry?.values);
  if (!entry || !(alerts.rain || alerts.wind || alerts.humidity)) return null;
  const v = entry.values;
  /** A forecast figure, or 'Sin datos' when the provider left it out. */
  const figure = (value: number | null | undefined, format: (n: number) => string) =>
    value == null ? t('schedule.noData') : format(value);
  return (
    <Popover withArrow shadow="md" position="top">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="orange"
          size="lg"
          w="auto"
          px={4}
          aria-label={t('schedule.weatherFor', { slot })}
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
          <Text size="sm">
            {t('schedule.temperature', {
              value: figure(v.temperature, (c) => measure(Math.round(c), 'celsius')),
            })}
          </Text>
          <Text size="sm">
            {t('schedule.rain', {
              value: figure(v.precipitationProbability, (p) => measure(p, 'percent')),
            })}
          </Text>
          <Text size="sm">
            {t('schedule.wind', {
              value: figure(v.windSpeed, (w) =>
                measure(Math.round(windKmh(w)), 'kilometer-per-hour'),
              ),
            })}
          </Text>
          <Text size="sm">
            {t('schedule.humidity', { value: figure(v.humidity, (h) => measure(h, 'percent')) })}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
