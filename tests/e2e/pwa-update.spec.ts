import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startSwapServer, type SwapServer } from './support/swap-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function entryScript(dir: string): string {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no entry script in ${dir}/index.html`);
  return src;
}

test.describe('an update', () => {
  // Two builds of different content: the one under test (A) and a second one made here (B).
  const buildA = path.resolve(root, process.env.E2E_DIST_DIR ?? 'dist');
  const buildB = path.join(root, 'test-results', `pwa-update-b-${process.env.E2E_PORT ?? 4318}`);
  let server: SwapServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const build = spawnSync(
      path.join(root, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', buildB, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: root, env: { ...process.env, APP_BUILD_ID: `e2e-update-b-${Date.now()}` } },
    );
    if (build.status !== 0) throw new Error(`second build failed:\n${build.stderr}`);
    expect(entryScript(buildB)).not.toBe(entryScript(buildA));
    server = await startSwapServer(buildA);
  });
  test.afterAll(async () => {
    await server?.close();
    fs.rmSync(buildB, { recursive: true, force: true });
  });

  test('the open page offers the new version and takes it only when the button is pressed', async ({
    page,
  }) => {
    await page.goto(`${server.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
      .toBe('activated');
    const scriptNow = () =>
      page.evaluate(
        () => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '',
      );
    expect(await scriptNow()).toContain(entryScript(buildA));

    // A member is in the middle of a form when the new version is deployed.
    await page.getByLabel('Email').fill('a-medias@club.local');
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    server.serve(buildB);
    // The app checks every hour; a test cannot wait that long, so it asks now.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    await expect(page.getByText('Nueva versión disponible')).toBeVisible({ timeout: 30_000 });
    // Offered, not taken: no reload, the form keeps what was typed, the old code still runs.
    await page.waitForTimeout(3000);
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
    await expect(page.getByLabel('Email')).toHaveValue('a-medias@club.local');
    expect(await scriptNow()).toContain(entryScript(buildA));

    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await page.waitForLoadState();
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(false);
    expect(await scriptNow()).toContain(entryScript(buildB));
    await expect(page.getByText('Nueva versión disponible')).toHaveCount(0);
  });
});
