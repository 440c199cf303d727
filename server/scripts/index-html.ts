/**
 * Build steps for `index.html` (Vite plugins), so the first screen starts sooner on a slow
 * network (measured over emulated slow 4G, README "Benchmarks"):
 * - It preloads the chunks both entries need (React, the query client, Mantine's core), so they
 *   download with the page instead of after its one script has run and picked the door's entry or
 *   the app's (main.tsx). Only the shared ones: the door opened directly fetches nothing of the
 *   app's.
 * - The splash icon is part of the page (a data URI), so it paints with the page and does not
 *   wait behind those downloads.
 */
import fs from 'node:fs';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
}

/**
 * `starts` and every chunk they import statically, at any depth, each once. Also what the
 * budgets of `npm test` count (tests/budgets.ts), on the build's manifest.
 */
export function staticClosure(starts: string[], importsOf: (key: string) => string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    importsOf(key).forEach(visit);
  };
  starts.forEach(visit);
  return [...seen];
}

/**
 * The chunks that every one of `entries` (the ends of their source paths) needs, but the page's
 * own script, which its script tag loads.
 */
export function sharedChunks(bundle: Record<string, ChunkLike>, entries: string[]): string[] {
  const closures = entries.map((entry) => {
    const file = Object.keys(bundle).find((name) => {
      const chunk = bundle[name]!;
      return chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(entry);
    });
    if (!file) throw new Error(`no chunk for ${entry}`);
    return new Set(staticClosure([file], (name) => bundle[name]?.imports ?? []));
  });
  const [first, ...rest] = closures;
  return [...first!]
    .filter((file) => !bundle[file]?.isEntry && rest.every((closure) => closure.has(file)))
    .sort();
}

export function sharedPreloadPlugin(entries: string[]): Plugin {
  return {
    name: 'club:shared-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // Not unlock.html: its early script must run first, and on a slow processor compiling
        // React's chunks beside it held its button back by a second (issue 31); it loads them
        // itself once the button works.
        if (!ctx.bundle || ctx.filename.endsWith('unlock.html')) return;
        return sharedChunks(ctx.bundle as Record<string, ChunkLike>, entries).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The page's `<img data-inline src="/x.svg">` with the file's contents for its source. */
export function inlineImages(html: string, publicDir: string): string {
  return html.replace(/data-inline\s+src="(\/[\w/.-]+\.svg)"/g, (_match, file: string) => {
    const svg = fs.readFileSync(`${publicDir}${file}`);
    return `src="data:image/svg+xml;base64,${svg.toString('base64')}"`;
  });
}

export function inlineSplashPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'club:inline-splash',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: { order: 'post', handler: (html) => inlineImages(html, publicDir) },
  };
}
