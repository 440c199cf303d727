/**
 * Admin courts (/api/admin/courts…): every court, active or not; create and edit (costs per role,
 * booking limits per role, opening hours, slot length), an image upload, and deactivation (the
 * court keeps its bookings and history and takes no new ones). Changes reach open schedules live
 * (`scheduleUpdated:{courtId}` with action 'courtUpdated').
 */
import { msg } from '@/i18n/message.ts';
import { z } from 'zod';
import { euroAmount, okWith } from '../common.ts';
import { courtSchema, courtTypeSchema } from '../courts.ts';
import { checkCourtHours } from '@/domain/admin.ts';
import { timeField } from './common.ts';

const limit = z.number().int('validation.wholeNumber').min(0).max(365);
const roleLimitsInput = z.object({
  member: limit,
  nonMember: limit,
  uca: limit.nullable().optional(),
  coach: limit.nullable().optional(),
});
const euros = euroAmount(z.number().min(0, 'validation.priceNegative').max(1000));

/** POST /api/admin/courts and PUT /api/admin/courts/{id} (the whole court each time). */
export const courtInputSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.nameRequired').max(60),
    type: courtTypeSchema,
    /** Euros per player and slot. */
    costs: z.object({ nonMember: euros, uca: euros }),
    maxDaysInAdvance: roleLimitsInput,
    maxBookingsPerWeek: roleLimitsInput,
    openingTime: timeField,
    closingTime: timeField,
    slotMinutes: z.number().int().min(15, 'validation.slotMinimum').max(240),
    position: z.number().int().min(0).max(1000).default(0),
    /** A covered court: the quick booking offers it first when rain is forecast. */
    indoor: z.boolean().default(false),
  })
  .superRefine((court, issue) => {
    const problem = checkCourtHours(court);
    if (problem) issue.addIssue({ code: 'custom', message: problem.id, path: ['closingTime'] });
  });
export type CourtInput = z.input<typeof courtInputSchema>;
export const adminCourtSchema = courtSchema.extend({
  active: z.boolean(),
  position: z.number(),
  indoor: z.boolean(),
  /** Active bookings from today on: what a deactivation leaves in place. */
  upcomingBookings: z.number(),
});
export type AdminCourt = z.infer<typeof adminCourtSchema>;

/** GET /api/admin/courts */
export const adminCourtsResponseSchema = okWith({ courts: z.array(adminCourtSchema) });
export type AdminCourtsResponse = z.infer<typeof adminCourtsResponseSchema>;

/**
 * POST, PUT, POST …/deactivate, POST …/activate, POST …/image (multipart, field `image`: PNG, JPEG
 * or WebP up to MAX_UPLOAD_BYTES).
 */
export const adminCourtResponseSchema = okWith({ message: z.string(), court: adminCourtSchema });
export type AdminCourtResponse = z.infer<typeof adminCourtResponseSchema>;

export const ADMIN_COURT_MESSAGES = {
  created: msg('admin.courtCreated'),
  updated: msg('admin.courtUpdated'),
  deactivated: msg('admin.courtDeactivated'),
  activated: msg('admin.courtActivated'),
  imageUpdated: msg('admin.courtImageUpdated'),
  imageMissing: msg('admin.courtImageMissing'),
  notFound: msg('admin.courtNotFound'),
};
