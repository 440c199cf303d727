/**
 * `npm run bench -- door-launch`: the door from the home-screen shortcut, as issue 31 measured it.
 * Chromium (the machine's, headless) on a 390×844 phone with the processor slowed 4×, the
 * installed app (a warm visit before, the service worker in control): five launches each of
 * `/unlock?source=shortcut` with the network as is and over slow 4G (150 ms, 1.6 Mbps), beside a
 * bare HTML page holding one button (the floor, same browser and throttling, served by a tiny
 * server of its own), the pages' launches taken in turn. A launch is a new tab; its time runs
 * from the navigation's start to the first moment 'Abrir puerta' is in the page and enabled (read
 * in the page, on every change of the document). Prints each median, the five times, the ratio
 * and the gap to the floor, when the page's HTML was in (median), and the page's script time
 * (Chromium's own count, read just after the median launch's button: it may hold the start of
 * the React page). BENCH_DOOR_TRACE and BENCH_DOOR_ALSO are for finding where a gap goes.
 */
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ensureChromium } from '../../tests/helpers/chromium.ts';
import { mainThreadTime, startTrace } from './bench-door-trace.ts';

const LAUNCHES = Math.max(1, Number(process.env.BENCH_DOOR_LAUNCHES ?? 5));
const FLOOR_PORT = Number(process.env.BENCH_DOOR_FLOOR_PORT ?? 5126);
/**
 * BENCH_DOOR_COLD_WORKER=1: every service worker stopped before each launch, as on a phone where
 * the app was not used for a while (the measure has it running).
 */
const COLD_WORKER = process.env.BENCH_DOOR_COLD_WORKER === '1';
const CPU_SLOWDOWN = 4;
// Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up.
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const FLOOR_HTML = `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Puerta</title></head>
<body><button type="button">Abrir puerta</button></body></html>`;

/**
 * Runs in every page before its own scripts: notes when 'Abrir puerta' is first there and
 * enabled. Checked on every change of the document, so the time is the change's, not a poll's.
 */
const WATCH_BUTTON = `(() => {
  const ready = () => [...document.querySelectorAll('button')].some(
    (b) => !b.disabled && b.textContent.trim() === 'Abrir puerta' && b.getClientRects().length > 0,
  );
  const check = () => {
    if (window.__doorReadyAt === undefined && ready()) window.__doorReadyAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('DOMContentLoaded', check);
})();`;

/** What the bench reads in the page, typed here: the server's code knows no DOM types. */
interface InPage {
  __doorReadyAt?: number;
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
  performance: { getEntriesByType(type: 'navigation'): Array<{ responseEnd: number }> };
}

interface Launch {
  ms: number;
  scriptMs: number;
  /** When the page's last byte was in (the navigation's `responseEnd`, ms from its start). */
  inMs: number;
}

/**
 * When the button was ready, asked from outside every 50 ms: `page.evaluate` runs through the
 * debugging protocol, which the app's CSP (no `eval`) lets in, unlike `waitForFunction`'s polls.
 */
async function readyAt(page: Page): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const at = await page.evaluate(() => (globalThis as unknown as InPage).__doorReadyAt);
    if (at !== undefined) return at;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`'Abrir puerta' was not ready within 30 s at ${page.url()}`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function launch(context: BrowserContext, url: string, slow4g: boolean): Promise<Launch> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    if (slow4g) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Performance.enable');
    if (COLD_WORKER) {
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
    }
    await page.goto(url, { waitUntil: 'commit' });
    const ms = await readyAt(page);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptMs = (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
    const inMs = await page.evaluate(
      () =>
        (globalThis as unknown as InPage).performance.getEntriesByType('navigation')[0]!
          .responseEnd,
    );
    return { ms, scriptMs, inMs };
  } finally {
    await page.close();
  }
}

/**
 * Each page's launches, taken in turn (floor, door, floor, door…): the machine's load, which
 * drifts over a run, weighs on every page alike.
 */
async function launches(context: BrowserContext, urls: string[], slow4g: boolean) {
  const runs: Launch[][] = urls.map(() => []);
  for (let i = 0; i < LAUNCHES; i += 1) {
    for (const [n, url] of urls.entries()) runs[n]!.push(await launch(context, url, slow4g));
  }
  return runs.map((r) => {
    const ms = median(r.map((x) => x.ms));
    return {
      ms,
      runs: r,
      inMs: median(r.map((x) => x.inMs)),
      scriptMs: r.find((x) => x.ms === ms)!.scriptMs,
    };
  });
}

/**
 * BENCH_DOOR_TRACE=<dir>: three more launches of each page (network as is) under Chromium's
 * tracing, each written to `<dir>/<page>-<launch>.json`, and where its main thread's time went
 * (bench-door-trace.ts).
 */
async function tracedLaunches(
  browser: Browser,
  context: BrowserContext,
  urls: string[],
  dir: string,
) {
  for (let i = 0; i < 3; i += 1) {
    for (const [n, url] of urls.entries()) {
      const stop = await startTrace(browser);
      const { ms } = await launch(context, url, false);
      const split = mainThreadTime(await stop(path.join(dir, `${n}-${i}.json`)), url, ms);
      console.log(
        `  traced ${url}: ${ms.toFixed(0)} ms, main thread waiting ${split?.idleMs.toFixed(0)} ms; own ms: ${split?.kinds.slice(0, 12).join(', ')}`,
      );
    }
  }
}

function startFloor(): Promise<http.Server> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(FLOOR_HTML);
  });
  return new Promise((resolve) => server.listen(FLOOR_PORT, '127.0.0.1', () => resolve(server)));
}

/**
 * The installed app: the member has used it signed in (it keeps the session user on the device
 * and registers the service worker, which takes control), and opened the door page once.
 */
async function installApp(context: BrowserContext, baseUrl: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/home`);
  // Each function runs in the page (serialised): it cannot share a helper with this file.
  await page.evaluate(async () => {
    await (globalThis as unknown as InPage).navigator.serviceWorker.ready;
  });
  await page.goto(`${baseUrl}/unlock`);
  const controlled = () =>
    page.evaluate(
      () => (globalThis as unknown as InPage).navigator.serviceWorker.controller !== null,
    );
  if (!(await controlled())) await page.reload();
  if (!(await controlled())) {
    throw new Error('The service worker does not control the door page.');
  }
  await page.getByRole('button', { name: 'Abrir puerta' }).waitFor({ timeout: 60_000 });
  await page.close();
}

/** `cookie` is a signed-in member's `club_session=…`. */
export async function runDoorLaunch(baseUrl: string, cookie: string): Promise<void> {
  const floor = await startFloor();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'es-ES',
    });
    await context.addInitScript(WATCH_BUTTON);
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
    await installApp(context, baseUrl);
    const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}/`;
    const door = `${baseUrl}/unlock?source=shortcut`;
    console.log(
      `\n  Door from the shortcut: ${LAUNCHES} launches each, CPU ×${CPU_SLOWDOWN}, 390×844, service worker in control${COLD_WORKER ? ', stopped before each launch' : ''}`,
    );
    console.log(
      '  page                          median   × floor  − floor  html in  script  (launches, ms)',
    );
    // Other pages to set beside the door (BENCH_DOOR_ALSO=/a,/b: paths of this server, which
    // its service worker must answer as it does /unlock: variants added to the build's precache).
    const also = (process.env.BENCH_DOOR_ALSO ?? '').split(',').filter(Boolean);
    const pages = [door, ...also.map((p) => `${baseUrl}${p}`)];
    const traceDir = process.env.BENCH_DOOR_TRACE;
    if (traceDir) await tracedLaunches(browser, context, [floorUrl, ...pages], traceDir);
    for (const slow4g of [false, true]) {
      const network = slow4g ? 'slow 4G' : 'network as is';
      const [floorRuns, ...rest] = await launches(context, [floorUrl, ...pages], slow4g);
      const base = floorRuns!;
      const row = (label: string, r: typeof base) => {
        const [ratio, gap] = [
          `${(r.ms / base.ms).toFixed(2)}×`,
          `${(r.ms - base.ms).toFixed(0)} ms`,
        ];
        console.log(
          `  ${label.padEnd(28)} ${r.ms.toFixed(0).padStart(5)} ms ${ratio.padStart(8)} ${gap.padStart(8)} ${r.inMs.toFixed(0).padStart(5)} ms ${r.scriptMs.toFixed(0).padStart(4)} ms  (${r.runs.map((x) => x.ms.toFixed(0)).join(', ')})`,
        );
      };
      row(`floor, ${network}`, base);
      for (const [n, r] of rest.entries()) row(`${['/unlock', ...also][n]}, ${network}`, r);
    }
  } finally {
    await browser.close();
    floor.close();
  }
}
