/** POST /api/bookings/quick: the quick booking ('Reserva rápida'). */
import { responses } from '@/api/common.ts';
import { quickBookingResponseSchema, quickBookingSchema } from '@/api/waitlist.ts';
import { route, type ModuleRoutes } from '../../route.ts';
import { quickBooking } from './quick.ts';
import { requestTranslator } from '../../../plugins/errors.ts';

export const quickBookingRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'POST',
    path: '/bookings/quick',
    summary: 'Quick booking: the club picks a free court',
    access: 'signedIn',
    schema: {
      body: quickBookingSchema,
      response: responses({ 200: quickBookingResponseSchema }),
    },
    handler: async (request) => {
      const answer = await quickBooking(ctx, request.user, request.body);
      return { ...answer, message: requestTranslator(request)(answer.message) };
    },
  }),
];
