import { z } from 'zod';
import { responses } from '@/api/common.ts';
import {
  courtParamsSchema,
  courtResponseSchema,
  courtsResponseSchema,
  type CourtsResponse,
  timeIntervalsQuerySchema,
  timeIntervalsResponseSchema,
  type TimeIntervalsResponse,
} from '@/api/courts.ts';
import { isIsoDate } from '@/domain/club-time.ts';
import { msg } from '@/i18n/message.ts';
import { badRequest } from '../../lib/errors.ts';
import { notModified, sendSerialised } from '../../lib/serialised.ts';
import { createCourtAnswers } from './answers.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { COURT_TOPIC, getCourt, invalidateCourtCache, listCourts, toCourtDto } from './service.ts';

export const courtsRoutes: ModuleRoutes = (ctx) => {
  ctx.realtime.onForget(COURT_TOPIC, () => invalidateCourtCache());
  // Any signed-in user may watch a court's schedule change live.
  ctx.realtime.allowRooms('court', async (_user, id) => {
    if (!z.string().uuid().safeParse(id).success) return false;
    return (await listCourts(ctx.db)).some((c) => c.row.id === id);
  });
  const answers = createCourtAnswers(ctx.config.club.timezone);
  return [
    route({
      method: 'GET',
      path: '/courts',
      summary: 'Courts the user may book',
      access: 'signedIn',
      schema: { response: responses({ 200: courtsResponseSchema, 304: notModified }) },
      handler: async (request, reply) => {
        const courts = await listCourts(ctx.db);
        return sendSerialised<CourtsResponse>(request, reply, answers.list(courts));
      },
    }),
    // Declared before /courts/:courtId, though Fastify prefers static segments anyway.
    route({
      method: 'GET',
      path: '/courts/time-intervals',
      summary: 'Free slots of a court on a day',
      access: 'signedIn',
      schema: {
        querystring: timeIntervalsQuerySchema,
        response: responses({ 200: timeIntervalsResponseSchema, 304: notModified }),
      },
      handler: async (request, reply) => {
        const { courtId, date } = request.query;
        if (!isIsoDate(date)) throw badRequest(msg('errors.invalidDate'));
        const court = await getCourt(ctx.db, courtId);
        return sendSerialised<TimeIntervalsResponse>(
          request,
          reply,
          answers.intervals(court, date),
        );
      },
    }),
    route({
      method: 'GET',
      path: '/courts/:courtId',
      summary: 'One court',
      access: 'signedIn',
      schema: { params: courtParamsSchema, response: responses({ 200: courtResponseSchema }) },
      handler: async (request) => {
        const court = await getCourt(ctx.db, request.params.courtId);
        return { success: true as const, court: toCourtDto(court) };
      },
    }),
  ];
};
