/**
 * End-to-end tests only (TEST_REQUEST_HOOKS=true, refused in production): a request may carry
 * its own clock and forecast, so a browser test can act after a booking's start (payments open
 * then) or in bad weather without changing them for every other test sharing the server.
 *
 * - `X-Test-Now: <ISO date-time>`: ctx.now() answers it while the request runs.
 * - `X-Test-Rain: <0..100>`: the weather provider answers every hour with that rain probability.
 *
 * Playwright sets them on a browser context (`extraHTTPHeaders`). Without the flag the plugin is
 * not registered and the headers mean nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { WeatherEntry } from '@/domain/weather.ts';
import type { WeatherProvider } from '../adapters/weather/index.ts';
import { badRequest } from '../lib/errors.ts';

interface TestRequestState {
  now?: Date;
  rain?: number;
}

const store = new AsyncLocalStorage<TestRequestState>();

export const TEST_NOW_HEADER = 'x-test-now';
export const TEST_RAIN_HEADER = 'x-test-rain';

/** The clock: the request's X-Test-Now while one runs, else `base`. */
export function testClock(base: () => Date): () => Date {
  return () => {
    const now = store.getStore()?.now;
    return now ? new Date(now.getTime()) : base();
  };
}

/** The provider, unless the request set X-Test-Rain: then every hour of the range with that rain. */
export function testWeather(base: WeatherProvider): WeatherProvider {
  return {
    async hourly(from, to) {
      const rain = store.getStore()?.rain;
      if (rain === undefined) return base.hourly(from, to);
      const entries: WeatherEntry[] = [];
      const end = Date.parse(`${to}T23:00:00Z`);
      for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 3_600_000) {
        entries.push({
          startTime: new Date(t).toISOString(),
          values: { temperature: 15, precipitationProbability: rain, windSpeed: 1, humidity: 50 },
        });
      }
      return entries;
    },
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export const testHooksPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const state: TestRequestState = {};
      const now = header(request.headers[TEST_NOW_HEADER]);
      if (now !== undefined) {
        const date = new Date(now);
        if (Number.isNaN(date.getTime())) return done(badRequest(`${TEST_NOW_HEADER} no válido.`));
        state.now = date;
      }
      const rain = header(request.headers[TEST_RAIN_HEADER]);
      if (rain !== undefined) {
        const value = Number(rain);
        if (!Number.isFinite(value) || value < 0 || value > 100) {
          return done(badRequest(`${TEST_RAIN_HEADER} no válido.`));
        }
        state.rain = value;
      }
      store.run(state, done);
    });
  },
  { name: 'test-hooks' },
);
