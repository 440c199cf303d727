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
import { answerLanguage } from '../../i18n.ts';
import { csvOf, monthIn, sendCsv } from '../../services/csv.ts';
import { requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
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

/** Hours of light per court in a month, on screen and as CSV. */
const statsRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/admin/lights/stats',
    summary: 'Hours of light per court in a month (admin)',
    access: 'admin',
    schema: {
      querystring: lightStatsQuerySchema,
      response: responses({ 200: lightStatsResponseSchema }),
    },
    handler: async (request) => {
      const rows = await lightStats(
        ctx.db,
        request.query.month,
        ctx.config.club.timezone,
        ctx.now(),
      );
      return { success: true as const, rows };
    },
  }),
  route({
    method: 'GET',
    path: '/admin/lights/stats.csv',
    summary: 'Hours of light per court in a month, CSV (admin)',
    access: 'admin',
    schema: {
      querystring: lightStatsQuerySchema,
      response: responses({ 200: csvSchema }),
    },
    handler: async (request, reply) => {
      const { month } = request.query;
      const rows = await lightStats(ctx.db, month, ctx.config.club.timezone, ctx.now());
      const csv = await csvOf(
        [
          { header: 'csv.month', cell: (_r, language) => monthIn(language, month) },
          { header: 'csv.court', cell: (r) => r.courtName },
          { header: 'csv.lightHours', cell: (r) => r.hours, decimals: 2 },
        ],
        rows,
        answerLanguage(request.user.language, request.headers['accept-language']),
      );
      return sendCsv(reply, `luces-${month}.csv`, csv);
    },
  }),
];

export const lightsAdminRoutes: ModuleRoutes = (ctx, log) => {
  // A booking made or cancelled anywhere is heard here at once, not at the next tick.
  ctx.realtime.onForget(SCHEDULE_TOPIC, (keys) => {
    if (!concernsLights(ctx.db, keys)) return;
    void evaluateLights(ctx).catch((error: unknown) =>
      log.error({ err: error }, 'lights evaluation failed'),
    );
  });
  return [
    ...statsRoutes(ctx, log),
    route({
      method: 'GET',
      path: '/admin/lights',
      summary: 'Court light relays and their state (admin)',
      access: 'admin',
      schema: { response: responses({ 200: lightCourtsResponseSchema }) },
      handler: async (request) => ({
        success: true as const,
        courts: await listLightCourts(ctx.db, requestTranslator(request)),
      }),
    }),
    route({
      method: 'GET',
      path: '/admin/lights/log',
      summary: 'The latest switches of the court lights (admin)',
      access: 'admin',
      schema: { response: responses({ 200: lightLogResponseSchema }) },
      handler: async (request) => ({
        success: true as const,
        entries: await lightLog(ctx.db, requestTranslator(request)),
      }),
    }),
    route({
      method: 'PUT',
      path: '/admin/lights/:courtId',
      summary: "Set a court's light relay (admin)",
      access: 'admin',
      schema: {
        params: lightCourtParamsSchema,
        body: lightRelayBodySchema,
        response: responses({ 200: messageResponseSchema, 404: errorResponseSchema }),
      },
      handler: async (request, reply) => {
        if (!(await courtExists(ctx.db, request.params.courtId))) {
          return reply
            .code(404)
            .send({ success: false, message: requestTranslator(request)(LIGHT_COURT_NOT_FOUND) });
        }
        await saveLightRelay(ctx.db, request.params.courtId, request.body);
        noteRelayCourt(ctx.db, request.params.courtId);
        return { success: true as const, message: requestTranslator(request)(LIGHT_RELAY_SAVED) };
      },
    }),
    route({
      method: 'POST',
      path: '/admin/lights/:courtId/manual',
      summary: "Switch a court's lights by hand (admin)",
      access: 'admin',
      schema: {
        params: lightCourtParamsSchema,
        body: manualLightBodySchema,
        response: responses({ 200: messageResponseSchema, 404: errorResponseSchema }),
      },
      handler: async (request, reply) => {
        const { on, minutes } = request.body;
        const until = new Date(ctx.now().getTime() + minutes * 60_000);
        const by = request.user.id;
        if (!(await setManualLight(ctx.db, request.params.courtId, { on, until, by }))) {
          return reply
            .code(404)
            .send({ success: false, message: requestTranslator(request)(LIGHT_NO_RELAY) });
        }
        await evaluateLights(ctx);
        return {
          success: true as const,
          message: requestTranslator(request)(on ? LIGHT_MANUAL_ON : LIGHT_MANUAL_OFF),
        };
      },
    }),
  ];
};
