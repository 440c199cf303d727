/**
 * Builds src/sw/push-sw.ts into `/push-sw.js`, the script the generated service worker loads with
 * `importScripts` (vite.config.ts, decision 057). esbuild bundles it alone, as a classic script
 * (importScripts takes no modules), with the `@/` alias; the build emits it at the top level, and
 * the dev server answers it fresh on every request. Kept beside the worker it builds: the two
 * change together, and `src` is already in the PWA's source hash (server/scripts/source-hash.mjs).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

export const PUSH_SW_FILE = 'push-sw.js';

const entry = fileURLToPath(new URL('./push-sw.ts', import.meta.url));
const srcDir = fileURLToPath(new URL('..', import.meta.url));

/** The worker's script, bundled; minified for a build, readable in dev. */
export async function bundlePushWorker(minify: boolean): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    minify,
    legalComments: 'none',
    alias: { '@': srcDir },
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('push-sw: esbuild wrote nothing');
  return output.text;
}

export function pushWorkerPlugin(): Plugin {
  return {
    name: 'club:push-sw',
    async generateBundle() {
      // Only the client build: the PWA plugin's own worker build has no use for it.
      this.emitFile({
        type: 'asset',
        fileName: PUSH_SW_FILE,
        source: await bundlePushWorker(true),
      });
    },
    configureServer(server) {
      server.middlewares.use(`/${PUSH_SW_FILE}`, (_request, response, next) => {
        bundlePushWorker(false).then((code) => {
          response.setHeader('content-type', 'text/javascript');
          response.setHeader('cache-control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
  };
}
