/**
 * The built PWA: hashed assets cached for a year, everything else revalidated, and every app
 * navigation answered with index.html (never an API, socket or upload path; `/unlock` with
 * unlock.html, the door page drawn before any script). Each file goes out
 * as the build's brotli or gzip copy when the browser accepts it (server/scripts/precompress.ts),
 * with its own type and `Vary: Accept-Encoding`. Without a build (API-only tests,
 * `npm run dev`) only the JSON 404 remains.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestTranslator } from './errors.ts';

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ success: false, message: requestTranslator(request)('errors.notFound') });

export const staticPwaPlugin = fp<{ staticDir?: string; nonAppPrefixes: readonly string[] }>(
  async (app, { staticDir, nonAppPrefixes }) => {
    if (!staticDir || !fs.existsSync(path.join(staticDir, 'index.html'))) {
      app.setNotFoundHandler((request, reply) => notFound(request, reply));
      return;
    }
    const hasDoorPage = fs.existsSync(path.join(staticDir, 'unlock.html'));
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // The compressed copies are sent in place of their file, never as files of their own; the
      // build's manifest is for the budget check, not for browsers.
      globIgnore: ['**/*.br', '**/*.gz', '.vite/**'],
      // Hashed assets never change; the HTML, the manifest and the service worker must be
      // revalidated every time so an update is seen at the next launch.
      setHeaders(res, filePath) {
        const relative = path
          .relative(staticDir, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        if (relative.startsWith('assets/')) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
        if (relative.endsWith('.webmanifest')) {
          res.header('Content-Type', 'application/manifest+json');
        }
      },
    });
    app.setNotFoundHandler((request, reply) => {
      const isApp = !nonAppPrefixes.some(
        (p) => request.url === p || request.url.startsWith(`${p}/`),
      );
      const isPage = !path.extname(request.url.split('?')[0] ?? '');
      if ((request.method === 'GET' || request.method === 'HEAD') && isApp && isPage) {
        // The door opened directly has its own page, the door drawn before any script.
        const door = /^\/unlock\/?(\?|$)/.test(request.url) && hasDoorPage;
        return reply
          .header('Cache-Control', 'no-cache')
          .sendFile(door ? 'unlock.html' : 'index.html');
      }
      return notFound(request, reply);
    });
  },
  { name: 'static-pwa' },
);
