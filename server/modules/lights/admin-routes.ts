/** /api/admin/lights: court light relays, their state, a switch by hand and hours of light. */
import {
  LIGHT_COURT_NOT_FOUND,
  LIGHT_MANUAL_OFF,
  LIGHT_MANUAL_ON,
  LIGHT_NO_RELAY,
  LIGHT_RELAY_SAVED,
  lightCourtParamsSchema,
  lightCourtsResponseSchema,
  lightLogResponseSchema,
  lightRelayBodySchema,
  lightStatsQuerySchema,
  lightStatsResponseSchema,
  manualLightBodySchema,
} from '@/api/lights.ts';
import { csvSchema } from '@/api/admin/stats.ts';
import { errorResponseSchema, messageResponseSchema, responses } from '@/api/common.ts';
import { csvOf, sendCsv, spanishMonth } from '../../services/csv.ts';
import type { ModuleRoutes } from '../types.ts';
import { SCHEDULE_TOPIC } from '../bookings/index.ts';
import {
  courtExists,
  lightLog,
  lightStats,
  listLightCourts,
  saveLightRelay,
  setManualLight,
} from './admin.ts';
import { concernsLights, evaluateLights, noteRelayCourt } from './switcher.ts';

export const lightsAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  // A booking made or cancelled anywhere is heard here at once, not at the next tick.
  ctx.realtime.onForget(SCHEDULE_TOPIC, (keys) => {
    if (!concernsLights(ctx.db, keys)) return;
    void evaluateLights(ctx).catch((error: unknown) =>
      app.log.error({ err: error }, 'lights evaluation failed'),
    );
  });

  app.get(
    '/lights',
    { schema: { response: responses({ 200: lightCourtsResponseSchema }) } },
    async () => ({ success: true as const, courts: await listLightCourts(ctx.db) }),
  );

  app.get(
    '/lights/log',
    { schema: { response: responses({ 200: lightLogResponseSchema }) } },
    async () => ({ success: true as const, entries: await lightLog(ctx.db) }),
  );

  const relay = {
    params: lightCourtParamsSchema,
    body: lightRelayBodySchema,
    response: responses({ 200: messageResponseSchema, 404: errorResponseSchema }),
  };
  app.put('/lights/:courtId', { schema: relay }, async (request, reply) => {
    if (!(await courtExists(ctx.db, request.params.courtId))) {
      return reply.code(404).send({ success: false, message: LIGHT_COURT_NOT_FOUND });
    }
    await saveLightRelay(ctx.db, request.params.courtId, request.body);
    noteRelayCourt(ctx.db, request.params.courtId);
    return { success: true as const, message: LIGHT_RELAY_SAVED };
  });

  const manual = {
    params: lightCourtParamsSchema,
    body: manualLightBodySchema,
    response: responses({ 200: messageResponseSchema, 404: errorResponseSchema }),
  };
  app.post('/lights/:courtId/manual', { schema: manual }, async (request, reply) => {
    const { on, minutes } = request.body;
    const until = new Date(ctx.now().getTime() + minutes * 60_000);
    const by = (await request.requireUser()).id;
    if (!(await setManualLight(ctx.db, request.params.courtId, { on, until, by }))) {
      return reply.code(404).send({ success: false, message: LIGHT_NO_RELAY });
    }
    await evaluateLights(ctx);
    return { success: true as const, message: on ? LIGHT_MANUAL_ON : LIGHT_MANUAL_OFF };
  });

  const stats = {
    querystring: lightStatsQuerySchema,
    response: responses({ 200: lightStatsResponseSchema }),
  };
  app.get('/lights/stats', { schema: stats }, async (request) => {
    const rows = await lightStats(ctx.db, request.query.month, ctx.config.club.timezone, ctx.now());
    return { success: true as const, rows };
  });

  const statsCsv = {
    querystring: lightStatsQuerySchema,
    response: responses({ 200: csvSchema }),
  };
  app.get('/lights/stats.csv', { schema: statsCsv }, async (request, reply) => {
    const { month } = request.query;
    const rows = await lightStats(ctx.db, month, ctx.config.club.timezone, ctx.now());
    const csv = await csvOf(
      [
        { header: 'Mes', cell: () => spanishMonth(month) },
        { header: 'Pista', cell: (r) => r.courtName },
        { header: 'Horas de luz', cell: (r) => r.hours, decimals: 2 },
      ],
      rows,
    );
    return sendCsv(reply, `luces-${month}.csv`, csv);
  });
};
