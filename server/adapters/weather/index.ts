import type { WeatherEntry } from '@/api/courts.ts';
import type { Config } from '../../config.ts';
import { createOpenMeteo } from './open-meteo.ts';

/**
 * Hourly forecast for the club. `from`/`to` are UTC calendar dates (inclusive) the caller needs;
 * the answer is every hour the provider has in them. Never throws: no forecast is an empty list.
 */
export interface WeatherProvider {
  hourly(from: string, to: string): Promise<WeatherEntry[]>;
}

export function createWeather(config: Config): WeatherProvider {
  if (config.weather.provider === 'none') return { hourly: async () => [] };
  return createOpenMeteo({
    url: config.weather.url,
    timeoutMs: config.weather.timeoutMs,
    lat: config.club.lat,
    lon: config.club.lon,
  });
}
