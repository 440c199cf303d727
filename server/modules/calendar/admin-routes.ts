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
import { requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { closureCoverage, removeCalendarDay, saveCalendarDay, yearCalendar } from './service.ts';

/** Admin routes: `access: 'admin'`, their paths under /admin. */
export const calendarAdminRoutes: ModuleRoutes = (ctx) => [
  route({
    method: 'GET',
    path: '/admin/calendar',
    summary: "The club's calendar of a year: closed days, dropped and suggested holidays (admin)",
    access: 'admin',
    schema: {
      querystring: calendarQuerySchema,
      response: responses({ 200: calendarResponseSchema }),
    },
    handler: async (request) => ({
      success: true as const,
      ...(await yearCalendar(ctx.db, request.query.year)),
    }),
  }),
  route({
    method: 'POST',
    path: '/admin/calendar/coverage',
    summary: 'Bookings a closure of a day would cover (admin)',
    access: 'admin',
    schema: {
      body: calendarCoverageBodySchema,
      response: responses({ 200: calendarCoverageResponseSchema }),
    },
    handler: async (request) => ({
      success: true as const,
      bookings: await closureCoverage(ctx, ctx.db, request.body.date),
    }),
  }),
  route({
    method: 'PUT',
    path: '/admin/calendar/days/:date',
    summary: 'Close a day or drop a holiday (admin)',
    access: 'admin',
    schema: {
      params,
      body: saveCalendarDayBodySchema,
      response: responses({ 200: calendarDaySavedResponseSchema }),
    },
    handler: async (request) => {
      const saved = await saveCalendarDay(ctx, request.user, request.params.date, request.body);
      return {
        success: true as const,
        message: requestTranslator(request)(CALENDAR_SAVED_MESSAGES[request.body.status]),
        cancelledBookings: saved.cancelledBookings,
        refunded: centsToEuros(saved.refundedCents),
      };
    },
  }),
  route({
    method: 'DELETE',
    path: '/admin/calendar/days/:date',
    summary: "Forget a calendar day's decision (admin)",
    access: 'admin',
    schema: { params, response: responses({ 200: messageResponseSchema }) },
    handler: async (request) => {
      await removeCalendarDay(ctx, request.user, request.params.date);
      return {
        success: true as const,
        message: requestTranslator(request)(CALENDAR_SAVED_MESSAGES.removed),
      };
    },
  }),
];
