/**
 * Levels and match results (docs/features/levels.md): the levels of players (for avatars), the
 * member's own levels and their history, the self-assessment, coaches' and admins' settings of a
 * level, and a booking's result entered by one side and confirmed or disputed by the other.
 */
import { z } from 'zod';
import { ASSESSMENT_ANSWERS } from '@/domain/level-assessment.ts';
import { MAX_LEVEL, MIN_LEVEL } from '@/domain/levels.ts';
import { okWith } from './common.ts';
import { courtTypeSchema } from './courts.ts';

export const RELIABILITIES = ['autoevaluado', 'validado', 'por resultados'] as const;

export const playerLevelSchema = z.object({
  level: z.number(),
  reliability: z.enum(RELIABILITIES),
});

const uuidList = z
  .string()
  .trim()
  .transform((text) => (text === '' ? [] : text.split(',')))
  .pipe(z.array(z.string().uuid('validation.playerInvalid')).max(100, 'validation.max100Players'));

/** GET /levels?users=a,b&sport=padel: the levels of these players (absent when they have none). */
export const levelsQuerySchema = z.object({
  users: uuidList,
  sport: courtTypeSchema,
});
export const levelsResponseSchema = okWith({
  levels: z.record(z.string(), playerLevelSchema),
});
export type LevelsResponse = z.infer<typeof levelsResponseSchema>;

export const levelChangeSchema = z.object({
  _id: z.number(),
  kind: z.enum(['autoevaluacion', 'validacion', 'resultado']),
  /** The level before (null for the first one). */
  before: z.number().nullable(),
  after: z.number(),
  /** Spanish, as shown: '+0.06: victoria 6-4 6-3 contra nivel medio 3.8'. */
  reason: z.string(),
  note: z.string(),
  setBy: z.string().nullable(),
  createdAt: z.string(),
});
export type LevelChange = z.infer<typeof levelChangeSchema>;

export const sportLevelSchema = z.object({
  sport: courtTypeSchema,
  level: playerLevelSchema.nullable(),
  /** Newest first. */
  history: z.array(levelChangeSchema),
});
export type SportLevel = z.infer<typeof sportLevelSchema>;

/** GET /levels/me and GET /admin/users/{id}/levels: one entry per sport. */
export const myLevelsResponseSchema = okWith({ sports: z.array(sportLevelSchema) });
export type MyLevelsResponse = z.infer<typeof myLevelsResponseSchema>;

export const selfAssessmentBodySchema = z.object({
  sport: courtTypeSchema,
  answers: z
    .array(z.number().int().min(0).max(4, 'validation.answerOption'))
    .length(ASSESSMENT_ANSWERS, 'validation.answerAll'),
});
export type SelfAssessmentBody = z.infer<typeof selfAssessmentBodySchema>;

export const levelAnswerSchema = okWith({ message: z.string(), level: playerLevelSchema });

export type LevelAnswer = z.infer<typeof levelAnswerSchema>;
export const setLevelBodySchema = z.object({
  sport: courtTypeSchema,
  level: z
    .number()
    .min(MIN_LEVEL, 'validation.levelRange')
    .max(MAX_LEVEL, 'validation.levelRange')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'validation.twoDecimalsShort'),
  note: z.string().trim().min(1, 'validation.levelNoteRequired').max(500),
});
export type SetLevelBody = z.infer<typeof setLevelBodySchema>;

export const userIdParamsSchema = z.object({ userId: z.string().uuid('validation.memberInvalid') });
/** /admin/users/{id}/levels: the same parameter name as the admin's other member routes. */
export const memberIdParamsSchema = z.object({ id: z.string().uuid('validation.memberInvalid') });

/** GET /levels/club?sport=: coaches' and admins' list of members with their level. */
export const clubLevelsQuerySchema = z.object({ sport: courtTypeSchema });
export const clubLevelsResponseSchema = okWith({
  members: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      level: playerLevelSchema.nullable(),
    }),
  ),
});
export type ClubLevelsResponse = z.infer<typeof clubLevelsResponseSchema>;

export const RESULT_STATUSES = ['pending', 'confirmed', 'disputed', 'rejected'] as const;

const resultPlayerSchema = z.object({ _id: z.string(), name: z.string() });

export const matchResultSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  sport: courtTypeSchema,
  sideA: z.array(resultPlayerSchema),
  sideB: z.array(resultPlayerSchema),
  /** Games per set, side A first; side A is the side of who entered it. */
  sets: z.array(z.tuple([z.number(), z.number()])),
  status: z.enum(RESULT_STATUSES),
  enteredBy: resultPlayerSchema,
  disputeReason: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
});
export type MatchResult = z.infer<typeof matchResultSchema>;

export const bookingIdParamsSchema = z.object({
  bookingId: z.string().uuid('validation.bookingInvalid'),
});
export const resultIdParamsSchema = z.object({ id: z.string().uuid('validation.resultInvalid') });

/** GET /results/booking/{bookingId}: the live result and what the signed-in player may do. */
export const bookingResultResponseSchema = okWith({
  result: matchResultSchema.nullable(),
  canEnter: z.boolean(),
  canAnswer: z.boolean(),
});
export type BookingResultResponse = z.infer<typeof bookingResultResponseSchema>;

export const enterResultBodySchema = z.object({
  /** Padel (four players): who played on the entrant's side. */
  partnerId: z.string().uuid('validation.playerInvalid').nullable().optional(),
  /** The entrant's side first: [[6, 4], [6, 3]]. */
  sets: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type EnterResultBody = z.infer<typeof enterResultBodySchema>;

export const resultAnswerSchema = okWith({ message: z.string(), result: matchResultSchema });
export type ResultAnswer = z.infer<typeof resultAnswerSchema>;

export const disputeBodySchema = z.object({
  reason: z.string().trim().min(1, 'validation.disputeReasonRequired').max(500),
});

/** GET /admin/results?status=disputed: results for the admin (disputes to decide first). */
export const adminResultsQuerySchema = z.object({
  status: z.enum(RESULT_STATUSES).default('disputed'),
});
export const adminResultsResponseSchema = okWith({ results: z.array(matchResultSchema) });
export type AdminResultsResponse = z.infer<typeof adminResultsResponseSchema>;

export const decideResultBodySchema = z.object({
  decision: z.enum(['confirm', 'reject']),
  note: z.string().trim().min(1, 'validation.decisionNoteRequired').max(500),
});
export type DecideResultBody = z.infer<typeof decideResultBodySchema>;
