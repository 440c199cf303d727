import type { Page } from '@playwright/test';

/** Viewport widths that cover the spec's breakpoints (sm 600, md 900, lg 1200, xl 1536 px). */
export const SPEC_WIDTHS = [390, 600, 900, 1200, 1366, 1536];

/**
 * Texts cut on screen: elements matching `selector` whose content is wider than their box (an
 * ellipsis or a clipped word). Empty when every word fits.
 */
export function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()} "${el.textContent ?? ''}" ${el.clientWidth}px`),
    );
}
