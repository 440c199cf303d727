import { describe, expect, it } from 'vitest';
import { ensureChromium, findChromium, NO_CHROMIUM, type ChromiumProbe } from './chromium.ts';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

/** A machine whose executables are `files`, with Playwright's browser expected at PLAYWRIGHT. */
function machine(files: string[], env: Record<string, string> = {}): ChromiumProbe {
  return {
    env,
    isExecutable: (file) => files.includes(file),
    playwrightChromium: () => PLAYWRIGHT,
  };
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and refuses one that is not there', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(findChromium(machine(['/opt/chrome/chrome', '/usr/bin/chromium'], env))).toBe(
      '/opt/chrome/chrome',
    );
    expect(() => findChromium(machine(['/usr/bin/chromium'], env))).toThrow(
      'CHROMIUM_PATH=/opt/chrome/chrome is not executable',
    );
  });

  it("prefers Playwright's installed browser, then Chromium, then Chrome", () => {
    expect(findChromium(machine([PLAYWRIGHT, '/usr/bin/chromium']))).toBe(PLAYWRIGHT);
    expect(findChromium(machine(['/usr/bin/google-chrome', '/usr/bin/chromium']))).toBe(
      '/usr/bin/chromium',
    );
    expect(findChromium(machine(['/usr/bin/google-chrome']))).toBe('/usr/bin/google-chrome');
    expect(findChromium(machine([]))).toBeUndefined();
  });
});

describe('ensureChromium', () => {
  it('downloads only when the machine has no browser', () => {
    let installs = 0;
    const install = () => {
      installs += 1;
      return true;
    };
    expect(ensureChromium(machine(['/usr/bin/chromium']), install)).toBe('/usr/bin/chromium');
    expect(installs).toBe(0);

    const files: string[] = [];
    const downloading = () => {
      files.push(PLAYWRIGHT);
      return install();
    };
    expect(ensureChromium(machine(files), downloading)).toBe(PLAYWRIGHT);
    expect(installs).toBe(1);
  });

  it('stops with one line saying how to get one when the download fails', () => {
    expect(() => ensureChromium(machine([]), () => false)).toThrow(NO_CHROMIUM);
    expect(NO_CHROMIUM).not.toContain('\n');
  });
});
