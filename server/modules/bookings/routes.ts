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
import { msg } from '@/i18n/message.ts';
import { requestLanguage, requestTranslator } from '../../plugins/errors.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { notModified, sendSerialised } from '../../lib/serialised.ts';
import { createBookingCaches, myBookingsAnswer } from './booking-cache.ts';
import { route, type ModuleRoutes } from '../route.ts';
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

/** Booking, cancelling and paying: the work is the use cases'. */
const writes: ModuleRoutes = (ctx) => [
  route({
    method: 'POST',
    path: '/users/booking',
    summary: 'Book a court',
    access: 'signedIn',
    schema: { body: createBookingSchema, response: responses({ 200: bookingResponseSchema }) },
    handler: async (request) => {
      const booking = await createBooking(ctx, request.user, request.body);
      return {
        success: true as const,
        booking,
        msg: requestTranslator(request)('answers.bookingConfirmed'),
      };
    },
  }),
  route({
    method: 'DELETE',
    path: '/users/booking/:id/delete',
    summary: 'Cancel a booking',
    access: 'signedIn',
    schema: { params: idParams, response: responses({ 200: messageResponseSchema }) },
    handler: async (request) => {
      await cancelBooking(ctx, request.user, request.params.id);
      return {
        success: true as const,
        message: requestTranslator(request)('answers.bookingCancelled'),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/users/booking/createPaymentIntent',
    summary: 'Start a card payment of a booking share',
    access: 'signedIn',
    schema: {
      body: paymentIntentBodySchema,
      response: responses({ 200: clientSecretResponseSchema }),
    },
    handler: async (request) => {
      const body = request.body;
      if (body.form === 'detail') return createBookingPaymentIntent(ctx, request.user, body);
      return createGuestPaymentIntent(ctx, request.user, body);
    },
  }),
];

/** A booking's change history, as its detail screen shows it. */
const history: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/users/booking/:id/history',
    summary: "A booking's change history",
    access: 'signedIn',
    schema: { params: idParams, response: responses({ 200: bookingHistoryResponseSchema }) },
    handler: async (request) => {
      return {
        success: true as const,
        history: await getBookingHistory(
          ctx.db,
          request.user,
          request.params.id,
          requestLanguage(request),
        ),
      };
    },
  }),
];

export const bookingsRoutes: ModuleRoutes = (ctx, log) => {
  ctx.realtime.allowRooms('booking', (user, id) =>
    z.string().uuid().safeParse(id).success ? canWatchBooking(ctx.db, user, id) : false,
  );
  const schedule = createScheduleCache(ctx.db, ctx.realtime);
  followCreations(ctx);
  const today = () => clubDate(ctx.now(), ctx.config.club.timezone);
  const cached = createBookingCaches({ db: ctx.db, realtime: ctx.realtime, today });
  return [
    ...writes(ctx, log),
    ...history(ctx, log),
    ...useCases.flatMap((routes) => routes(ctx, log)),
    route({
      method: 'GET',
      path: '/users/booked',
      summary: "A court's schedule of bookings and blocks",
      access: 'signedIn',
      schema: {
        querystring: bookedQuerySchema,
        response: responses({
          200: bookedResponseSchema,
          304: notModified,
        }),
      },
      handler: async (request, reply) => {
        const { courtId, startDate, endDate } = request.query;
        if (!isIsoDate(startDate) || !isIsoDate(endDate))
          throw badRequest(msg('errors.invalidDate'));
        const span = daysBetween(startDate, endDate);
        if (span < 0 || span > MAX_RANGE_DAYS) throw badRequest(msg('errors.invalidRange'));
        const answer = await schedule.answer(request.user, { courtId, startDate, endDate });
        return sendSerialised<BookedResponse>(request, reply, answer);
      },
    }),
    route({
      method: 'GET',
      path: '/users/all',
      summary: 'Users a booker may add as players',
      access: 'signedIn',
      schema: {
        querystring: usersListQuerySchema,
        response: responses({ 200: usersListResponseSchema }),
      },
      handler: async (request) => {
        const users = await listUsers(ctx.db, request.user, request.query);
        return { success: true as const, users };
      },
    }),
    route({
      method: 'GET',
      path: '/users/bookings',
      summary: "The user's bookings",
      access: 'signedIn',
      schema: {
        querystring: myBookingsQuerySchema,
        response: responses({ 200: bookingsResponseSchema, 304: notModified }),
      },
      handler: async (request, reply) => {
        const { from, to } = request.query;
        if (!from && !to) {
          return sendSerialised<BookingsResponse>(
            request,
            reply,
            await cached.mine(request.user.id),
          );
        }
        if ((from && !isIsoDate(from)) || (to && !isIsoDate(to)))
          throw badRequest(msg('errors.invalidDate'));
        if (from && to && to < from) {
          throw badRequest(msg('errors.endBeforeStart'));
        }
        const list = await listMyBookings(ctx.db, request.user.id, { from, to });
        return sendSerialised<BookingsResponse>(request, reply, myBookingsAnswer(list));
      },
    }),
    route({
      method: 'GET',
      path: '/users/booking/:id',
      summary: "A booking's detail",
      access: 'signedIn',
      schema: {
        params: idParams,
        response: responses({ 200: bookingResponseSchema, 304: notModified }),
      },
      handler: async (request, reply) => {
        const found = await cached.detail(request.params.id);
        if (!found || !canSeeBooking(request.user, found.booking))
          throw notFound(BOOKING_NOT_FOUND);
        return sendSerialised<BookingResponse>(request, reply, found);
      },
    }),
  ];
};

/** The module's use cases with routes of their own, listed with it. */
const useCases: ModuleRoutes[] = [
  bookingDetailRoutes,
  calendarRoutes,
  pastBookingsRoutes,
  waitlistRoutes,
  quickBookingRoutes,
  clubDayRoutes,
];
