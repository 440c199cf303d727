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
import { route, type ModuleRoutes } from '../route.ts';
import { attendanceOf, cancelClass, saveAttendance } from './attendance.ts';
import { makeUpOverview, takeMakeUp } from './make-ups.ts';
import { coachOverview, placeStudent, requestPlace, schoolOverview } from './service.ts';
import { requestLanguage, requestTranslator } from '../../plugins/errors.ts';

/**
 * The coaches' screens: their groups, placing requests, attendance and calling a class off. Staff
 * only; which group is the coach's own is the service's check (`ownGroup`).
 */
const coachRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/school/coach',
    summary: "The coach's groups",
    access: 'staff',
    schema: { response: responses({ 200: coachOverviewResponseSchema }) },
    handler: async (request) => {
      return coachOverview(ctx, request.user);
    },
  }),
  route({
    method: 'POST',
    path: '/school/requests/:id/place',
    summary: 'Place a school request in a group',
    access: 'staff',
    schema: {
      params,
      body: placeBodySchema,
      response: responses({ 200: messageResponseSchema }),
    },
    handler: async (request) => {
      const name = await placeStudent(ctx, request.user, request.params.id, request.body.groupId);
      return {
        success: true as const,
        message: requestTranslator(request)(SCHOOL_MESSAGES.placed(name)),
      };
    },
  }),
  route({
    method: 'GET',
    path: '/school/groups/:id/attendance',
    summary: "A group's attendance on a day",
    access: 'staff',
    schema: {
      params,
      querystring: attendanceQuerySchema,
      response: responses({ 200: attendanceResponseSchema }),
    },
    handler: async (request) => {
      return attendanceOf(ctx, request.user, request.params.id, request.query.date);
    },
  }),
  route({
    method: 'PUT',
    path: '/school/groups/:id/attendance',
    summary: "Take a group's attendance",
    access: 'staff',
    schema: {
      params,
      body: attendanceBodySchema,
      response: responses({ 200: messageResponseSchema }),
    },
    handler: async (request) => {
      await saveAttendance(ctx, request.user, request.params.id, request.body);
      return {
        success: true as const,
        message: requestTranslator(request)(SCHOOL_MESSAGES.attendanceSaved),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/school/groups/:id/classes/cancel',
    summary: 'Call off one class of a group (its class pack uses given back)',
    access: 'staff',
    schema: {
      params,
      body: cancelClassBodySchema,
      response: responses({ 200: messageResponseSchema }),
    },
    handler: async (request) => {
      const returned = await cancelClass(ctx, request.user, request.params.id, request.body);
      return {
        success: true as const,
        message: requestTranslator(request)(SCHOOL_MESSAGES.cancelledClass(returned)),
      };
    },
  }),
];

export const schoolRoutes: ModuleRoutes = (ctx, log) => [
  ...coachRoutes(ctx, log),
  route({
    method: 'GET',
    path: '/school',
    summary: "Tennis school groups and the user's requests",
    access: 'signedIn',
    schema: { response: responses({ 200: schoolOverviewResponseSchema }) },
    handler: async (request) => {
      return schoolOverview(ctx, request.user.id, requestLanguage(request));
    },
  }),
  route({
    method: 'POST',
    path: '/school/requests',
    summary: 'Ask for a place in the school',
    access: 'signedIn',
    schema: {
      body: schoolRequestBodySchema,
      response: responses({ 201: schoolRequestResponseSchema }),
    },
    handler: async (request, reply) => {
      const created = await requestPlace(ctx, request.user.id, request.body);
      return reply.code(201).send({
        success: true as const,
        message: requestTranslator(request)(SCHOOL_MESSAGES.requested),
        request: created,
      });
    },
  }),
  route({
    method: 'GET',
    path: '/school/make-ups',
    summary: "The pupil's missed classes, the groups of their level and their make-ups",
    access: 'signedIn',
    schema: { response: responses({ 200: makeUpsResponseSchema }) },
    handler: async (request) => {
      return makeUpOverview(ctx, request.user.id);
    },
  }),
  route({
    method: 'POST',
    path: '/school/make-ups',
    summary: "Make up a missed class in another group ('recuperación')",
    access: 'signedIn',
    schema: {
      body: makeUpBodySchema,
      response: responses({ 201: makeUpCreatedResponseSchema }),
    },
    handler: async (request, reply) => {
      const created = await takeMakeUp(ctx, request.user.id, request.body);
      return reply.code(201).send({
        success: true as const,
        message: requestTranslator(request)(MAKEUP_MESSAGES.booked),
        makeUp: created,
      });
    },
  }),
];
