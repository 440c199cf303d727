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
import type { ModuleRoutes } from '../../types.ts';
import { allWaitlists, joinWaitlist, leaveWaitlist, myWaitlist } from './entries.ts';

export const waitlistRoutes: ModuleRoutes = (ctx) => async (app) => {
  const join = {
    body: joinWaitlistSchema,
    response: responses({ 201: waitlistEntryResponseSchema }),
  };
  app.post('/waitlist', { schema: join }, async (request, reply) => {
    const user = await request.requireUser();
    const entry = await joinWaitlist(ctx, user, request.body);
    return reply
      .code(201)
      .send({ success: true as const, message: WAITLIST_MESSAGES.joined, entry });
  });

  const mine = { response: responses({ 200: waitlistEntriesResponseSchema }) };
  app.get('/waitlist/mine', { schema: mine }, async (request) => {
    const user = await request.requireUser();
    return { success: true as const, entries: await myWaitlist(ctx, user) };
  });

  const leave = { params, response: responses({ 200: messageResponseSchema }) };
  app.delete('/waitlist/:id', { schema: leave }, async (request) => {
    const user = await request.requireUser();
    await leaveWaitlist(ctx, user, request.params.id);
    return { success: true as const, message: WAITLIST_MESSAGES.left };
  });
};

/** Mounted in the admin-only scope with the bookings' admin routes. */
export const waitlistAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const list = { response: responses({ 200: adminWaitlistsResponseSchema }) };
  app.get('/waitlists', { schema: list }, async () => ({
    success: true as const,
    entries: await allWaitlists(ctx),
  }));
};
