/**
 * The courts contract of spec section 7 (GET /courts, GET /courts/{courtId},
 * GET /courts/time-intervals, POST /weather), shared by the PWA and the server.
 * Money here is in euros (the API edge); the server keeps cents.
 */
import { z } from 'zod';
import { okWith } from './common.ts';
import type { BlockedTime, CourtType, RoleLimits, SpanishWeekday } from '@/domain/courts.ts';
import type { WeatherEntry } from '@/domain/weather.ts';

export {
  SPANISH_WEEKDAYS,
  type BlockedTime,
  type BlockedTimeException,
  type CourtType,
  type RoleLimits,
  type SpanishWeekday,
} from '@/domain/courts.ts';
export type { WeatherEntry } from '@/domain/weather.ts';

const roleLimitsSchema = z.object({
  member: z.number(),
  nonMember: z.number(),
  uca: z.number().nullable().optional(),
  coach: z.number().nullable().optional(),
}) satisfies z.ZodType<RoleLimits>;

export const blockedTimeSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  // As stored: the rules compare them without accents or case.
  daysOfWeek: z.array(z.string() as z.ZodType<SpanishWeekday>),
  timeRange: z.string(),
  reason: z.string(),
  kind: z.enum(['closure', 'school']).optional(),
  exceptions: z.array(z.object({ date: z.string(), timeRange: z.string() })),
}) satisfies z.ZodType<BlockedTime>;

export const courtTypeSchema = z.enum(['padel', 'tennis']) satisfies z.ZodType<CourtType>;

export const courtSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: courtTypeSchema,
  /** Root-relative URL, or null for the default picture. */
  image: z.string().nullable(),
  /** Euros per player-share: the full price is × 4 for padel and × 2 otherwise. */
  costs: z.object({ nonMember: z.number(), uca: z.number() }),
  maxDaysInAdvance: roleLimitsSchema,
  maxBookingsPerWeek: roleLimitsSchema,
  blockedTimes: z.array(blockedTimeSchema),
  /** Opening hours and slot length in the club's time zone (the spec leaves them open). */
  openingTime: z.string(),
  closingTime: z.string(),
  slotMinutes: z.number(),
});
export type Court = z.infer<typeof courtSchema>;

export const courtsResponseSchema = okWith({
  courts: z.array(courtSchema),
});
export type CourtsResponse = z.infer<typeof courtsResponseSchema>;

export const courtResponseSchema = okWith({ court: courtSchema });
export type CourtResponse = z.infer<typeof courtResponseSchema>;

export const courtParamsSchema = z.object({ courtId: z.string().uuid('validation.courtInvalid') });

export const timeIntervalsQuerySchema = z.object({
  courtId: z.string().uuid('validation.courtInvalid'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid'),
});

export const timeIntervalsResponseSchema = okWith({
  /** 'HH:MM - HH:MM' slot strings of that court and day, in order. */
  timeIntervals: z.array(z.string()),
});
export type TimeIntervalsResponse = z.infer<typeof timeIntervalsResponseSchema>;

export const weatherRequestSchema = z.object({
  /** ISO date or date-time; the club-local day of it is what counts. */
  date: z.string().min(10).max(40),
  /** Days to return, starting at `date` (default 1; the detail page sends 1). */
  days: z.number().int().min(1).max(4).optional(),
});

const nullableNumber = z.number().nullable();
export const weatherEntrySchema = z.object({
  startTime: z.string(),
  values: z.object({
    temperature: nullableNumber,
    precipitationProbability: nullableNumber,
    windSpeed: nullableNumber,
    humidity: nullableNumber,
  }),
}) satisfies z.ZodType<WeatherEntry>;

/** POST /weather answers the list itself (empty when there is no forecast). */
export const weatherResponseSchema = z.array(weatherEntrySchema);
export type WeatherResponse = WeatherEntry[];
