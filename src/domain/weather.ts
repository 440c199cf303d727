/**
 * Weather on the schedule (spec 'Schedule' and section 9): which icons a slot shows. The API gives
 * wind in m/s; the thresholds are in km/h, hence × 3.6.
 */
/** One hour of forecast. windSpeed is in m/s (the PWA multiplies by 3.6 for km/h). */
export interface WeatherEntry {
  /** ISO date-time (UTC) of the start of the hour. */
  startTime: string;
  values: {
    temperature: number | null;
    precipitationProbability: number | null;
    windSpeed: number | null;
    humidity: number | null;
  };
}

export const RAIN_PROBABILITY_THRESHOLD = 10;
export const WIND_KMH_THRESHOLD = 25;
export const HUMIDITY_THRESHOLD = 85;
/** Forecasts are not requested for dates this many days ahead or more. */
export const WEATHER_DAYS_AHEAD_LIMIT = 4;

export const windKmh = (metresPerSecond: number) => metresPerSecond * 3.6;

export interface WeatherFlags {
  rain: boolean;
  wind: boolean;
  humidity: boolean;
}

export function weatherFlags(values: WeatherEntry['values'] | null | undefined): WeatherFlags {
  return {
    rain: (values?.precipitationProbability ?? -1) >= RAIN_PROBABILITY_THRESHOLD,
    wind: values?.windSpeed != null && windKmh(values.windSpeed) >= WIND_KMH_THRESHOLD,
    humidity: (values?.humidity ?? -1) >= HUMIDITY_THRESHOLD,
  };
}

/** The forecast hour a slot starts in, or null ('Sin datos'). */
export function weatherAt(
  entries: readonly WeatherEntry[],
  startsAt: Date | string,
): WeatherEntry | null {
  const t = new Date(startsAt).getTime();
  const hour = t - (t % 3_600_000);
  return entries.find((e) => new Date(e.startTime).getTime() === hour) ?? null;
}
