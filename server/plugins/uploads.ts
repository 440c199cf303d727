/** Multipart forms (the profile's pictures) and the stored uploads, served under /uploads. */
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const uploadsPlugin = fp<{ directory: string; maxUploadBytes: number }>(
  async (app, { directory, maxUploadBytes }) => {
    await app.register(multipart, {
      limits: { fileSize: maxUploadBytes, files: 2, fields: 20, fieldSize: 10_000, parts: 24 },
    });
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
