/** /api/admin/bookings…: every reservation, booking for a member, cancelling, desk payments. */
import {
  ADMIN_BOOKING_MESSAGES,
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
import type { ModuleRoutes } from '../../types.ts';
import { cancelAsAdmin, createForMember } from './booking-actions.ts';
import { listReservations, payAtDesk } from './reservations.ts';
import { waitlistAdminRoutes } from '../waitlist/routes.ts';

export const bookingsAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const list = {
    querystring: adminBookingsQuerySchema,
    response: responses({ 200: adminBookingsResponseSchema }),
  };
  app.get('/bookings', { schema: list }, async (request) => {
    const { bookings, total } = await listReservations(ctx.db, request.query);
    const { page, pageSize } = request.query;
    return { success: true as const, bookings, total, page, pageSize };
  });

  const create = {
    body: adminCreateBookingSchema,
    response: responses({ 201: adminBookingResponseSchema }),
  };
  app.post('/bookings', { schema: create }, async (request, reply) => {
    const admin = await request.requireAdmin();
    const booking = await createForMember(ctx, admin, request.body);
    return reply
      .code(201)
      .send({ success: true as const, message: ADMIN_BOOKING_MESSAGES.created, booking });
  });

  const cancel = {
    params,
    body: adminCancelBookingBodySchema,
    response: responses({ 200: adminCancelBookingResponseSchema }),
  };
  app.delete('/bookings/:id', { schema: cancel }, async (request) => {
    const admin = await request.requireAdmin();
    const cents = await cancelAsAdmin(ctx, admin, request.params.id, request.body);
    const message =
      cents > 0 ? ADMIN_BOOKING_MESSAGES.cancelledRefunded : ADMIN_BOOKING_MESSAGES.cancelled;
    return { success: true as const, message, refunded: centsToEuros(cents) };
  });

  const desk = {
    params,
    body: deskPaymentBodySchema,
    response: responses({ 200: adminBookingResponseSchema }),
  };
  app.post('/bookings/:id/desk-payment', { schema: desk }, async (request) => {
    const admin = await request.requireAdmin();
    const booking = await payAtDesk(ctx, admin, request.params.id, request.body);
    return { success: true as const, message: ADMIN_BOOKING_MESSAGES.deskPaid, booking };
  });

  await app.register(waitlistAdminRoutes(ctx));
};
