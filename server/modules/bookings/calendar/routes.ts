/** Calendar export: one booking's .ics, the member's feed URL (renewable) and the feed itself. */
import { z } from 'zod';
import { bookingIdParamsSchema as idParams } from '@/api/bookings.ts';
import { ICS_CONTENT_TYPE, calendarFeedResponseSchema, icsDocumentSchema } from '@/api/calendar.ts';
import { responses } from '@/api/common.ts';
import { msg } from '@/i18n/message.ts';
import { answerLanguage, translator } from '../../../i18n.ts';
import { notFound } from '../../../lib/errors.ts';
import { route, type ModuleRoutes } from '../../route.ts';
import { feedFor, feedToken, feedUrl, icsDocument } from './calendar.ts';
import { getBookingFor } from '../queries.ts';

const feedParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'validation.calendarFileInvalid'),
});

export const calendarRoutes: ModuleRoutes = (ctx) => {
  const feed = { response: responses({ 200: calendarFeedResponseSchema }) };
  return [
    route({
      method: 'GET',
      path: '/users/booking/:id/calendar.ics',
      summary: 'A booking as a calendar event',
      access: 'signedIn',
      schema: { params: idParams, response: responses({ 200: icsDocumentSchema }) },
      handler: async (request, reply) => {
        const booking = await getBookingFor(ctx.db, request.user, request.params.id);
        const language = answerLanguage(request.user.language, request.headers['accept-language']);
        const title = translator(language)('mail.icsSummary', { court: booking.courtId.name });
        return reply
          .type(ICS_CONTENT_TYPE)
          .header('Content-Disposition', `attachment; filename="reserva-${booking.dateBooked}.ics"`)
          .send(await icsDocument(ctx, [booking], title, language));
      },
    }),
    route({
      method: 'GET',
      path: '/users/calendar-feed',
      summary: "The user's calendar feed address",
      access: 'signedIn',
      schema: feed,
      handler: async (request) => {
        return {
          success: true as const,
          url: feedUrl(ctx, await feedToken(ctx.db, request.user.id, false)),
        };
      },
    }),
    route({
      method: 'POST',
      path: '/users/calendar-feed/renew',
      summary: 'Renew the calendar feed address',
      access: 'signedIn',
      schema: feed,
      handler: async (request) => {
        return {
          success: true as const,
          url: feedUrl(ctx, await feedToken(ctx.db, request.user.id, true)),
        };
      },
    }),
    route({
      method: 'GET',
      path: '/calendar/:file',
      summary: 'A calendar feed (its address is the credential)',
      access: 'public',
      schema: { params: feedParams, response: responses({ 200: icsDocumentSchema }) },
      handler: async (request, reply) => {
        // No login: calendar apps fetch this on their own; the secret in the URL is the capability.
        const document = await feedFor(ctx, request.params.file.slice(0, -'.ics'.length));
        if (!document) throw notFound(msg('errors.calendarNotFound'));
        return reply.type(ICS_CONTENT_TYPE).header('Cache-Control', 'no-store').send(document);
      },
    }),
  ];
};
