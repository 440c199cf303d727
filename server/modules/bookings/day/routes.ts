/** GET /api/users/club-day: every court of a sport for one day (decision 079). */
import { clubDayQuerySchema, clubDayResponseSchema } from '@/api/club-day.ts';
import { responses } from '@/api/common.ts';
import type { ModuleRoutes } from '../../types.ts';
import { createScheduleCache } from '../schedule/schedule-cache.ts';
import { clubDay } from './day.ts';

export const clubDayRoutes: ModuleRoutes = (ctx) => async (app) => {
  // Its own copy of the schedule's cache, kept and dropped by the same bus messages.
  const schedule = createScheduleCache(ctx.db, ctx.realtime);
  const day = {
    querystring: clubDayQuerySchema,
    response: responses({ 200: clubDayResponseSchema }),
  };
  app.get('/users/club-day', { schema: day }, async (request) => {
    const viewer = await request.requireUser();
    return clubDay(ctx, schedule, viewer, request.query);
  });
};
