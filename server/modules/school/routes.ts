/** /api/school…: the school page of members and non-members, and the coaches' screens. */
import { messageResponseSchema, responses } from '@/api/common.ts';
import {
  attendanceBodySchema,
  attendanceQuerySchema,
  attendanceResponseSchema,
  cancelClassBodySchema,
  coachOverviewResponseSchema,
  idParamsSchema as params,
  makeUpBodySchema,
  makeUpCreatedResponseSchema,
  makeUpsResponseSchema,
  placeBodySchema,
  schoolOverviewResponseSchema,
  schoolRequestBodySchema,
  schoolRequestResponseSchema,
} from '@/api/school.ts';
import { MAKEUP_MESSAGES } from '@/domain/school-makeup.ts';
import { SCHOOL_MESSAGES } from '@/domain/school.ts';
import type { ModuleRoutes } from '../types.ts';
import { attendanceOf, cancelClass, saveAttendance } from './attendance.ts';
import { makeUpOverview, takeMakeUp } from './make-ups.ts';
import { coachOverview, placeStudent, requestPlace, schoolOverview } from './service.ts';

export const schoolRoutes: ModuleRoutes = (ctx) => async (app) => {
  const overview = { response: responses({ 200: schoolOverviewResponseSchema }) };
  app.get('/school', { schema: overview }, async (request) => {
    const user = await request.requireUser();
    return schoolOverview(ctx, user.id);
  });

  const ask = {
    body: schoolRequestBodySchema,
    response: responses({ 201: schoolRequestResponseSchema }),
  };
  app.post('/school/requests', { schema: ask }, async (request, reply) => {
    const user = await request.requireUser();
    const created = await requestPlace(ctx, user.id, request.body);
    return reply
      .code(201)
      .send({ success: true as const, message: SCHOOL_MESSAGES.requested, request: created });
  });

  const coach = { response: responses({ 200: coachOverviewResponseSchema }) };
  app.get('/school/coach', { schema: coach }, async (request) => {
    const user = await request.requireUser();
    return coachOverview(ctx, user);
  });

  const place = {
    params,
    body: placeBodySchema,
    response: responses({ 200: messageResponseSchema }),
  };
  app.post('/school/requests/:id/place', { schema: place }, async (request) => {
    const user = await request.requireUser();
    const name = await placeStudent(ctx, user, request.params.id, request.body.groupId);
    return { success: true as const, message: SCHOOL_MESSAGES.placed(name) };
  });

  const attendance = {
    params,
    querystring: attendanceQuerySchema,
    response: responses({ 200: attendanceResponseSchema }),
  };
  app.get('/school/groups/:id/attendance', { schema: attendance }, async (request) => {
    const user = await request.requireUser();
    return attendanceOf(ctx, user, request.params.id, request.query.date);
  });

  const take = {
    params,
    body: attendanceBodySchema,
    response: responses({ 200: messageResponseSchema }),
  };
  app.put('/school/groups/:id/attendance', { schema: take }, async (request) => {
    const user = await request.requireUser();
    await saveAttendance(ctx, user, request.params.id, request.body);
    return { success: true as const, message: SCHOOL_MESSAGES.attendanceSaved };
  });

  const cancel = {
    params,
    body: cancelClassBodySchema,
    response: responses({ 200: messageResponseSchema }),
  };
  app.post('/school/groups/:id/classes/cancel', { schema: cancel }, async (request) => {
    const user = await request.requireUser();
    const returned = await cancelClass(ctx, user, request.params.id, request.body);
    return { success: true as const, message: SCHOOL_MESSAGES.cancelledClass(returned) };
  });

  const makeUps = { response: responses({ 200: makeUpsResponseSchema }) };
  app.get('/school/make-ups', { schema: makeUps }, async (request) => {
    const user = await request.requireUser();
    return makeUpOverview(ctx, user.id);
  });

  const makeUp = {
    body: makeUpBodySchema,
    response: responses({ 201: makeUpCreatedResponseSchema }),
  };
  app.post('/school/make-ups', { schema: makeUp }, async (request, reply) => {
    const user = await request.requireUser();
    const created = await takeMakeUp(ctx, user.id, request.body);
    return reply
      .code(201)
      .send({ success: true as const, message: MAKEUP_MESSAGES.booked, makeUp: created });
  });
};
