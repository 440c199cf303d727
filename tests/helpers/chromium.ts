/**
 * The one place that picks the Chromium the end-to-end suite, the icon renderer and the
 * benchmarks drive: `CHROMIUM_PATH` when set, else Playwright's own browser when installed, else
 * the system's Chromium or Chrome. `npm test` downloads Playwright's when none exists.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';

export const NO_CHROMIUM =
  "No Chromium found: install Debian's `chromium` (apt-get install chromium), run `npx playwright install chromium`, or set CHROMIUM_PATH";

/** The system's browsers, in the order tried: Debian's and Ubuntu's Chromium, then Chrome. */
export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** What the finder looks at, injectable so tests need no browser. */
export interface ChromiumProbe {
  env: Record<string, string | undefined>;
  isExecutable(file: string): boolean;
  /** Where Playwright's own Chromium is (or would be) installed. */
  playwrightChromium(): string | undefined;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export const machineProbe: ChromiumProbe = {
  env: process.env,
  isExecutable,
  playwrightChromium: () => {
    try {
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  },
};

/**
 * The browser to drive, or undefined when the machine has none. A `CHROMIUM_PATH` that is not
 * an executable file is an error, not something to look past.
 */
export function findChromium(probe: ChromiumProbe = machineProbe): string | undefined {
  const chosen = probe.env.CHROMIUM_PATH;
  if (chosen) {
    if (!probe.isExecutable(chosen)) throw new Error(`CHROMIUM_PATH=${chosen} is not executable`);
    return chosen;
  }
  const candidates = [probe.playwrightChromium(), ...SYSTEM_BROWSERS];
  return candidates.find((file): file is string => !!file && probe.isExecutable(file));
}

/**
 * The browser to drive, downloading Playwright's (`install`) when the machine has none; throws
 * NO_CHROMIUM when even that gives none (no network).
 */
export function ensureChromium(
  probe: ChromiumProbe = machineProbe,
  install: () => boolean = installPlaywrightChromium,
): string {
  const found = findChromium(probe) ?? (install() ? findChromium(probe) : undefined);
  if (!found) throw new Error(NO_CHROMIUM);
  return found;
}

function installPlaywrightChromium(): boolean {
  console.log(
    'No Chromium on this machine: downloading Playwright’s (npx playwright install chromium)',
  );
  const child = spawnSync('npx', ['playwright', 'install', 'chromium'], {
    stdio: 'inherit',
    timeout: 600_000,
  });
  return child.status === 0;
}
