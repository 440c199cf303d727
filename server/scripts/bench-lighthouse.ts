/**
 * Lighthouse (mobile, its default emulation and throttling) on the machine's Chromium: the
 * login page `/` as a visitor opens it, and `/unlock` signed in (the door from the home-screen
 * shortcut). Prints the Performance, Accessibility and Best Practices scores: the median of
 * `BENCH_LIGHTHOUSE_RUNS` runs (3), with their range.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { ensureChromium } from '../../tests/helpers/chromium.ts';

const CHROME_PORT = Number(process.env.BENCH_CHROME_PORT ?? 5127);
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

const score = (lhr: Result, id: string): number | null => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const shown = (value: number | null) => (value === null ? '–' : String(value));

/**
 * The median run by performance (its metrics, shifts and long tasks), with the range of the
 * scores over all runs.
 */
function printPage(name: string, all: Result[]): void {
  // A run Lighthouse could not score (an error of its own, such as no paint seen) is left out.
  const runs = all
    .filter((r) => score(r, 'performance') !== null)
    .sort((a, b) => score(a, 'performance')! - score(b, 'performance')!);
  const failed = RUNS - runs.length;
  const lhr = runs[Math.floor((runs.length - 1) / 2)];
  if (!lhr) return void console.log(`  ${name.padEnd(24)} no result in ${RUNS} runs`);
  const column = (id: string) => {
    const values = runs.map((r) => score(r, id)).filter((v) => v !== null);
    const median = shown(score(lhr, id));
    if (!values.length) return median;
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low !== high ? `${median} (${low}–${high})` : median;
  };
  console.log(
    `  ${name.padEnd(24)} ${column('performance').padStart(11)}  ${column('accessibility').padStart(13)}  ${column('best-practices').padStart(14)}${failed ? `  (${failed} of ${RUNS} runs unscored)` : ''}`,
  );
  // Lighthouse's own measure of the host's speed, taken at each run: its simulated slow phone is
  // this machine slowed 4×, so a busier or slower host gives lower scores for the same build.
  const hostIndex = runs.map((r) => Math.round(r.environment.benchmarkIndex)).join(', ');
  console.log(`      host benchmark index ${hostIndex} (higher is faster)`);
  // Where performance goes: the metrics the score weighs, as measured (simulated mobile).
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
  console.log(
    `      FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
  );
  // What blocks: the longest main-thread tasks and the script they ran.
  const tasks = lhr.audits['long-tasks']?.details;
  if (tasks && tasks.type === 'table') {
    const longest = tasks.items.slice(0, 4).map((item) => {
      const url = typeof item.url === 'string' ? item.url.replace(/^https?:\/\/[^/]+/, '') : '?';
      return `${Math.round(Number(item.duration))} ms ${url || '(page)'}`;
    });
    if (longest.length) console.log(`      long tasks: ${longest.join(', ')}`);
  }
  // What moved: each layout shift's element and its share of CLS.
  const shifts = lhr.audits['layout-shifts']?.details;
  if (shifts && shifts.type === 'table') {
    for (const item of shifts.items.slice(0, 3)) {
      const node = item.node as { selector?: string } | undefined;
      console.log(`      shift ${Number(item.score).toFixed(3)}: ${node?.selector ?? '?'}`);
    }
  }
  // What costs points outside performance, so a score below 100 says where to look.
  for (const id of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        console.log(`      ${id}: ${audit.title}`);
      }
    }
  }
}

export async function runLighthouse(baseUrl: string, cookie: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
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
      // Single runs on this shared machine scatter by ten points: the median of several says more.
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${baseUrl}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: page.headers,
        });
        if (result) runs.push(result.lhr);
      }
      printPage(page.name, runs);
    }
  } finally {
    chrome.kill();
  }
}
