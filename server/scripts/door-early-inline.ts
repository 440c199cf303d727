/**
 * The door page's early script (src/door-early.ts) inlined in the built unlock.html (issue 31).
 * As a module file it ran only after the page was parsed and first painted, and its four small
 * files came through the service worker first: about 450 ms after a bare page's button on a
 * slowed phone. Inline, it runs while the page is parsed. It is bundled on its own (esbuild, one
 * classic script), so it shares no module with the React page: the press they share lives on the
 * page (features/door/press.ts). The server allows exactly this script by its hash
 * (server/lib/inline-scripts.ts). Under `npm run dev` it stays a module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { compileCatalogue, type RawCatalogue } from '../../src/i18n/compile.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { EARLY_KEYS, type EarlyTexts } from '../../src/features/door/early-keys.ts';

const SOURCE = '/src/door-early.ts';
const TAG = `<script type="module" src="${SOURCE}"></script>`;
const PLACEHOLDER = '<!-- door-early -->';
/** The door page's source, an entry of the build (vite.config.ts). */
export const DOOR_PAGE = 'src/unlock.html';

interface ChunkLike {
  type: 'chunk' | 'asset';
  facadeModuleId?: string | null;
  fileName: string;
}

/**
 * The early page's texts in every language, from the door catalogues (decision 089): the early
 * script shows them without Lingui, so each must be plain text (no ICU argument), ICU's quoting
 * undone by compiling it.
 */
export function doorEarlyTexts(root: string): EarlyTexts {
  const texts: Partial<EarlyTexts> = {};
  for (const language of LANGUAGES) {
    const file = path.join(root, 'src/i18n/locales', language, 'door.json');
    const catalogue = compileCatalogue(
      JSON.parse(fs.readFileSync(file, 'utf8')) as RawCatalogue,
      file,
    );
    const picked: Partial<EarlyTexts[typeof language]> = {};
    for (const key of EARLY_KEYS) {
      const message = catalogue[key];
      const text = Array.isArray(message) && message.length === 1 ? message[0] : message;
      if (typeof text !== 'string') {
        throw new Error(`${file}: '${key}' must be plain text, the door's early page shows it.`);
      }
      picked[key] = text;
    }
    texts[language] = picked as EarlyTexts[typeof language];
  }
  return texts as EarlyTexts;
}

/** src/door-early.ts as one classic script, the full page's file `doorMain` loaded by it. */
export async function compileEarlyScript(
  root: string,
  env: Record<string, unknown>,
  doorMain: string,
) {
  const value = (name: string) =>
    typeof env[name] === 'string' ? JSON.stringify(env[name]) : 'undefined';
  const result = await build({
    entryPoints: [path.join(root, SOURCE)],
    bundle: true,
    // ESM without imports or exports, wrapped below: 'iife' adds `require` shims the page never uses.
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    // Loaded by the page when it runs, not bundled.
    external: [doorMain],
    alias: { '@': path.join(root, 'src') },
    define: {
      __DOOR_MAIN__: JSON.stringify(doorMain),
      __DOOR_TEXTS__: JSON.stringify(doorEarlyTexts(root)),
      'import.meta.env.VITE_DOOR_ID': value('VITE_DOOR_ID'),
      'import.meta.env.VITE_API_URL': value('VITE_API_URL'),
    },
    logLevel: 'warning',
  });
  // A classic script: its names stay out of the page's globals. `</script>` would end the tag.
  return `(()=>{${result.outputFiles[0]!.text.trim()}})();`.replaceAll('</', '<\\/');
}

export function doorEarlyInlinePlugin(): Plugin[] {
  let root = '';
  let env: Record<string, unknown> = {};
  return [
    {
      name: 'club:door-early-dev',
      apply: 'serve',
      config: (config) => ({
        define: {
          __DOOR_MAIN__: JSON.stringify('/src/door-main.tsx'),
          __DOOR_TEXTS__: JSON.stringify(doorEarlyTexts(path.resolve(config.root ?? '.'))),
        },
      }),
      // The page lives in src/ (a source like any other); `/unlock` is where it is opened.
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          const [pathname, query] = (request.url ?? '').split('?');
          if (pathname === '/unlock' || pathname === '/unlock.html') {
            request.url = `/${DOOR_PAGE}${query === undefined ? '' : `?${query}`}`;
          }
          next();
        });
      },
    },
    {
      // Before Vite reads the page's scripts: the early script is not one of the build's entries.
      name: 'club:door-early-out',
      apply: 'build',
      configResolved(config) {
        root = config.root;
        env = config.env;
      },
      transformIndexHtml: {
        order: 'pre',
        handler(html, ctx) {
          if (!ctx.filename.endsWith('unlock.html')) return;
          if (!html.includes(TAG)) throw new Error(`unlock.html must hold ${TAG}`);
          return html.replace(TAG, PLACEHOLDER);
        },
      },
    },
    {
      // Published at the root, where the service worker, the server and the shortcut open it,
      // though its source is src/unlock.html (Vite names an HTML entry's output by its path).
      name: 'club:door-page-at-root',
      apply: 'build',
      // After Vite's own HTML plugin has emitted the pages.
      enforce: 'post',
      generateBundle(_options, bundle) {
        const page = bundle[DOOR_PAGE];
        if (!page) throw new Error(`The build has no ${DOOR_PAGE}`);
        page.fileName = 'unlock.html';
      },
    },
    {
      // After the bundle: the full page's hashed file is known.
      name: 'club:door-early-in',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        async handler(html, ctx) {
          if (!ctx.filename.endsWith('unlock.html') || !ctx.bundle) return;
          const doorMain = Object.values(ctx.bundle as Record<string, ChunkLike>).find(
            (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/door-main.tsx'),
          );
          if (!doorMain) throw new Error('The build has no chunk for src/door-main.tsx');
          const code = await compileEarlyScript(root, env, `/${doorMain.fileName}`);
          return html.replace(PLACEHOLDER, `<script>${code}</script>`);
        },
      },
    },
  ];
}
