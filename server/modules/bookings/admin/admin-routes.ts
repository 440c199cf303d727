/** /api/admin/bookings…: every reservation, booking for a member, cancelling, desk payments. */
import {
  adminBookingResponseSchema,
  adminBookingsQuerySchema,
  adminBookingsResponseSchema,
  adminCancelBookingBodySchema,
  adminCancelBookingResponseSchema,
  adminCreateBookingSchema,
  deskPaymentBodySchema,
  idParamsSchema as params,
} from '@/api/admin.ts';
import { responses } from '@/api/common.ts';
import { centsToEuros } from '@/domain/money.ts';
import { msg } from '@/i18n/message.ts';
import { requestTranslator } from '../../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../../route.ts';
import { cancelAsAdmin, createForMember } from './booking-actions.ts';
import { listReservations, payAtDesk } from './reservations.ts';
import { waitlistAdminRoutes } from '../waitlist/routes.ts';

export const bookingsAdminRoutes: ModuleRoutes = (ctx, log) => {
  return [
    ...waitlistAdminRoutes(ctx, log),
    route({
      method: 'GET',
      path: '/admin/bookings',
      summary: 'Reservations list (admin)',
      access: 'admin',
      schema: {
        querystring: adminBookingsQuerySchema,
        response: responses({ 200: adminBookingsResponseSchema }),
      },
      handler: async (request) => {
        const { bookings, total } = await listReservations(ctx.db, request.query);
        const { page, pageSize } = request.query;
        return { success: true as const, bookings, total, page, pageSize };
      },
    }),
    route({
      method: 'POST',
      path: '/admin/bookings',
      summary: 'Book a court for a member (admin)',
      access: 'admin',
      schema: {
        body: adminCreateBookingSchema,
        response: responses({ 201: adminBookingResponseSchema }),
      },
      handler: async (request, reply) => {
        const booking = await createForMember(ctx, request.user, request.body);
        const message = requestTranslator(request)(msg('answers.adminBookingCreated'));
        return reply.code(201).send({ success: true as const, message, booking });
      },
    }),
    route({
      method: 'DELETE',
      path: '/admin/bookings/:id',
      summary: 'Cancel a booking (admin)',
      access: 'admin',
      schema: {
        params,
        body: adminCancelBookingBodySchema,
        response: responses({ 200: adminCancelBookingResponseSchema }),
      },
      handler: async (request) => {
        const cents = await cancelAsAdmin(ctx, request.user, request.params.id, request.body);
        const message = requestTranslator(request)(
          cents > 0
            ? msg('answers.adminBookingCancelledRefunded')
            : msg('answers.adminBookingCancelled'),
        );
        return { success: true as const, message, refunded: centsToEuros(cents) };
      },
    }),
    route({
      method: 'POST',
      path: '/admin/bookings/:id/desk-payment',
      summary: 'Record a payment at the desk (admin)',
      access: 'admin',
      schema: {
        params,
        body: deskPaymentBodySchema,
        response: responses({ 200: adminBookingResponseSchema }),
      },
      handler: async (request) => {
        const booking = await payAtDesk(ctx, request.user, request.params.id, request.body);
        const message = requestTranslator(request)(msg('answers.deskPaymentRecorded'));
        return { success: true as const, message, booking };
      },
    }),
  ];
};
