import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { BrowserContext, Page, Request } from '@playwright/test';

export interface LoggedRequest {
  at: number;
  /** Hash of the session cookie ('-' without one), as global-setup writes it. */
  session: string;
  method: string;
  url: string;
}

/** Every request the e2e server has received so far (global-setup appends them to a file). */
export function readRequests(): LoggedRequest[] {
  const file = process.env.E2E_REQUEST_LOG;
  if (!file) throw new Error('E2E_REQUEST_LOG is not set: run through tests/e2e/global-setup.ts');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [at, session, method, ...url] = line.split(' ');
      return { at: Number(at), session: session ?? '-', method: method ?? '', url: url.join(' ') };
    });
}

/** The tag global-setup logs for this browser context's current session. */
export async function sessionTag(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'club_session');
  if (!cookie) throw new Error('this context is not signed in');
  return createHash('sha256').update(cookie.value).digest('hex').slice(0, 16);
}

/** Requests of one session received at or after `since` (a Date.now() taken by the test). */
export function requestsSince(
  session: string,
  since: number,
  filter: (r: LoggedRequest) => boolean = () => true,
): LoggedRequest[] {
  return readRequests().filter((r) => r.session === session && r.at >= since && filter(r));
}

/**
 * Counts the page's own /api/ requests still in flight. A test that cuts the network must first
 * let them end: one sent just before the cut reaches the server after it, and is not an offline
 * request. Call before the page loads what it will wait for.
 */
export function trackApiInFlight(page: Page): () => number {
  const inFlight = new Set<Request>();
  const done = (request: Request) => inFlight.delete(request);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight.size;
}
