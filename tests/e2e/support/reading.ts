import { expect, type Page } from '@playwright/test';

/** A date as the API writes it (2026-12-07, with or without a time): never for a person's eyes. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2})?\b/g;

/** The ISO dates in the text a person reads on the page now (hidden elements left out). */
async function isoDatesShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...new Set(text.match(ISO_DATE) ?? [])];
}

/** Fails `screen` (softly, so every screen is reported) when it shows a date as 2026-12-07. */
export async function expectSpanishDates(page: Page, screen: string): Promise<void> {
  expect.soft(await isoDatesShown(page), `ISO dates shown on ${screen}`).toEqual([]);
}
