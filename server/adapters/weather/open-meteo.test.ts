import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpenMeteo } from './open-meteo.ts';

const FORECAST = {
  hourly: { time: ['2026-11-23T10:00'], precipitation_probability: [80], temperature_2m: [12] },
};

function provider() {
  return createOpenMeteo({
    url: 'https://meteo.test/v1/forecast',
    timeoutMs: 1000,
    lat: 40,
    lon: -3,
  });
}

describe('the Open-Meteo forecasts, cached', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once for a range that several requests want at the same time, then answers from memory', async () => {
    const fetch = vi.fn(async () => Response.json(FORECAST));
    vi.stubGlobal('fetch', fetch);
    const weather = provider();
    const [a, b] = await Promise.all([
      weather.hourly('2026-11-23', '2026-11-24'),
      weather.hourly('2026-11-23', '2026-11-24'),
    ]);
    expect(a).toEqual([
      expect.objectContaining({
        startTime: '2026-11-23T10:00:00.000Z',
        values: expect.objectContaining({ precipitationProbability: 80, temperature: 12 }),
      }),
    ]);
    expect(b).toBe(a);
    expect(await weather.hourly('2026-11-23', '2026-11-24')).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    await weather.hourly('2026-11-24', '2026-11-25');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answers no forecast when the service fails, and does not ask again at every request', async () => {
    const fetch = vi.fn(async () => new Response('busy', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    const weather = provider();
    expect(await weather.hourly('2026-11-23', '2026-11-24')).toEqual([]);
    expect(await weather.hourly('2026-11-23', '2026-11-24')).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
