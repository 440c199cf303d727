/**
 * The courts contract of spec section 7 (GET /courts, GET /courts/{courtId},
 * GET /courts/time-intervals, POST /weather), shared by the PWA and the server.
 * Money here is in euros (the API edge); the server keeps cents.
 */
import { z } from 'zod';
import type { BlockedTime, CourtType, RoleLimits } from '@/domain/courts.ts';
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

export interface Court {
  _id: string;
  name: string;
  type: CourtType;
  /** Root-relative URL, or null for the default picture. */
  image: string | null;
  /** Euros per player-share: the full price is × 4 for padel and × 2 otherwise. */
  costs: { nonMember: number; uca: number };
  maxDaysInAdvance: RoleLimits;
  maxBookingsPerWeek: RoleLimits;
  blockedTimes: BlockedTime[];
  /** Opening hours and slot length in the club's time zone (the spec leaves them open). */
  openingTime: string;
  closingTime: string;
  slotMinutes: number;
}

export interface CourtsResponse {
  success: true;
  courts: Court[];
}

export interface CourtResponse {
  success: true;
  court: Court;
}

export const timeIntervalsQuerySchema = z.object({
  courtId: z.string().uuid('Pista no válida.'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha no válida'),
});
export type TimeIntervalsQuery = z.infer<typeof timeIntervalsQuerySchema>;

export interface TimeIntervalsResponse {
  success: true;
  /** 'HH:MM - HH:MM' slot strings of that court and day, in order. */
  timeIntervals: string[];
}

export const weatherRequestSchema = z.object({
  /** ISO date or date-time; the club-local day of it is what counts. */
  date: z.string().min(10).max(40),
  /** Days to return, starting at `date` (default 1; the detail page sends 1). */
  days: z.coerce.number().int().min(1).max(4).optional(),
});
export type WeatherRequest = z.infer<typeof weatherRequestSchema>;

/** POST /weather answers the list itself (empty when there is no forecast). */
export type WeatherResponse = WeatherEntry[];
