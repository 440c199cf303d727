import { messageResponseSchema, responses } from '@/api/common.ts';
import {
  accessLogsQuerySchema,
  accessLogsResponseSchema,
  myAccessResponseSchema,
  unlockBodySchema,
} from '@/api/door.ts';
import type { ModuleRoutes } from '../types.ts';
import { myAccess } from './my-access.ts';
import { DOOR_OPENED_MESSAGE, listAccessLogs, unlockDoor } from './service.ts';

export const doorRoutes: ModuleRoutes = (ctx) => async (app) => {
  const settings = { doorIds: [ctx.config.door.doorId], pulseMs: ctx.config.door.pulseMs };

  const unlock = { body: unlockBodySchema, response: responses({ 200: messageResponseSchema }) };
  app.post('/access/doors/unlock', { schema: unlock }, async (request) => {
    const user = await request.requireUser();
    await unlockDoor(ctx.db, ctx.door, settings, user, request.body.doorId, ctx.now());
    return { success: true as const, message: DOOR_OPENED_MESSAGE };
  });

  const logs = {
    querystring: accessLogsQuerySchema,
    response: responses({ 200: accessLogsResponseSchema }),
  };
  app.get('/access/logs', { schema: logs }, async (request) => {
    await request.requireAdmin();
    const { logs, total } = await listAccessLogs(ctx.db, request.query);
    return { success: true as const, logs, total };
  });

  const mine = { response: responses({ 200: myAccessResponseSchema }) };
  app.get('/access/me', { schema: mine }, async (request) => {
    const user = await request.requireUser();
    return myAccess(ctx.db, user, ctx.now());
  });
};
