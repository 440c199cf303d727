/** POST /api/bookings/quick: the quick booking ('Reserva rápida'). */
import { responses } from '@/api/common.ts';
import { quickBookingResponseSchema, quickBookingSchema } from '@/api/waitlist.ts';
import type { ModuleRoutes } from '../../types.ts';
import { quickBooking } from './quick.ts';

export const quickBookingRoutes: ModuleRoutes = (ctx) => async (app) => {
  const quick = {
    body: quickBookingSchema,
    response: responses({ 200: quickBookingResponseSchema }),
  };
  app.post('/bookings/quick', { schema: quick }, async (request) => {
    const user = await request.requireUser();
    return quickBooking(ctx, user, request.body);
  });
};
