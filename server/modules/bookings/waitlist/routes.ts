/** /api/waitlist…: joining the line of taken slots, one's own places, leaving; the admin's list. */
import { messageResponseSchema, responses } from '@/api/common.ts';
import {
  adminWaitlistsResponseSchema,
  joinWaitlistSchema,
  waitlistEntriesResponseSchema,
  waitlistEntryResponseSchema,
  waitlistIdParamsSchema as params,
} from '@/api/waitlist.ts';
import { WAITLIST_MESSAGES } from '@/domain/waitlist.ts';
import { route, type ModuleRoutes } from '../../route.ts';
import { allWaitlists, joinWaitlist, leaveWaitlist, myWaitlist } from './entries.ts';
import { requestLanguage, requestTranslator } from '../../../plugins/errors.ts';

export const waitlistRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'POST',
    path: '/waitlist',
    summary: "Join a taken slot's waitlist",
    access: 'signedIn',
    schema: {
      body: joinWaitlistSchema,
      response: responses({ 201: waitlistEntryResponseSchema }),
    },
    handler: async (request, reply) => {
      const entry = await joinWaitlist(ctx, request.user, request.body);
      return reply.code(201).send({
        success: true as const,
        message: requestTranslator(request)(WAITLIST_MESSAGES.joined),
        entry,
      });
    },
  }),
  route({
    method: 'GET',
    path: '/waitlist/mine',
    summary: "The member's waitlist entries",
    access: 'signedIn',
    schema: { response: responses({ 200: waitlistEntriesResponseSchema }) },
    handler: async (request) => {
      return {
        success: true as const,
        entries: await myWaitlist(ctx, request.user, requestLanguage(request)),
      };
    },
  }),
  route({
    method: 'DELETE',
    path: '/waitlist/:id',
    summary: 'Leave a waitlist',
    access: 'signedIn',
    schema: { params, response: responses({ 200: messageResponseSchema }) },
    handler: async (request) => {
      await leaveWaitlist(ctx, request.user, request.params.id);
      return {
        success: true as const,
        message: requestTranslator(request)(WAITLIST_MESSAGES.left),
      };
    },
  }),
];

/** Listed with the bookings' admin routes. */
export const waitlistAdminRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/admin/waitlists',
    summary: 'Waiting lists of taken slots (admin)',
    access: 'admin',
    schema: { response: responses({ 200: adminWaitlistsResponseSchema }) },
    handler: async (request) => ({
      success: true as const,
      entries: await allWaitlists(ctx, requestLanguage(request)),
    }),
  }),
];
