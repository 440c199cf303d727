import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { THEME_COLOR } from '@/app/theme-color.ts';
import { findChromium } from '../helpers/chromium.ts';
import {
  persistedCacheKeys,
  persistedQueryKeys,
  signIn,
  waitForServiceWorkerControl,
} from './support/pwa-helpers.ts';
import { requestsSince, sessionTag, trackApiInFlight } from './support/request-log.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('installable PWA', () => {
  test('the manifest has the Spanish names, start URL, colours, icons and the door shortcut', async ({
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: ManifestIcon[];
      shortcuts: { name: string; short_name: string; url: string; icons: ManifestIcon[] }[];
    };
    expect(manifest).toMatchObject({
      name: 'Club de Tenis y Pádel',
      lang: 'es',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
    });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);

    const checkIcons = async (icons: ManifestIcon[], sizes: number[]) => {
      for (const size of sizes) {
        const icon = icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png');
        expect(icon, `a ${size}px PNG icon`).toBeTruthy();
        const file = await request.get(icon!.src);
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toBe('image/png');
        expect(pngSize(await file.body())).toEqual({ width: size, height: size });
      }
    };
    await checkIcons(
      manifest.icons.filter((i) => (i.purpose ?? 'any').includes('any')),
      [192, 512],
    );
    await checkIcons(
      manifest.icons.filter((i) => i.purpose === 'maskable'),
      [512],
    );

    expect(manifest.shortcuts).toHaveLength(1);
    const [door] = manifest.shortcuts;
    expect(door).toMatchObject({ name: 'Abrir puerta', url: '/unlock?source=shortcut' });
    expect(door!.short_name.length).toBeGreaterThan(0);
    expect(door!.short_name.length).toBeLessThanOrEqual(12);
    await checkIcons(door!.icons, [96, 192]);
  });

  test('HTML and the service worker revalidate every time; hashed assets are immutable', async ({
    request,
  }) => {
    const html = await request.get('/home');
    expect(html.headers()['cache-control']).toBe('no-cache');
    const index = await html.text();
    expect(index).toContain('rel="manifest" href="/manifest.webmanifest"');
    expect(index.match(/rel="manifest"/g)).toHaveLength(1);
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    expect(asset).toBeTruthy();
    const script = await request.get(asset!);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The socket, API and upload paths are never answered with the app shell.
    for (const path of ['/api/nope', '/socket.io/nope', '/uploads/nope']) {
      const res = await request.get(path);
      expect(res.headers()['content-type'] ?? '').not.toContain('text/html');
    }
  });

  test('the service worker controls the page after one reload and the manifest parses cleanly', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );
    // With the worker in control, navigations to the API, socket and upload paths still reach
    // the server instead of getting the app shell.
    for (const path of ['/api/nope', '/socket.io/nope', '/uploads/nope']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeGreaterThanOrEqual(400);
      expect(await response?.text(), path).not.toContain('<div id="root">');
    }
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
  });

  test('the installability check passes in a normal (not incognito) profile', async () => {
    // Test contexts are incognito, where Chromium never offers installation; a persistent
    // profile is what a member's phone has.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'club-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
      baseURL: process.env.E2E_BASE_URL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(
          async () =>
            (
              (await cdp.send('Page.getInstallabilityErrors')) as {
                installabilityErrors: { errorId: string }[];
              }
            ).installabilityErrors.map((e) => e.errorId),
          { timeout: 20_000 },
        )
        .toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('offline', () => {
  const announcement = 'Bienvenidos a la nueva app del club';

  async function openHomeWithPersistedData(page: Page) {
    await page.goto('/');
    await signIn(page, 'joven@club.local');
    await waitForServiceWorkerControl(page);
    await expect(page.getByText(announcement).first()).toBeVisible();
    // The persister writes at most once a second; wait for the announcements to be on disk.
    let cacheKey = '';
    await expect
      .poll(async () => {
        const keys = await persistedCacheKeys(page);
        cacheKey = keys[0] ?? '';
        return cacheKey ? persistedQueryKeys(page, cacheKey) : [];
      })
      .toContain('["announcements"]');
    return cacheKey;
  }

  test('a reload offline renders the shell and persisted data with the banner; online refreshes and nothing attempted offline arrives later', async ({
    page,
    context,
  }) => {
    const apiInFlight = trackApiInFlight(page);
    const cacheKey = await openHomeWithPersistedData(page);
    const user = (await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'))) as {
      id: string;
    };
    expect(cacheKey).toBe(`club-query-cache:${user.id}`);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    const tag = await sessionTag(context);
    await expect.poll(apiInFlight).toBe(0);
    await context.setOffline(true);
    const offlineSince = Date.now();
    await page.reload();
    await expect(page.getByText('Bienvenido, Javier Joven')).toBeVisible();
    await expect(page.getByText(announcement).first()).toBeVisible();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('Sin conexión');
    await expect(banner).toContainText(/Datos actualizados hoy a las \d\d:\d\d\./);
    // Navigating inside the app still works from the precached shell.
    await page.goto('/unlock');
    await expect(page.getByRole('heading', { name: 'Acceso a la puerta' })).toBeVisible();
    await page.goto('/home');
    await expect(page.getByText(announcement).first()).toBeVisible();
    const offlineEnd = Date.now();
    // Chromium's own service-worker update check is not subject to the page's offline emulation,
    // so only what the app itself requests is counted.
    const fromApp = (r: { url: string; at: number }) =>
      r.url.startsWith('/api/') && r.at <= offlineEnd;
    expect(requestsSince(tag, offlineSince, fromApp)).toEqual([]);

    await context.setOffline(false);
    const onlineSince = Date.now();
    await expect(banner).toHaveCount(0);
    // Going online refreshes the data on screen...
    await expect
      .poll(() => requestsSince(tag, onlineSince, (r) => r.url === '/api/announcements').length)
      .toBeGreaterThan(0);
    // ...and nothing that was attempted offline is sent now: no write of any kind arrives.
    await page.waitForTimeout(2000);
    expect(requestsSince(tag, offlineSince, (r) => !['GET', 'HEAD'].includes(r.method))).toEqual(
      [],
    );
  });

  test('logging out deletes the persisted cache from the device', async ({ page }) => {
    await openHomeWithPersistedData(page);
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => persistedCacheKeys(page)).toEqual([]);
  });
});
