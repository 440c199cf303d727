/**
 * Renders the PWA icons (public/icons/*.svg, the sources) to the PNG sizes the manifest lists,
 * with the machine's Chromium (tests/helpers/chromium.ts): no image tool is needed. Run after changing an SVG:
 * `npx tsx server/scripts/render-icons.ts`, then commit the PNGs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../../tests/helpers/chromium.ts';

const iconsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/icons');

const outputs: { source: string; size: number; file: string }[] = [
  { source: 'app-icon.svg', size: 192, file: 'icon-192.png' },
  { source: 'app-icon.svg', size: 512, file: 'icon-512.png' },
  { source: 'app-icon-maskable.svg', size: 512, file: 'icon-maskable-512.png' },
  { source: 'app-icon-maskable.svg', size: 180, file: 'apple-touch-icon-180.png' },
  { source: 'door-icon.svg', size: 96, file: 'door-96.png' },
  { source: 'door-icon.svg', size: 192, file: 'door-192.png' },
];

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { source, size, file } of outputs) {
    const svg = fs.readFileSync(path.join(iconsDir, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    // A transparent page, so rounded corners stay transparent in the PNG.
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" ` +
        `width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    // A string, not a function: the server's TypeScript has no DOM types.
    await page.waitForFunction('document.images[0] && document.images[0].complete');
    await page.screenshot({
      path: path.join(iconsDir, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`${file} (${size}×${size}) from ${source}`);
  }
} finally {
  await browser.close();
}
