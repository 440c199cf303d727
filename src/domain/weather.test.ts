import { describe, expect, it } from 'vitest';
import { weatherAt, weatherFlags, windKmh } from './weather.ts';

describe('weather icons', () => {
  it('uses the spec thresholds, wind converted from m/s', () => {
    expect(
      weatherFlags({
        temperature: 20,
        precipitationProbability: 10,
        windSpeed: 6.95,
        humidity: 85,
      }),
    ).toEqual({
      rain: true,
      wind: true,
      humidity: true,
    });
    expect(
      weatherFlags({ temperature: 20, precipitationProbability: 9, windSpeed: 6.9, humidity: 84 }),
    ).toEqual({
      rain: false,
      wind: false,
      humidity: false,
    });
    expect(weatherFlags(null)).toEqual({ rain: false, wind: false, humidity: false });
    expect(windKmh(10)).toBe(36);
  });

  it('finds the hour a slot starts in', () => {
    const entries = [
      {
        startTime: '2026-11-22T09:00:00.000Z',
        values: { temperature: 12, precipitationProbability: 0, windSpeed: 1, humidity: 50 },
      },
    ];
    expect(weatherAt(entries, '2026-11-22T09:30:00.000Z')).toBe(entries[0]);
    expect(weatherAt(entries, '2026-11-22T10:00:00.000Z')).toBeNull();
  });
});
