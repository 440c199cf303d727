import type { Config } from '../../config.ts';
import { createOpenMeteo } from './open-meteo.ts';
import type { WeatherProvider } from './types.ts';

export type { WeatherProvider } from './types.ts';

export function createWeather(config: Config): WeatherProvider {
  if (config.weather.provider === 'none') return { hourly: async () => [] };
  return createOpenMeteo({
    url: config.weather.url,
    timeoutMs: config.weather.timeoutMs,
    lat: config.club.lat,
    lon: config.club.lon,
  });
}
