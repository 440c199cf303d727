/** The forecast of a booking's start hour, which the cancellation rule reads (rain exemption). */
import type { WeatherEntry } from '@/domain/weather.ts';
import type { AppContext } from '../../context.ts';

const HOUR = 3_600_000;

/** The provider's entry for the hour the booking starts in, or null (no forecast, or too far). */
export async function forecastAt(
  ctx: AppContext,
  startsAt: Date,
): Promise<WeatherEntry['values'] | null> {
  const day = startsAt.toISOString().slice(0, 10);
  const hour = Math.floor(startsAt.getTime() / HOUR) * HOUR;
  try {
    const entries = await ctx.weather.hourly(day, day);
    const entry = entries.find((e) => Math.floor(Date.parse(e.startTime) / HOUR) * HOUR === hour);
    return entry?.values ?? null;
  } catch {
    // The provider never throws by contract; a broken one must not block a cancel either.
    return null;
  }
}
