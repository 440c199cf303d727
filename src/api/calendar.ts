/**
 * Calendar export (issue 8): one booking as an .ics file, and a personal feed a phone's calendar
 * subscribes to. The feed's URL carries a secret token; renewing it ends every old subscription.
 *
 * - GET /users/booking/{id}/calendar.ics → text/calendar, one VEVENT (booker, players, admins only;
 *   404 'No se encontró la reserva.' for anyone else).
 * - GET /users/calendar-feed → { success, url }: the member's feed URL (made on first ask).
 * - POST /users/calendar-feed/renew → { success, url }: a new secret; the old URL answers 404.
 * - GET /calendar/{token}.ics (no login: the token is the capability) → text/calendar with the
 *   member's upcoming active bookings, as booker or player.
 */
import { z } from 'zod';
import { nonJsonAnswer, okWith } from './common.ts';

export const calendarFeedResponseSchema = okWith({ url: z.string() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** An .ics document (text/calendar), not JSON. */
export const icsDocumentSchema = nonJsonAnswer('text/calendar', 'An iCalendar document');

/** Path of one booking's .ics under the API base. */
export const bookingIcsPath = (bookingId: string) => `/users/booking/${bookingId}/calendar.ics`;
