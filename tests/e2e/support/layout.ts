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

/**
 * What makes the page scroll sideways: empty when `document.documentElement.scrollWidth` fits its
 * `clientWidth`; otherwise the widths and the outermost elements reaching past the right edge, so
 * a failure names what to fix.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const edge = root.clientWidth;
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (el) => el.getBoundingClientRect().right > edge + 1,
    );
    // The outermost ones only: a wide table's cells say nothing more than the table.
    const outermost = wide.filter((el) => !wide.includes(el.parentElement as HTMLElement));
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
    return [
      `scrollWidth ${root.scrollWidth}px > clientWidth ${edge}px`,
      ...outermost
        .slice(0, 5)
        .map((el) => `${name(el)} right ${Math.round(el.getBoundingClientRect().right)}px`),
    ];
  });
}
