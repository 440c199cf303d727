import { messageResponseSchema, responses } from '@/api/common.ts';
import {
  accessLogsQuerySchema,
  accessLogsResponseSchema,
  myAccessResponseSchema,
  unlockBodySchema,
} from '@/api/door.ts';
import { requestLanguage, requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { myAccess } from './my-access.ts';
import { DOOR_OPENED_MESSAGE, listAccessLogs, unlockDoor } from './service.ts';

export const doorRoutes: ModuleRoutes = (ctx) => {
  const settings = { doorIds: [ctx.config.door.doorId], pulseMs: ctx.config.door.pulseMs };
  const logs = {
    querystring: accessLogsQuerySchema,
    response: responses({ 200: accessLogsResponseSchema }),
  };
  return [
    route({
      method: 'POST',
      path: '/access/doors/unlock',
      summary: 'Open the club door',
      access: 'signedIn',
      schema: { body: unlockBodySchema, response: responses({ 200: messageResponseSchema }) },
      handler: async (request) => {
        await unlockDoor(ctx.db, ctx.door, settings, request.user, request.body.doorId, ctx.now());
        return { success: true as const, message: requestTranslator(request)(DOOR_OPENED_MESSAGE) };
      },
    }),
    route({
      method: 'GET',
      path: '/access/logs',
      summary: "The door's access log",
      access: 'admin',
      schema: logs,
      handler: async (request) => {
        const { logs, total } = await listAccessLogs(
          ctx.db,
          request.query,
          requestLanguage(request),
        );
        return { success: true as const, logs, total };
      },
    }),
    route({
      method: 'GET',
      path: '/access/me',
      summary: "The member's own access status and history",
      access: 'signedIn',
      schema: { response: responses({ 200: myAccessResponseSchema }) },
      handler: async (request) => {
        return myAccess(ctx.db, request.user, ctx.now(), requestLanguage(request));
      },
    }),
  ];
};
