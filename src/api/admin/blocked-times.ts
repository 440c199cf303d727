/**
 * Admin blocked times (/api/admin/blocked-times…), as spec section 3 has them: a date range,
 * weekdays, a time range and a reason, with exceptions for an exact date and range, on one or more
 * courts (one block per court). A block over existing bookings is not saved until the admin says
 * what happens to them: POST …/coverage lists them, then the save carries
 * `coveredBookings: 'cancel'` (cancelled with refunds) or `'keep'`. Without it, a save that covers
 * bookings answers 409 with code BLOCK_COVERS_BOOKINGS and nothing is written.
 */
import { msg } from '@/i18n/message.ts';
import { z } from 'zod';
import { okWith } from '../common.ts';
import { SPANISH_WEEKDAYS, type SpanishWeekday } from '../courts.ts';
import { bookingSchema } from '../bookings.ts';
import { booleanQuery, isoDateField, timeRangeField } from './common.ts';
import { checkBlockedTime } from '@/domain/admin.ts';

const weekday = z.enum(SPANISH_WEEKDAYS, { message: 'validation.weekdayInvalid' });

const blockFields = {
  startDate: isoDateField,
  endDate: isoDateField,
  daysOfWeek: z.array(weekday).min(1, 'validation.weekdayRequired').max(7),
  timeRange: timeRangeField,
  reason: z.string().trim().max(120).default(''),
  exceptions: z
    .array(z.object({ date: isoDateField, timeRange: timeRangeField }))
    .max(100)
    .default([]),
};

function validBlock<T extends z.ZodTypeAny>(schema: T) {
  return schema.superRefine((value, issue) => {
    const block = value as {
      startDate: string;
      endDate: string;
      daysOfWeek: SpanishWeekday[];
      timeRange: string;
      reason: string;
      exceptions: { date: string; timeRange: string }[];
    };
    const problem = checkBlockedTime(block);
    if (problem) issue.addIssue({ code: 'custom', message: problem.id });
  });
}

/** The courts a block is saved on: one or more. */
const courtIdsField = z
  .array(z.string().uuid('validation.courtInvalid'))
  .min(1, 'validation.courtRequired')
  .max(50);

export const COVERED_BOOKINGS_CHOICES = ['cancel', 'keep'] as const;
export type CoveredBookingsChoice = (typeof COVERED_BOOKINGS_CHOICES)[number];

/** POST /api/admin/blocked-times/coverage: which active bookings the block would take. */
export const blockCoverageBodySchema = validBlock(
  z.object({
    courtIds: courtIdsField,
    ...blockFields,
    /** When editing: the block being replaced (its own bookings are judged by the new values). */
    blockId: z.string().uuid().optional(),
  }),
);
export type BlockCoverageBody = z.input<typeof blockCoverageBodySchema>;

export const blockCoverageResponseSchema = okWith({ bookings: z.array(bookingSchema) });
export type BlockCoverageResponse = z.infer<typeof blockCoverageResponseSchema>;

/** POST /api/admin/blocked-times: one block per listed court. */
export const createBlockBodySchema = validBlock(
  z.object({
    courtIds: courtIdsField,
    ...blockFields,
    coveredBookings: z.enum(COVERED_BOOKINGS_CHOICES).optional(),
  }),
);

/** PUT /api/admin/blocked-times/{id} */
export const updateBlockBodySchema = validBlock(
  z.object({
    courtId: z.string().uuid('validation.courtInvalid'),
    ...blockFields,
    coveredBookings: z.enum(COVERED_BOOKINGS_CHOICES).optional(),
  }),
);

export const adminBlockedTimeSchema = z.object({
  _id: z.string(),
  courtId: z.string(),
  courtName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  daysOfWeek: z.array(z.string()),
  timeRange: z.string(),
  reason: z.string(),
  exceptions: z.array(z.object({ date: z.string(), timeRange: z.string() })),
  createdAt: z.string(),
});
export type AdminBlockedTime = z.infer<typeof adminBlockedTimeSchema>;

/** GET /api/admin/blocked-times: blocks still running (or all with includePast=true). */
export const blockedTimesQuerySchema = z.object({
  courtId: z.string().uuid('validation.courtInvalid').optional(),
  includePast: booleanQuery.optional(),
});

export const adminBlockedTimesResponseSchema = okWith({
  blockedTimes: z.array(adminBlockedTimeSchema),
});
export type AdminBlockedTimesResponse = z.infer<typeof adminBlockedTimesResponseSchema>;

/** The answer to a create or an update. */
export const blockSavedResponseSchema = okWith({
  message: z.string(),
  blockedTimes: z.array(adminBlockedTimeSchema),
  /** Bookings cancelled because the admin chose 'cancel'. */
  cancelledBookings: z.number(),
  /** Euros refunded to wallets by those cancellations. */
  refunded: z.number(),
});
export type BlockSavedResponse = z.infer<typeof blockSavedResponseSchema>;

export const BLOCK_COVERS_BOOKINGS = 'BLOCK_COVERS_BOOKINGS';

export const ADMIN_BLOCK_MESSAGES = {
  created: msg('admin.blockCreated'),
  updated: msg('admin.blockUpdated'),
  deleted: msg('admin.blockDeleted'),
  notFound: msg('admin.blockNotFound'),
  covers: (count: number) => msg('admin.blockCovers', { count }),
};
