import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createWeather } from '../../adapters/weather/index.ts';
import { loadConfig } from '../../config.ts';
import { userWithSession } from '#tests/helpers/bookings.ts';

/** Saturday 21 November 2026, 10:00 in Madrid (UTC+1). */
const NOW = new Date('2026-11-21T09:00:00Z');

interface Forecast {
  server: http.Server;
  url: string;
  requests: URL[];
  /** When set, the server never answers (a hung provider). */
  hang: boolean;
}

async function startForecastServer(): Promise<Forecast> {
  const state: Forecast = { server: http.createServer(), url: '', requests: [], hang: false };
  state.server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    state.requests.push(url);
    if (state.hang) return;
    const from = url.searchParams.get('start_date')!;
    const to = url.searchParams.get('end_date')!;
    const time: string[] = [];
    for (
      let t = Date.parse(`${from}T00:00:00Z`);
      t <= Date.parse(`${to}T23:00:00Z`);
      t += 3_600_000
    ) {
      time.push(new Date(t).toISOString().slice(0, 16));
    }
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        hourly: {
          time,
          temperature_2m: time.map((_, i) => 10 + (i % 10)),
          precipitation_probability: time.map((_, i) => (i % 3) * 10),
          wind_speed_10m: time.map(() => 7.5),
          relative_humidity_2m: time.map(() => 80),
        },
      }),
    );
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}/v1/forecast`;
  return state;
}

describe('weather', () => {
  let forecast: Forecast;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    forecast = await startForecastServer();
    t = await createTestApp({
      now: () => NOW,
      env: { WEATHER_PROVIDER: 'open-meteo', WEATHER_URL: forecast.url, WEATHER_TIMEOUT_MS: '300' },
    });
    cookie = (await userWithSession(t.database.db, { email: 'w@test.local', role: 'vip' })).cookie;
  });
  afterAll(async () => {
    await t.close();
    forecast.server.closeAllConnections();
    await new Promise((resolve) => forecast.server.close(resolve));
  });

  const ask = (payload: Record<string, unknown>, c = cookie) =>
    t.app.inject({ method: 'POST', url: '/api/weather', headers: { cookie: c }, payload });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/weather',
      payload: { date: '2026-11-21' },
    });
    expect(res.statusCode).toBe(401);
  });

  it("answers the club day's hours in the spec's shape, wind in m/s", async () => {
    const res = await ask({ date: '2026-11-22T10:00:00.000Z' });
    expect(res.statusCode).toBe(200);
    const entries = res.json();
    expect(entries).toHaveLength(24);
    // Midnight in Madrid is 23:00 UTC the day before.
    expect(entries[0].startTime).toBe('2026-11-21T23:00:00.000Z');
    expect(entries[23].startTime).toBe('2026-11-22T22:00:00.000Z');
    expect(entries[0].values).toEqual({
      temperature: expect.any(Number),
      precipitationProbability: expect.any(Number),
      windSpeed: 7.5,
      humidity: 80,
    });
    const asked = forecast.requests.at(-1)!;
    expect(asked.searchParams.get('wind_speed_unit')).toBe('ms');
    expect(asked.searchParams.get('latitude')).toBe('40.4168');
  });

  it('serves a repeated question from the cache', async () => {
    const before = forecast.requests.length;
    await ask({ date: '2026-11-22' });
    await ask({ date: '2026-11-22' });
    expect(forecast.requests.length).toBe(before);
  });

  it('gives several days with days, but nothing for 4 or more days ahead', async () => {
    const two = (await ask({ date: '2026-11-23', days: 2 })).json();
    expect(two).toHaveLength(48);
    const before = forecast.requests.length;
    expect((await ask({ date: '2026-11-25' })).json()).toEqual([]);
    expect((await ask({ date: '2026-11-20' })).json()).toEqual([]);
    expect(forecast.requests.length).toBe(before);
    expect((await ask({ date: 'mañana' })).statusCode).toBe(400);
  });

  it('answers an empty list quickly when the provider hangs', async () => {
    forecast.hang = true;
    const started = Date.now();
    const res = await ask({ date: '2026-11-24' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(Date.now() - started).toBeLessThan(3000);
    forecast.hang = false;
  });

  it('answers an empty list with WEATHER_PROVIDER=none, without any request', async () => {
    const before = forecast.requests.length;
    const off = createWeather(
      loadConfig({ WEATHER_PROVIDER: 'none', WEATHER_URL: forecast.url, DATA_DIR: '/tmp' }),
    );
    expect(await off.hourly('2026-11-21', '2026-11-22')).toEqual([]);
    expect(forecast.requests.length).toBe(before);
  });
});
