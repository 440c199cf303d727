import type { WeatherEntry } from '../../../api/courts.ts';

/** Spec section 9: rain from 10 %, wind from 25 km/h, humidity from 85 %. */
export const WEATHER_THRESHOLDS = { rainPercent: 10, windKmh: 25, humidityPercent: 85 } as const;

/** The API gives wind in m/s; the schedule speaks km/h. */
export function windKmh(windSpeed: number): number {
  return windSpeed * 3.6;
}

export interface WeatherAlerts {
  rain: boolean;
  wind: boolean;
  humidity: boolean;
}

export function weatherAlerts(entry: WeatherEntry | null): WeatherAlerts {
  const v = entry?.values;
  return {
    rain: (v?.precipitationProbability ?? -1) >= WEATHER_THRESHOLDS.rainPercent,
    wind: v?.windSpeed != null && windKmh(v.windSpeed) >= WEATHER_THRESHOLDS.windKmh,
    humidity: (v?.humidity ?? -1) >= WEATHER_THRESHOLDS.humidityPercent,
  };
}
