/**
 * Abonos (issue 26): a fixed weekly court for a season.
 *
 * Admin:
 * - GET /api/admin/series → every series, by court and weekday, with its holder and dates.
 * - POST /api/admin/series → creates one and books every date it can in one transaction; 201 with
 *   the series and each skipped date with its reason (taken, blocked, holiday, outsideHours).
 * - PUT /api/admin/series/{id} → edits it from a date on: earlier dates untouched, later ones
 *   released (refunded) and re-booked with the new terms in one transaction, skipping (with the
 *   creation's reasons) those that cannot be. Per-session series only (decision 061).
 * - POST /api/admin/series/{id}/end → ends the rest of the series (future dates refunded).
 *   A series is billed per session (each date a booking at `price`) or by a season price charged
 *   monthly on `billingDay` from the holder's wallet or saved card (the 'series billing' job; the
 *   holder chooses with PUT /api/users/series/{id}/payment, src/api/series-billing.ts).
 *
 * Holder:
 * - GET /api/users/series → the member's series (for 'Mis Reservas').
 * - POST /api/users/series/{id}/dates/{date}/release → frees one date (the waitlist takes it);
 *   what was paid for it goes back to the wallet when released before the cancellation window.
 * - POST /api/users/series/{id}/end → releases every future date and ends the series.
 * - POST /api/users/series → a member creates their own series where the club allows it for
 *   their role (Ajustes → Abonos): the same creation as the admin's, the member its holder, each
 *   date paid per session at the court's price for their role.
 */
import { msg } from '@/i18n/message.ts';
import { z } from 'zod';
import { MAX_SERIES_MINUTES } from '@/domain/series.ts';
import { MAX_BILLING_DAY } from '@/domain/series-billing.ts';
import { euroAmount, okWith } from './common.ts';
import { isoDateField, timeField } from './admin/common.ts';
import { monthlyPaymentSchema } from './series-billing.ts';

export const skipReasonSchema = z.enum(['taken', 'blocked', 'holiday', 'outsideHours']);

export const seriesDateSchema = z.object({
  date: z.string(),
  status: z.enum(['booked', 'skipped', 'released', 'ended']),
  reason: skipReasonSchema.nullable(),
  /** Why, in Spanish (the block's reason, the closed day's name…); '' when booked. */
  detail: z.string(),
  bookingId: z.string().nullable(),
  /** Whether the date's booking is paid (in lists; absent in a creation's answer). */
  paid: z.boolean().optional(),
});
export type SeriesDateDto = z.infer<typeof seriesDateSchema>;

export const seriesChargeSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  status: z.enum(['paid', 'failed']),
  /** Euros. */
  amount: z.number(),
});

const personRef = z.object({ _id: z.string(), name: z.string() });

export const seriesSchema = z.object({
  _id: z.string(),
  court: z.object({ _id: z.string(), name: z.string(), type: z.enum(['padel', 'tennis']) }),
  holder: personRef,
  players: z.array(personRef),
  weekday: z.number(),
  startTime: z.string(),
  minutes: z.number(),
  from: z.string(),
  to: z.string(),
  /** Euros per session (per-session billing; 0 when billed monthly). */
  price: z.number(),
  billing: z.enum(['session', 'monthly']),
  /** Euros for the whole series, charged monthly; null when billed per session. */
  seasonPrice: z.number().nullable(),
  billingDay: z.number().nullable(),
  /** How the monthly charge is paid: the holder's wallet or their saved card (decision 060). */
  monthlyPayment: monthlyPaymentSchema,
  /** The holder's saved card charged monthly (null: the wallet). */
  paymentMethodId: z.string().nullable(),
  status: z.enum(['active', 'ended']),
  dates: z.array(seriesDateSchema),
  /** The monthly charges made or attempted, by month. */
  charges: z.array(seriesChargeSchema),
});
export type Series = z.infer<typeof seriesSchema>;

export const createSeriesBodySchema = z.object({
  courtId: z.string().uuid('validation.courtInvalid'),
  weekday: z.number().int().min(0, 'validation.dayInvalid').max(6, 'validation.dayInvalid'),
  startTime: timeField,
  minutes: z
    .number()
    .int()
    .min(1, 'validation.durationInvalid')
    .max(MAX_SERIES_MINUTES, 'validation.durationInvalid'),
  from: isoDateField,
  to: isoDateField,
  holderId: z.string().uuid('validation.seriesHolderRequired'),
  playerIds: z.array(z.string().uuid('validation.playerInvalid')).max(3).default([]),
  /** Euros per session; ignored when billed monthly. */
  price: euroAmount(z.number().min(0, 'validation.priceNegative').max(1000)),
  billing: z.enum(['session', 'monthly']).default('session'),
  /** Euros for the whole series, charged monthly on `billingDay` (monthly billing only). */
  seasonPrice: euroAmount(
    z.number().min(0, 'validation.priceNegative').max(20000, 'validation.priceInvalid'),
  ).optional(),
  billingDay: z
    .number()
    .int()
    .min(1, 'validation.seriesBillingDay')
    .max(MAX_BILLING_DAY, 'validation.seriesBillingDay')
    .optional(),
});
export type CreateSeriesBody = z.input<typeof createSeriesBodySchema>;

/** The new terms from `from` on; what is left out stays as it is. */
export const editSeriesBodySchema = z.object({
  from: isoDateField,
  courtId: z.string().uuid('validation.courtInvalid').optional(),
  startTime: timeField.optional(),
  minutes: z
    .number()
    .int()
    .min(1, 'validation.durationInvalid')
    .max(MAX_SERIES_MINUTES, 'validation.durationInvalid')
    .optional(),
  playerIds: z.array(z.string().uuid('validation.playerInvalid')).max(3).optional(),
  /** Euros per session. */
  price: euroAmount(z.number().min(0, 'validation.priceNegative').max(1000)).optional(),
});
export type EditSeriesBody = z.input<typeof editSeriesBodySchema>;

/** POST /users/series: a member's own series, where the club allows it for their role. */
export const memberSeriesBodySchema = createSeriesBodySchema.pick({
  courtId: true,
  weekday: true,
  startTime: true,
  minutes: true,
  from: true,
  to: true,
  playerIds: true,
});
export type MemberSeriesBody = z.input<typeof memberSeriesBodySchema>;

export const seriesListResponseSchema = okWith({
  series: z.array(seriesSchema),
  /** GET /users/series: whether the club lets this member create their own series. */
  canCreate: z.boolean().optional(),
});
export type SeriesListResponse = z.infer<typeof seriesListResponseSchema>;

export const seriesCreatedResponseSchema = okWith({
  message: z.string(),
  series: seriesSchema,
  booked: z.number(),
  skipped: z.array(seriesDateSchema),
});
export type SeriesCreatedResponse = z.infer<typeof seriesCreatedResponseSchema>;

export const seriesEditedResponseSchema = okWith({
  message: z.string(),
  series: seriesSchema,
  /** Dates booked with the new terms. */
  booked: z.number(),
  /** Dates from `from` on that could not be booked with the new terms, with why. */
  skipped: z.array(seriesDateSchema),
});
export type SeriesEditedResponse = z.infer<typeof seriesEditedResponseSchema>;

export const seriesParamsSchema = z.object({ id: z.string().uuid('validation.idInvalid') });
export const seriesDateParamsSchema = seriesParamsSchema.extend({ date: isoDateField });

export const seriesReleasedResponseSchema = okWith({
  message: z.string(),
  /** Euros back to the wallet. */
  credited: z.number(),
});
export type SeriesReleasedResponse = z.infer<typeof seriesReleasedResponseSchema>;

export const seriesEndedResponseSchema = okWith({
  message: z.string(),
  /** Dates released by the end. */
  released: z.number(),
  credited: z.number(),
});
export type SeriesEndedResponse = z.infer<typeof seriesEndedResponseSchema>;

export const SERIES_ANSWERS = {
  created: (booked: number, skipped: number) => msg('series.answerCreated', { booked, skipped }),
  edited: (from: string, booked: number, skipped: number) =>
    msg('series.answerEdited', { from, booked, skipped }),
  released: msg('series.answerReleased'),
  ended: msg('series.answerEnded'),
};
