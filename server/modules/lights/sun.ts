import * as SunCalc from 'suncalc';
import type { SunTimes } from '@/domain/lights.ts';

/**
 * Sunrise and sunset of the solar day around `at`, computed here from the club's position (no
 * service to call). Where the sun does not rise or set that day the times are invalid dates, and
 * the comparisons in the rule then treat every booking as in daylight; no club plays that far north.
 */
export function sunTimesAt(at: Date, club: { lat: number; lon: number }): SunTimes {
  const times = SunCalc.getTimes(at, club.lat, club.lon);
  return { sunrise: times.sunrise ?? new Date(NaN), sunset: times.sunset ?? new Date(NaN) };
}
