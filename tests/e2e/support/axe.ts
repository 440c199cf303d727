import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

// Read once per worker: the engine is put into each page by the test, never served by the app.
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // axe ships this WCAG 2.5.3 check switched off as experimental; the issue asks for it.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

const BLOCKING = new Set(['critical', 'serious']);

/** One line per failing element: rule, impact, selector and what axe says is wrong. */
function describe(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact ?? 'unknown'}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`,
    ),
  );
}

/** Runs axe-core's WCAG 2.1 A and AA rules on the page as it is now. */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated through the debugger, which the app's Content Security Policy does not cover (a
    // script tag would be refused, as an injected script should be).
    await page.evaluate(AXE_SOURCE);
  }
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (o: RunOptions) => Promise<AxeResults> } }).axe.run(
        options,
      ),
    OPTIONS,
  );
  return results.violations;
}

/** Fails with every critical and serious violation of `screen`, each with its element's selector. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const blocking = (await axeViolations(page)).filter((v) => BLOCKING.has(v.impact ?? ''));
  expect.soft(describe(blocking), `WCAG 2.1 AA violations on ${screen}`).toEqual([]);
}
