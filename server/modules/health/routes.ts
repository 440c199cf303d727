import { pingDatabase } from '../../db/client.ts';
import type { ModuleRoutes } from '../types.ts';

export const healthRoutes: ModuleRoutes = (ctx) => async (app) => {
  app.get('/health', async (_request, reply) => {
    const database = await pingDatabase(ctx.db);
    return reply.code(database ? 200 : 503).send({ ok: database, database: ctx.database.kind });
  });
};
