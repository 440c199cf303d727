import type { Page } from '@playwright/test';

/**
 * In the pseudo-locale (decision 089), the texts a person reads on the page now (text and the
 * labels a screen reader says) that did not come from a catalogue: no ⟦ ⟧ around them, once the
 * club's data (`data`: names of people, courts, products...) and dates written by `Intl` are
 * taken out.
 */
export function untranslatedTexts(page: Page, data: readonly string[]): Promise<string[]> {
  return page.evaluate((data) => {
    const sorted = [...data].filter((d) => d.trim()).sort((a, b) => b.length - a.length);
    const words = new Set(['de', 'a', 'las', 'la', 'el', 'y']);
    const months = (style: 'long' | 'short') =>
      Array.from({ length: 12 }, (_, m) =>
        new Intl.DateTimeFormat('es-ES', { month: style }).format(new Date(2026, m, 1)),
      );
    const days = (style: 'long' | 'short') =>
      Array.from({ length: 7 }, (_, d) =>
        new Intl.DateTimeFormat('es-ES', { weekday: style }).format(new Date(2026, 0, 4 + d)),
      );
    for (const w of [...months('long'), ...months('short'), ...days('long'), ...days('short')]) {
      words.add(w.toLowerCase().replace('.', ''));
    }
    // A capitalised word of the club's data (a first name, a court's) stands alone as data too.
    const dataWords = new Set(
      sorted.flatMap((d) => d.split(/[^\p{L}]+/u)).filter((w) => /^\p{Lu}/u.test(w)),
    );
    // Whole words only: a short value ('es', a language's code) must not eat into a word.
    const patterns = sorted.map((d) => {
      const escaped = d.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'gu');
    });
    const leftover = (text: string) => {
      let rest = text.toLowerCase().replace(/\S+@\S+/g, ' ');
      for (const pattern of patterns) rest = rest.replace(pattern, ' ');
      const original = text.split(/[^\p{L}]+/u);
      return rest
        .split(/[^\p{L}]+/u)
        .filter((w) => w && !words.has(w))
        .filter((w) => !original.some((o) => o.toLowerCase() === w && dataWords.has(o)))
        .join(' ');
    };
    const visible = (el: Element | null) =>
      !!el && (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false;
    const found = new Set<string>();
    const consider = (text: string | null) => {
      if (!text || text.includes('⟦') || text.includes('⟧')) return;
      // A piece of a pseudo message split by a link or emphasis: all its letters accented.
      if (/\p{L}/u.test(text) && !/[A-Za-z]/.test(text)) return;
      if (leftover(text)) found.add(text.trim());
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (visible(parent)) consider(node.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        consider(el.getAttribute(name));
    }
    return [...found].sort();
  }, data);
}
