import { z } from 'zod';
import {
  bookedQuerySchema,
  bookedResponseSchema,
  type BookedResponse,
  bookingHistoryResponseSchema,
  bookingIdParamsSchema as idParams,
  bookingResponseSchema,
  type BookingResponse,
  bookingsResponseSchema,
  type BookingsResponse,
  createBookingSchema,
  myBookingsQuerySchema,
  usersListQuerySchema,
  usersListResponseSchema,
} from '@/api/bookings.ts';
import { paymentIntentBodySchema } from '@/api/booking-detail.ts';
import { clientSecretResponseSchema, messageResponseSchema, responses } from '@/api/common.ts';
import { clubDate, daysBetween, isIsoDate } from '@/domain/club-time.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { notModified, sendSerialised } from '../../lib/serialised.ts';
import { createBookingCaches, myBookingsAnswer } from './booking-cache.ts';
import type { ModuleRoutes } from '../types.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { clubDayRoutes } from './day/routes.ts';
import { bookingDetailRoutes } from './detail/routes.ts';
import { pastBookingsRoutes } from './past/routes.ts';
import { createBookingPaymentIntent } from './pay/booking-payments.ts';
import { cancelBooking } from './cancel/cancel.ts';
import { createBooking } from './create/create.ts';
import { followCreations } from './core/events.ts';
import { createGuestPaymentIntent } from './pay/guest-payments.ts';
import { quickBookingRoutes } from './quick/routes.ts';
import { createScheduleCache } from './schedule/schedule-cache.ts';
import { waitlistRoutes } from './waitlist/routes.ts';
import {
  BOOKING_NOT_FOUND,
  canSeeBooking,
  canWatchBooking,
  getBookingHistory,
  listMyBookings,
  listUsers,
} from './queries.ts';

/** A schedule asks for a week at a time; a bounded range keeps the query cheap. */
const MAX_RANGE_DAYS = 62;

export const bookingsRoutes: ModuleRoutes = (ctx) => async (app) => {
  ctx.realtime.allowRooms('booking', (user, id) =>
    z.string().uuid().safeParse(id).success ? canWatchBooking(ctx.db, user, id) : false,
  );

  const booked = {
    querystring: bookedQuerySchema,
    response: responses({
      200: bookedResponseSchema,
      304: notModified,
    }),
  };
  const schedule = createScheduleCache(ctx.db, ctx.realtime);
  followCreations(ctx);
  app.get('/users/booked', { schema: booked }, async (request, reply) => {
    const viewer = await request.requireUser();
    const { courtId, startDate, endDate } = request.query;
    if (!isIsoDate(startDate) || !isIsoDate(endDate)) throw badRequest('Fecha no válida');
    const span = daysBetween(startDate, endDate);
    if (span < 0 || span > MAX_RANGE_DAYS) throw badRequest('Rango de fechas no válido.');
    const answer = await schedule.answer(viewer, { courtId, startDate, endDate });
    return sendSerialised<BookedResponse>(request, reply, answer);
  });

  const all = {
    querystring: usersListQuerySchema,
    response: responses({ 200: usersListResponseSchema }),
  };
  app.get('/users/all', { schema: all }, async (request) => {
    const viewer = await request.requireUser();
    const users = await listUsers(ctx.db, viewer, request.query);
    return { success: true as const, users };
  });

  const today = () => clubDate(ctx.now(), ctx.config.club.timezone);
  const cached = createBookingCaches({ db: ctx.db, realtime: ctx.realtime, today });
  const mine = {
    querystring: myBookingsQuerySchema,
    response: responses({ 200: bookingsResponseSchema, 304: notModified }),
  };
  app.get('/users/bookings', { schema: mine }, async (request, reply) => {
    const user = await request.requireUser();
    const { from, to } = request.query;
    if (!from && !to) {
      return sendSerialised<BookingsResponse>(request, reply, await cached.mine(user.id));
    }
    if ((from && !isIsoDate(from)) || (to && !isIsoDate(to))) throw badRequest('Fecha no válida');
    if (from && to && to < from) {
      throw badRequest('La fecha de fin no puede ser anterior a la de inicio.');
    }
    const list = await listMyBookings(ctx.db, user.id, { from, to });
    return sendSerialised<BookingsResponse>(request, reply, myBookingsAnswer(list));
  });

  const one = {
    params: idParams,
    response: responses({ 200: bookingResponseSchema, 304: notModified }),
  };
  app.get('/users/booking/:id', { schema: one }, async (request, reply) => {
    const user = await request.requireUser();
    const found = await cached.detail(request.params.id);
    if (!found || !canSeeBooking(user, found.booking)) throw notFound(BOOKING_NOT_FOUND);
    return sendSerialised<BookingResponse>(request, reply, found);
  });

  const history = { params: idParams, response: responses({ 200: bookingHistoryResponseSchema }) };
  app.get('/users/booking/:id/history', { schema: history }, async (request) => {
    const user = await request.requireUser();
    return {
      success: true as const,
      history: await getBookingHistory(ctx.db, user, request.params.id),
    };
  });

  const create = { body: createBookingSchema, response: responses({ 200: bookingResponseSchema }) };
  app.post('/users/booking', { schema: create }, async (request) => {
    const user = await request.requireUser();
    const booking = await createBooking(ctx, user, request.body);
    return { success: true as const, booking, msg: 'Reserva confirmada' };
  });

  const remove = { params: idParams, response: responses({ 200: messageResponseSchema }) };
  app.delete('/users/booking/:id/delete', { schema: remove }, async (request) => {
    const user = await request.requireUser();
    await cancelBooking(ctx, user, request.params.id);
    return { success: true as const, message: 'Reserva cancelada exitosamente.' };
  });

  app.post(
    '/users/booking/createPaymentIntent',
    {
      schema: {
        body: paymentIntentBodySchema,
        response: responses({ 200: clientSecretResponseSchema }),
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const body = request.body;
      if (body.form === 'detail') return createBookingPaymentIntent(ctx, user, body);
      return createGuestPaymentIntent(ctx, user, body);
    },
  );

  for (const routes of useCases) await app.register(routes(ctx));
};

/** The module's use cases with routes of their own, mounted with it. */
const useCases: ModuleRoutes[] = [
  bookingDetailRoutes,
  calendarRoutes,
  pastBookingsRoutes,
  waitlistRoutes,
  quickBookingRoutes,
  clubDayRoutes,
];
