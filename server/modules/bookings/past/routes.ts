/** GET /users/bookings/past: 'Reservas pasadas', a page at a time (past.ts). */
import { pastBookingsQuerySchema, pastBookingsResponseSchema } from '@/api/bookings.ts';
import { responses } from '@/api/common.ts';
import { isIsoDate } from '@/domain/club-time.ts';
import { msg } from '@/i18n/message.ts';
import { badRequest } from '../../../lib/errors.ts';
import { route, type ModuleRoutes } from '../../route.ts';
import { listPastBookings } from './past.ts';

export const pastBookingsRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/users/bookings/past',
    summary: "A page of the user's past bookings",
    access: 'signedIn',
    schema: {
      querystring: pastBookingsQuerySchema,
      response: responses({ 200: pastBookingsResponseSchema }),
    },
    handler: async (request) => {
      const { from, to } = request.query;
      if ((from && !isIsoDate(from)) || (to && !isIsoDate(to)))
        throw badRequest(msg('errors.invalidDate'));
      if (from && to && to < from) {
        throw badRequest(msg('errors.endBeforeStart'));
      }
      const page = await listPastBookings(ctx.db, request.user.id, ctx.now(), request.query);
      return { success: true as const, ...page };
    },
  }),
];
