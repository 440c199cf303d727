/**
 * The club's calendar (issue 26), admin only:
 * - GET /api/admin/calendar?year=2026 → the region and the year's days: stored (closed, dropped)
 *   and the region's holidays not yet decided on ('suggested').
 * - POST /api/admin/calendar/coverage { date } → the active bookings a closure of that day takes.
 * - PUT /api/admin/calendar/days/{date} { name, source, status, coveredBookings? } → closes the day
 *   or drops a holiday. Closing a day with bookings answers 409 CLOSURE_COVERS_BOOKINGS and writes
 *   nothing until the admin chooses 'cancel' (with refunds) or 'keep', as blocks do.
 * - DELETE /api/admin/calendar/days/{date} → forgets the decision (a holiday is suggested again).
 */
import { msg } from '@/i18n/message.ts';
import { z } from 'zod';
import { CALENDAR_MESSAGES, SPANISH_REGION_CODES } from '@/domain/calendar.ts';
import { bookingSchema } from '../bookings.ts';
import { okWith, numberFromText } from '../common.ts';
import { COVERED_BOOKINGS_CHOICES } from './blocked-times.ts';
import { isoDateField } from './common.ts';

export const CLOSURE_COVERS_BOOKINGS = 'CLOSURE_COVERS_BOOKINGS';

export const calendarDaySchema = z.object({
  date: z.string(),
  name: z.string(),
  source: z.enum(['holiday', 'club']),
  status: z.enum(['closed', 'dropped', 'suggested']),
});

export const calendarQuerySchema = z.object({
  year: numberFromText(z.number().int().min(2000).max(2100), 'validation.yearInvalid'),
});

export const calendarResponseSchema = okWith({
  region: z.enum(SPANISH_REGION_CODES as [string, ...string[]]),
  days: z.array(calendarDaySchema),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

export const calendarDateParamsSchema = z.object({ date: isoDateField });

export const calendarCoverageBodySchema = z.object({ date: isoDateField });
export const calendarCoverageResponseSchema = okWith({ bookings: z.array(bookingSchema) });

export type CalendarCoverageResponse = z.infer<typeof calendarCoverageResponseSchema>;
export const saveCalendarDayBodySchema = z.object({
  name: z.string().trim().min(1, CALENDAR_MESSAGES.nameRequired).max(120),
  source: z.enum(['holiday', 'club']),
  status: z.enum(['closed', 'dropped']),
  coveredBookings: z.enum(COVERED_BOOKINGS_CHOICES).optional(),
});
export type SaveCalendarDayBody = z.infer<typeof saveCalendarDayBodySchema>;

export const calendarDaySavedResponseSchema = okWith({
  message: z.string(),
  /** Bookings cancelled because the admin chose 'cancel'. */
  cancelledBookings: z.number(),
  /** Euros refunded to wallets by those cancellations. */
  refunded: z.number(),
});
export type CalendarDaySavedResponse = z.infer<typeof calendarDaySavedResponseSchema>;

export const CALENDAR_SAVED_MESSAGES = {
  closed: msg('admin.calendarClosed'),
  dropped: msg('admin.calendarDropped'),
  removed: msg('admin.calendarRemoved'),
};
