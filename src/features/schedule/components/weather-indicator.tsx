import type { WeatherEntry } from '../../../api/courts.ts';

export function WeatherIndicator({ entry }: { entry: WeatherEntry | null }) {
  return entry ? null : null;
}
