import { z } from 'zod';
import { pingDatabase } from '../../db/client.ts';
import { route, type ModuleRoutes } from '../route.ts';

const health = z.object({
  ok: z.boolean(),
  /** 'degraded' while the database, or the realtime channel between instances, is away. */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  realtime: z.enum(['local', 'connected', 'reconnecting']),
});

export const healthRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/health',
    summary: 'Health of the server and its database',
    access: 'public',
    schema: { response: { 200: health, 503: health } },
    handler: async (_request, reply) => {
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
  }),
];
