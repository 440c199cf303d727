import type { WeatherEntry } from '@/domain/weather.ts';

/**
 * Hourly forecast for the club. `from`/`to` are UTC calendar dates (inclusive) the caller needs;
 * the answer is every hour the provider has in them. Never throws: no forecast is an empty list.
 */
export interface WeatherProvider {
  hourly(from: string, to: string): Promise<WeatherEntry[]>;
}
