import { z } from 'zod';
import {
  bookedQuerySchema,
  createBookingSchema,
  guestPaymentIntentSchema,
  usersListQuerySchema,
} from '@/api/bookings.ts';
import { daysBetween, isIsoDate } from '@/domain/club-time.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ModuleRoutes } from '../types.ts';
import { cancelBooking } from './cancel.ts';
import { createBooking } from './create.ts';
import { createGuestPaymentIntent } from './guest-payments.ts';
import {
  canWatchBooking,
  getBookingFor,
  getBookingHistory,
  listBooked,
  listMyBookings,
  listUsers,
} from './queries.ts';

const idParams = z.object({ id: z.string().uuid('Reserva no válida.') });
/** A schedule asks for a week at a time; a bounded range keeps the query cheap. */
const MAX_RANGE_DAYS = 62;

export const bookingsRoutes: ModuleRoutes = (ctx) => async (app) => {
  ctx.realtime.allowRooms('booking', (user, id) =>
    z.string().uuid().safeParse(id).success ? canWatchBooking(ctx.db, user, id) : false,
  );

  app.get('/users/booked', { schema: { querystring: bookedQuerySchema } }, async (request) => {
    const viewer = await request.requireUser();
    const { courtId, startDate, endDate } = request.query;
    if (!isIsoDate(startDate) || !isIsoDate(endDate)) throw badRequest('Fecha no válida');
    const span = daysBetween(startDate, endDate);
    if (span < 0 || span > MAX_RANGE_DAYS) throw badRequest('Rango de fechas no válido.');
    const bookings = await listBooked(ctx.db, viewer, { courtId, startDate, endDate });
    return { success: true, bookings };
  });

  app.get('/users/all', { schema: { querystring: usersListQuerySchema } }, async (request) => {
    const viewer = await request.requireUser();
    const users = await listUsers(ctx.db, viewer, request.query);
    return { success: true, users };
  });

  app.get('/users/bookings', async (request) => {
    const user = await request.requireUser();
    return { success: true, bookings: await listMyBookings(ctx.db, user) };
  });

  app.get('/users/booking/:id', { schema: { params: idParams } }, async (request) => {
    const user = await request.requireUser();
    const booking = await getBookingFor(ctx.db, user, request.params.id);
    return { success: true, booking, msg: '' };
  });

  app.get('/users/booking/:id/history', { schema: { params: idParams } }, async (request) => {
    const user = await request.requireUser();
    return { success: true, history: await getBookingHistory(ctx.db, user, request.params.id) };
  });

  app.post('/users/booking', { schema: { body: createBookingSchema } }, async (request) => {
    const user = await request.requireUser();
    const booking = await createBooking(ctx, user, request.body);
    return { success: true, booking, msg: 'Reserva confirmada' };
  });

  app.delete('/users/booking/:id/delete', { schema: { params: idParams } }, async (request) => {
    const user = await request.requireUser();
    await cancelBooking(ctx, user, request.params.id);
    return { success: true, message: 'Reserva cancelada exitosamente.' };
  });

  app.post(
    '/users/booking/createPaymentIntent',
    { schema: { body: guestPaymentIntentSchema } },
    async (request) => {
      const user = await request.requireUser();
      return createGuestPaymentIntent(ctx, user, request.body);
    },
  );
};
