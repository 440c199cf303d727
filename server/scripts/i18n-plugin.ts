/**
 * Build step (a Vite plugin): each catalogue the PWA imports (src/i18n/locales/<language>/*.json)
 * arrives compiled by Lingui, so the browser formats messages without an ICU parser (decision
 * 089). It stays JSON, so Vite's own JSON step turns it into a module as for any other file.
 * Tests import the same way (Vitest uses this config), so they see what the browser sees.
 */
import type { Plugin } from 'vite';
import { compileCatalogue, type RawCatalogue } from '../../src/i18n/compile.ts';

const CATALOGUE = /\/src\/i18n\/locales\/[a-z]+\/[a-z-]+\.json$/;

export function i18nCataloguePlugin(): Plugin {
  return {
    name: 'club:i18n-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(file)) return null;
      const compiled = compileCatalogue(JSON.parse(code) as RawCatalogue, file);
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
