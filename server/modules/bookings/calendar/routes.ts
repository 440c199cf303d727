/** Calendar export: one booking's .ics, the member's feed URL (renewable) and the feed itself. */
import { z } from 'zod';
import { bookingIdParamsSchema as idParams } from '@/api/bookings.ts';
import { ICS_CONTENT_TYPE, calendarFeedResponseSchema, icsDocumentSchema } from '@/api/calendar.ts';
import { responses } from '@/api/common.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ModuleRoutes } from '../../types.ts';
import { feedFor, feedToken, feedUrl, icsDocument } from './calendar.ts';
import { getBookingFor } from '../queries.ts';

const feedParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'Calendario no encontrado.'),
});

export const calendarRoutes: ModuleRoutes = (ctx) => async (app) => {
  const one = { params: idParams, response: responses({ 200: icsDocumentSchema }) };
  app.get('/users/booking/:id/calendar.ics', { schema: one }, async (request, reply) => {
    const user = await request.requireUser();
    const booking = await getBookingFor(ctx.db, user, request.params.id);
    return reply
      .type(ICS_CONTENT_TYPE)
      .header('Content-Disposition', `attachment; filename="reserva-${booking.dateBooked}.ics"`)
      .send(await icsDocument(ctx, [booking], `Reserva ${booking.courtId.name}`));
  });

  const feed = { response: responses({ 200: calendarFeedResponseSchema }) };
  app.get('/users/calendar-feed', { schema: feed }, async (request) => {
    const user = await request.requireUser();
    return { success: true as const, url: feedUrl(ctx, await feedToken(ctx.db, user.id, false)) };
  });
  app.post('/users/calendar-feed/renew', { schema: feed }, async (request) => {
    const user = await request.requireUser();
    return { success: true as const, url: feedUrl(ctx, await feedToken(ctx.db, user.id, true)) };
  });

  const subscribed = { params: feedParams, response: responses({ 200: icsDocumentSchema }) };
  app.get('/calendar/:file', { schema: subscribed }, async (request, reply) => {
    // No login: calendar apps fetch this on their own; the secret in the URL is the capability.
    const document = await feedFor(ctx, request.params.file.slice(0, -'.ics'.length));
    if (!document) throw notFound('Calendario no encontrado.');
    return reply.type(ICS_CONTENT_TYPE).header('Cache-Control', 'no-store').send(document);
  });
};
