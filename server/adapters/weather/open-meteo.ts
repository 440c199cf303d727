import { LRUCache } from 'lru-cache';
import type { WeatherEntry } from '@/domain/weather.ts';
import type { WeatherProvider } from './types.ts';

interface OpenMeteoHourly {
  time?: string[];
  temperature_2m?: (number | null)[];
  precipitation_probability?: (number | null)[];
  wind_speed_10m?: (number | null)[];
  relative_humidity_2m?: (number | null)[];
}

/** A forecast is good for a while; a failure is retried soon, not at every request. */
const FRESH_MS = 30 * 60_000;
const FAILED_MS = 60_000;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function toEntries(hourly: OpenMeteoHourly): WeatherEntry[] {
  const times = Array.isArray(hourly.time) ? hourly.time : [];
  return times.flatMap((time, i) => {
    // Asked with timezone=UTC, so the times are UTC wall times without an offset.
    const instant = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(time) ? time : `${time}Z`);
    if (Number.isNaN(instant.getTime())) return [];
    return [
      {
        startTime: instant.toISOString(),
        values: {
          temperature: num(hourly.temperature_2m?.[i]),
          precipitationProbability: num(hourly.precipitation_probability?.[i]),
          windSpeed: num(hourly.wind_speed_10m?.[i]),
          humidity: num(hourly.relative_humidity_2m?.[i]),
        },
      },
    ];
  });
}

export function createOpenMeteo(options: {
  url: string;
  timeoutMs: number;
  lat: number;
  lon: number;
}): WeatherProvider {
  async function fetchRange(from: string, to: string): Promise<WeatherEntry[]> {
    const url = new URL(options.url);
    url.searchParams.set('latitude', String(options.lat));
    url.searchParams.set('longitude', String(options.lon));
    url.searchParams.set(
      'hourly',
      'temperature_2m,precipitation_probability,wind_speed_10m,relative_humidity_2m',
    );
    // The PWA multiplies by 3.6 to show km/h, so the API answers m/s.
    url.searchParams.set('wind_speed_unit', 'ms');
    url.searchParams.set('timezone', 'UTC');
    url.searchParams.set('start_date', from);
    url.searchParams.set('end_date', to);
    const res = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    if (!res.ok) throw new Error(`open-meteo answered ${res.status}`);
    const body = (await res.json()) as { hourly?: OpenMeteoHourly };
    return toEntries(body.hourly ?? {});
  }

  // Old days drop out as the keys move on (lru-cache, decision 086); requests of a range being
  // fetched wait for that fetch.
  const cache = new LRUCache<string, WeatherEntry[]>({
    max: 64,
    ttl: FRESH_MS,
    fetchMethod: async (key, _stale, { options: stored }) => {
      const [from, to] = key.split('|') as [string, string];
      try {
        return await fetchRange(from, to);
      } catch {
        stored.ttl = FAILED_MS;
        return [];
      }
    },
  });

  return {
    hourly: (from, to) => cache.forceFetch(`${from}|${to}`),
  };
}
