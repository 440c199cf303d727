import { z } from 'zod';
import type { ModuleRoutes } from '../types.ts';
import { DOOR_OPENED_MESSAGE, listAccessLogs, unlockDoor } from './service.ts';

const unlockBody = z.object({
  doorId: z.string().trim().min(1, 'Falta la puerta.').max(64),
});

const logsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const doorRoutes: ModuleRoutes = (ctx) => async (app) => {
  const settings = { doorIds: [ctx.config.door.doorId], pulseMs: ctx.config.door.pulseMs };

  app.post('/access/doors/unlock', { schema: { body: unlockBody } }, async (request) => {
    const user = await request.requireUser();
    await unlockDoor(ctx.db, ctx.door, settings, user, request.body.doorId, ctx.now());
    return { success: true, message: DOOR_OPENED_MESSAGE };
  });

  app.get('/access/logs', { schema: { querystring: logsQuery } }, async (request) => {
    await request.requireAdmin();
    const { logs, total } = await listAccessLogs(ctx.db, request.query);
    return { success: true, logs, total };
  });
};
