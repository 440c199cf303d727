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
  const cache = new Map<string, { at: number; ttl: number; entries: Promise<WeatherEntry[]> }>();

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

  return {
    hourly(from, to) {
      const key = `${from}|${to}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < hit.ttl) return hit.entries;
      const entry = { at: now, ttl: FRESH_MS, entries: Promise.resolve<WeatherEntry[]>([]) };
      entry.entries = fetchRange(from, to).catch(() => {
        entry.ttl = FAILED_MS;
        return [];
      });
      cache.set(key, entry);
      // Old days drop out as the keys move on; keep the map small.
      if (cache.size > 64) {
        for (const [k, v] of cache) if (now - v.at >= v.ttl) cache.delete(k);
      }
      return entry.entries;
    },
  };
}
