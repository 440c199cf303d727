import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { i18nCataloguePlugin } from './server/scripts/i18n-plugin.ts';
import { mantineCssPlugin } from './server/scripts/mantine-css.ts';
import { mantineUseIdPlugin } from './server/scripts/mantine-use-id.ts';
import { doorEarlyInlinePlugin } from './server/scripts/door-early-inline.ts';
import { inlineSplashPlugin, sharedPreloadPlugin } from './server/scripts/index-html.ts';
import { precompressPlugin } from './server/scripts/precompress.ts';
import { PWA_HASH_FILE, pwaSourceHash } from './server/scripts/source-hash.mjs';
import { PUSH_SW_FILE, pushWorkerPlugin } from './src/sw/vite-plugin.ts';

// manifest.webmanifest at the top level is the one source of the manifest.
const manifest = JSON.parse(
  fs.readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

// Changes with every build (or set APP_BUILD_ID): busts persisted query caches and makes the
// service worker see a new version.
const buildId = process.env.APP_BUILD_ID ?? new Date().toISOString();

/**
 * `@/x` is `src/x` everywhere: the PWA, the server (through tsconfig paths) and every test project.
 * `#tests/x` is `tests/x`: the one home of test helpers, reached the same way from any test file.
 */
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '#tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

const apiProxy = process.env.CLUB_API_PROXY ?? 'http://127.0.0.1:3001';

export default defineConfig({
  resolve: { alias },
  define: { __APP_BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: what they import (queries, features' api files) stays out of the entry.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    i18nCataloguePlugin(),
    mantineCssPlugin(),
    mantineUseIdPlugin(),
    sharedPreloadPlugin(['/src/app-main.tsx', '/src/door-main.tsx']),
    inlineSplashPlugin(),
    doorEarlyInlinePlugin(),
    pushWorkerPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        navigateFallback: '/index.html',
        // `/unlock` is answered with the precached unlock.html (Workbox tries `.html` after a
        // path), the door already drawn before any script (src/door-early.ts); the shortcut's
        // `?source=shortcut` must not stop that match.
        ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^source$/],
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/, /^\/uploads(\/|$)/],
        // Push messages and notification clicks (src/sw/push-sw.ts): the generated worker stays
        // as it is and loads them (decision 057).
        importScripts: [PUSH_SW_FILE],
      },
    }),
    precompressPlugin(),
    (() => {
      // What this build was made from: `npm start` reuses it while the hash still matches. Written
      // into this build's own folder: a build elsewhere (the update test's second build) must not
      // stamp `dist/` with its hash.
      let outDir = '';
      return {
        name: 'club:source-hash',
        apply: 'build' as const,
        configResolved(config: { root: string; build: { outDir: string } }) {
          outDir = path.resolve(config.root, config.build.outDir);
        },
        closeBundle() {
          const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)));
          fs.writeFileSync(path.join(outDir, PWA_HASH_FILE), pwaSourceHash(root));
        },
      };
    })(),
  ],
  server: {
    proxy: {
      '/api': apiProxy,
      '/uploads': apiProxy,
      '/socket.io': { target: apiProxy, ws: true },
    },
  },
  build: {
    sourcemap: true,
    // The manifest lists each entry's chunks: the JavaScript budgets (tests/budgets.ts) read it.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // The door opened directly has a page of its own, drawn before any framework (issue 31).
    rollupOptions: { input: { index: 'index.html', unlock: 'src/unlock.html' } },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: on this 2-core machine one file at a
    // time, the second core idle while a test waits on PostgreSQL, a socket or a timer. Two
    // workers took the suites from 720 s to 496 s (PGlite) and 413 s to 282 s (PostgreSQL).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'src/lib/**/*.test.ts',
            'src/api/**/*.test.ts',
            'src/i18n/**/*.test.ts',
            'src/sw/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            // The test runner's own helpers (finding a browser, reading the reports).
            'tests/helpers/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/setup/components.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          setupFiles: ['tests/setup/server.ts'],
          globalSetup: ['tests/setup/database-templates.ts'],
          // Each file builds its own app on its own database, so the worker's module graph can be
          // shared: loading the server once per worker rather than per file took the server
          // suite's CPU time from 91 s to 51 s on an 11-file sample (docs/testing.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
