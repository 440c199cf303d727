import { defineConfig } from '@playwright/test';
import { findChromium } from '../helpers/chromium.ts';

/**
 * End-to-end tests drive the machine's Chromium (tests/helpers/chromium.ts picks it) against the
 * production build served by a real server that global-setup starts on a fresh database.
 */
const port = process.env.E2E_PORT ?? '4318';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // A journey that fails is run once more, and `npm test`'s summary counts it as flaky: on this
  // shared 2-core machine a different journey failed now and then on a 10 s wait, never the same
  // one twice. A real fault fails both runs.
  retries: 1,
  // A whole user journey (log in, several screens, a payment) takes 40-55 s when the 2 cores are
  // shared; a limit close to that fails on a busy machine, not on a fault. A hang still ends.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `../../test-results/e2e-${port}.json` }]],
  // One folder per port, so two runs on one machine never delete each other's traces.
  outputDir: `../../test-results/e2e-${port}`,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // The endless announcement marquee kept each browser's compositor busy (about 45 % of a core
    // on this 2-core machine); the app honours reduced motion, so the journeys ask for it.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
