/** /api/admin/calendar…: the club's holidays and closures. */
import {
  CALENDAR_SAVED_MESSAGES,
  calendarCoverageBodySchema,
  calendarCoverageResponseSchema,
  calendarDateParamsSchema as params,
  calendarDaySavedResponseSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  saveCalendarDayBodySchema,
} from '@/api/admin.ts';
import { messageResponseSchema, responses } from '@/api/common.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { ModuleRoutes } from '../types.ts';
import { closureCoverage, removeCalendarDay, saveCalendarDay, yearCalendar } from './service.ts';

/** Mounted under the admin scope of modules/index.ts. */
export const calendarAdminRoutes: ModuleRoutes = (ctx) => async (app) => {
  const list = {
    querystring: calendarQuerySchema,
    response: responses({ 200: calendarResponseSchema }),
  };
  app.get('/calendar', { schema: list }, async (request) => ({
    success: true as const,
    ...(await yearCalendar(ctx.db, request.query.year)),
  }));

  const coverage = {
    body: calendarCoverageBodySchema,
    response: responses({ 200: calendarCoverageResponseSchema }),
  };
  app.post('/calendar/coverage', { schema: coverage }, async (request) => ({
    success: true as const,
    bookings: await closureCoverage(ctx, ctx.db, request.body.date),
  }));

  const save = {
    params,
    body: saveCalendarDayBodySchema,
    response: responses({ 200: calendarDaySavedResponseSchema }),
  };
  app.put('/calendar/days/:date', { schema: save }, async (request) => {
    const admin = await request.requireAdmin();
    const saved = await saveCalendarDay(ctx, admin, request.params.date, request.body);
    return {
      success: true as const,
      message: CALENDAR_SAVED_MESSAGES[request.body.status],
      cancelledBookings: saved.cancelledBookings,
      refunded: centsToEuros(saved.refundedCents),
    };
  });

  const remove = { params, response: responses({ 200: messageResponseSchema }) };
  app.delete('/calendar/days/:date', { schema: remove }, async (request) => {
    const admin = await request.requireAdmin();
    await removeCalendarDay(ctx, admin, request.params.date);
    return { success: true as const, message: CALENDAR_SAVED_MESSAGES.removed };
  });
};
