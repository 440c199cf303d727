import { z } from 'zod';
import { pingDatabase } from '../../db/client.ts';
import type { ModuleRoutes } from '../types.ts';

export const healthRoutes: ModuleRoutes = (ctx) => async (app) => {
  const health = z.object({
    ok: z.boolean(),
    /** 'degraded' while the database, or the realtime channel between instances, is away. */
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['pglite', 'postgres']),
    realtime: z.enum(['local', 'connected', 'reconnecting']),
  });
  app.get(
    '/health',
    { schema: { response: { 200: health, 503: health } } },
    async (_req, reply) => {
      const database = await pingDatabase(ctx.db);
      const realtime = ctx.realtime.status();
      // Without its database the instance cannot serve (503, so a balancer looks elsewhere);
      // without the realtime channel it serves, only live updates from other instances wait.
      return reply.code(database ? 200 : 503).send({
        ok: database,
        status: database && realtime !== 'reconnecting' ? 'ok' : 'degraded',
        database: ctx.database.kind,
        realtime,
      });
    },
  );
};
