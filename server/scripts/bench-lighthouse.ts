/**
 * Lighthouse (mobile, its default emulation and throttling) on the machine's Chromium: the
 * login page `/` as a visitor opens it, and `/unlock` signed in (the door from the home-screen
 * shortcut). Prints the Performance, Accessibility and Best Practices scores.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_PORT = Number(process.env.BENCH_CHROME_PORT ?? 5127);

export async function runLighthouse(baseUrl: string, cookie: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    port: CHROME_PORT,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    console.log('\n  Lighthouse (mobile)      Performance  Accessibility  Best Practices');
    const pages: Array<{ name: string; path: string; headers: Record<string, string> }> = [
      { name: '/ (visitor)', path: '/', headers: {} },
      { name: '/unlock (signed in)', path: '/unlock', headers: { Cookie: cookie } },
    ];
    for (const page of pages) {
      const result = await lighthouse(`${baseUrl}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: page.headers,
      });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => {
        const value = categories[id]?.score;
        return typeof value === 'number' ? String(Math.round(value * 100)) : '–';
      };
      console.log(
        `  ${page.name.padEnd(24)} ${score('performance').padStart(11)}  ${score('accessibility').padStart(13)}  ${score('best-practices').padStart(14)}`,
      );
      // Where performance goes: the metrics the score weighs, as measured (simulated mobile).
      const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '–';
      console.log(
        `      FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
      );
      // What moved: each layout shift's element and its share of CLS.
      const shifts = result?.lhr.audits['layout-shifts']?.details;
      if (shifts && shifts.type === 'table') {
        for (const item of shifts.items.slice(0, 3)) {
          const node = item.node as { selector?: string } | undefined;
          console.log(`      shift ${Number(item.score).toFixed(3)}: ${node?.selector ?? '?'}`);
        }
      }
      // What costs points outside performance, so a score below 100 says where to look.
      for (const id of ['accessibility', 'best-practices']) {
        for (const ref of categories[id]?.auditRefs ?? []) {
          const audit = result?.lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            console.log(`      ${id}: ${audit.title}`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }
}
