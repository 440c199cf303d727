/**
 * `BENCH_DOOR_TRACE=<dir>` for `npm run bench -- door-launch`: one more launch of each page under
 * Chromium's tracing, written to `<dir>` (open it in DevTools' Performance panel), and where its
 * main thread's time went from the navigation's start to the enabled button, by kind of work
 * (each event's own time, its children's taken out) and the time the thread waited. Says whether
 * a gap to the floor is the network, the service worker, parsing, style, layout or script.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'toplevel',
  'v8.execute',
  'v8',
].join(',');

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; url?: string } };
}

/** Starts tracing the whole browser (every renderer); `stop` writes the trace and returns it. */
export async function startTrace(browser: Browser) {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async (file: string): Promise<TraceEvent[]> => {
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ traceEvents: events }));
    return events;
  };
}

/**
 * The main thread of the renderer that navigated to `url`, from its `navigationStart` to `readyMs`
 * later: each kind of work's own time (ms), largest first, and the time no task ran.
 */
export function mainThreadTime(events: TraceEvent[], url: string, readyMs: number) {
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  );
  if (!start) return null;
  const end = start.ts + readyMs * 1000;
  const slices = events
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.dur)
    .filter((e) => e.ts < end && e.ts + e.dur! > start.ts)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const own = new Map<string, number>();
  const stack: Array<{ name: string; end: number }> = [];
  let busy = 0;
  for (const slice of slices) {
    const from = Math.max(slice.ts, start.ts);
    const to = Math.min(slice.ts + slice.dur!, end);
    while (stack.length && stack[stack.length - 1]!.end <= slice.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) own.set(parent.name, (own.get(parent.name) ?? 0) - (to - from));
    else busy += to - from;
    own.set(slice.name, (own.get(slice.name) ?? 0) + (to - from));
    stack.push({ name: slice.name, end: slice.ts + slice.dur! });
  }
  const kinds = [...own]
    .filter(([, us]) => us >= 1000)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    kinds: kinds.map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`),
    idleMs: readyMs - busy / 1000,
  };
}
