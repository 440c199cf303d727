import { z } from 'zod';
import { pingDatabase } from '../../db/client.ts';
import type { ModuleRoutes } from '../types.ts';

export const healthRoutes: ModuleRoutes = (ctx) => async (app) => {
  const health = z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) });
  app.get(
    '/health',
    { schema: { response: { 200: health, 503: health } } },
    async (_req, reply) => {
      const database = await pingDatabase(ctx.db);
      return reply.code(database ? 200 : 503).send({ ok: database, database: ctx.database.kind });
    },
  );
};
