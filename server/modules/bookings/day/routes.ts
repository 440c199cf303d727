/** GET /api/users/club-day: every court of a sport for one day (decision 079). */
import { clubDayQuerySchema, clubDayResponseSchema } from '@/api/club-day.ts';
import { responses } from '@/api/common.ts';
import { requestTranslator } from '../../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../../route.ts';
import { createScheduleCache } from '../schedule/schedule-cache.ts';
import { clubDay } from './day.ts';

export const clubDayRoutes: ModuleRoutes = (ctx) => {
  // Its own copy of the schedule's cache, kept and dropped by the same bus messages.
  const schedule = createScheduleCache(ctx.db, ctx.realtime);
  return [
    route({
      method: 'GET',
      path: '/users/club-day',
      summary: "The club's day: every court of a sport for one day",
      access: 'signedIn',
      schema: {
        querystring: clubDayQuerySchema,
        response: responses({ 200: clubDayResponseSchema }),
      },
      handler: async (request) =>
        clubDay(ctx, schedule, request.user, request.query, requestTranslator(request)),
    }),
  ];
};
