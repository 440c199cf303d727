/**
 * Open matches ('Partidos abiertos'): the contract of /api/matches and /api/admin/matches.
 * Amounts are euros, as everywhere in the API; levels are on the 0.0–7.0 scale.
 */
import { msg } from '@/i18n/message.ts';
import { z } from 'zod';
import { isIsoDate } from '@/domain/club-time.ts';
import { MAX_LEVEL, MAX_NOTE_LENGTH, MIN_LEVEL } from '@/domain/matches.ts';
import { MAX_PLAYERS } from '@/domain/players.ts';
import { clientSecretResponseSchema, numberFromText, okWith } from './common.ts';
import { courtTypeSchema } from './courts.ts';

const level = z
  .number({ error: 'validation.levelInvalid' })
  .min(MIN_LEVEL, 'validation.levelRangeFull')
  .max(MAX_LEVEL, 'validation.levelRangeFull');

export const openMatchBodySchema = z.object({
  bookingId: z.string().uuid('validation.bookingInvalid'),
  seats: z
    .number({ error: 'validation.seatsRequired' })
    .int('validation.seatsRequired')
    .min(1, 'validation.seatsMin')
    .max(MAX_PLAYERS - 1, 'validation.seatsMax'),
  levelMin: level.nullable().default(null),
  levelMax: level.nullable().default(null),
  note: z.string().trim().max(MAX_NOTE_LENGTH, 'validation.matchNoteTooLong').default(''),
});
export type OpenMatchBody = z.input<typeof openMatchBodySchema>;

export const matchIdParamsSchema = z.object({ id: z.string().uuid('validation.matchInvalid') });

export const matchesQuerySchema = z.object({
  date: z.string().refine(isIsoDate, 'validation.dateInvalid').optional(),
  sport: courtTypeSchema.optional(),
  level: numberFromText(
    z.number().min(MIN_LEVEL).max(MAX_LEVEL),
    'validation.levelInvalid',
  ).optional(),
});
export type MatchesQuery = z.input<typeof matchesQuerySchema>;

export const matchCardPaymentSchema = z.object({
  saveCard: z.boolean().default(false),
  paymentMethodId: z.string().min(1).max(200).nullable().optional(),
});
export type MatchCardPaymentBody = z.input<typeof matchCardPaymentSchema>;

export const matchPlayerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** Took a seat (paid it) rather than being in the booking before it opened. */
  joined: z.boolean(),
});

/** 'full' is an open match with no seat left; 'closed' the booker closed it. */
export const matchStatusSchema = z.enum(['open', 'full', 'closed', 'cancelled']);
export type OpenMatchStatus = z.infer<typeof matchStatusSchema>;

export const openMatchSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  court: z.object({ _id: z.string(), name: z.string(), type: courtTypeSchema }),
  dateBooked: z.string(),
  timeBooked: z.string(),
  startsAt: z.string(),
  /** After it, a match not full is cancelled and its payers refunded. */
  autoCancelAt: z.string(),
  status: matchStatusSchema,
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  levelMin: z.number().nullable(),
  levelMax: z.number().nullable(),
  note: z.string(),
  booker: z.object({ _id: z.string(), name: z.string() }),
  players: z.array(matchPlayerSchema),
  /** What a joiner pays for a seat, in euros. */
  seatPrice: z.number(),
  /** Members in the seat list of a full match. */
  queueLength: z.number().int(),
  /** The viewer: booker, seated, in the seat list, or holding a freed seat until this time. */
  viewer: z.object({
    isBooker: z.boolean(),
    joined: z.boolean(),
    queued: z.boolean(),
    holdExpiresAt: z.string().nullable(),
  }),
});
export type OpenMatch = z.infer<typeof openMatchSchema>;

export const matchesResponseSchema = okWith({ matches: z.array(openMatchSchema) });
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

export const matchResponseSchema = okWith({ message: z.string(), match: openMatchSchema });
export type MatchResponse = z.infer<typeof matchResponseSchema>;

export const matchCardResponseSchema = clientSecretResponseSchema;

export const adminMatchSchema = openMatchSchema.extend({
  queue: z.array(
    z.object({ _id: z.string(), name: z.string(), status: z.enum(['waiting', 'held']) }),
  ),
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;
export const adminMatchesResponseSchema = okWith({ matches: z.array(adminMatchSchema) });
export type AdminMatchesResponse = z.infer<typeof adminMatchesResponseSchema>;

export const matchNoticeEvent = (userId: string) => `matchNotice:${userId}`;
export interface MatchNoticePayload {
  matchId: string;
  message: string;
}

export const MATCH_SUCCESS = {
  opened: msg('matches.answerOpened'),
  joined: msg('matches.answerJoined'),
  left: msg('matches.answerLeft'),
  closed: msg('matches.answerClosed'),
  queued: msg('matches.answerQueued'),
  unqueued: msg('matches.answerUnqueued'),
};
