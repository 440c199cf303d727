/**
 * Build step (a Vite plugin): each Mantine component brings its own stylesheet. Mantine's whole
 * stylesheet is 290 KB (with the dates'), and the browser parses and matches all of it before
 * the first screen; here the module that holds a component's class names (`X.module.mjs`, one per
 * component, used exactly where the component is) imports `styles/X.css`, so a chunk carries the
 * styles of the components it draws and a screen loads them with its chunk. What is not per
 * component (baseline, variables, global) is imported once by each entry.
 */
import type { Plugin } from 'vite';

const CORE_MODULE = /\/@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/;
/** The dates package ships one stylesheet: it comes with the first of its components used. */
const DATES_MODULE = /\/@mantine\/dates\/esm\/.*\.module\.mjs$/;

export function stylesheet(id: string): string | null {
  const core = CORE_MODULE.exec(id);
  if (core) return `@mantine/core/styles/${core[1]}.css`;
  if (DATES_MODULE.test(id)) return '@mantine/dates/styles.css';
  return null;
}

/**
 * The development server bundles Mantine ahead of time (dependency optimisation), so no plugin
 * sees its modules: there the entries' global stylesheet module brings the whole stylesheets.
 */
const GLOBAL_STYLES = /\/src\/app\/global-styles\.ts$/;
const WHOLE_STYLESHEETS = ['@mantine/core/styles.css', '@mantine/dates/styles.css'];
const wholeStylesheetsFor = (file: string) => (GLOBAL_STYLES.test(file) ? WHOLE_STYLESHEETS : []);

export function mantineCssPlugin(): Plugin {
  let serving = false;
  return {
    name: 'club:mantine-css',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const css = serving
        ? wholeStylesheetsFor(file)
        : [stylesheet(file)].filter((s) => s !== null);
      if (!css.length) return null;
      // Appended, so no line moves and the source map stays right (imports are hoisted anyway).
      const imports = css.map((s) => `import '${s}';`).join('\n');
      return { code: `${code}\n${imports}\n`, map: null };
    },
  };
}
