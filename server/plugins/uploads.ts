/** Multipart forms (pictures of the profile, courts and products) and the stored uploads, served under /uploads. */
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

export const uploadsPlugin = fp<{ directory: string }>(
  async (app, { directory }) => {
    fs.mkdirSync(directory, { recursive: true });
    await app.register(
      async (uploads) => {
        await uploads.register(fastifyStatic, {
          root: directory,
          prefix: '/',
          decorateReply: false,
          index: false,
          list: false,
          maxAge: '7d',
          immutable: true,
        });
      },
      { prefix: '/uploads' },
    );
  },
  { name: 'uploads' },
);

/**
 * Routes that take a multipart form, in a scope of their own: @fastify/multipart adds a hook at
 * the start and one at the end of every request in the scope it is registered in, so only the
 * three upload routes pay for them (issue 29). Any other route refuses a multipart body with 415.
 */
export function multipartRoutes(
  maxUploadBytes: number,
  routes: FastifyPluginAsyncZod,
): FastifyPluginAsyncZod {
  return async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxUploadBytes, files: 2, fields: 20, fieldSize: 10_000, parts: 24 },
    });
    await scope.register(routes);
  };
}
