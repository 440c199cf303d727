/**
 * The tennis school contract (/api/school… for members, non-members and coaches;
 * /api/admin/school… for admins). Prices are euros on this edge; the server keeps cents.
 */
import { z } from 'zod';
import { euroAmount, okWith } from './common.ts';
import { SPANISH_WEEKDAYS } from './courts.ts';
import { isoDateField, timeRangeField } from './admin/common.ts';
import { SCHOOL_TYPES } from '@/domain/subscriptions.ts';

/** Live event to a student when a coach places them: `schoolUpdated:{userId}`. */
export const schoolUpdatedEvent = (userId: string) => `schoolUpdated:${userId}`;
export const schoolUpdatedPayloadSchema = z.object({
  requestId: z.string(),
  status: z.enum(['pending', 'placed', 'cancelled']),
  groupId: z.string().nullable(),
});
export type SchoolUpdatedPayload = z.infer<typeof schoolUpdatedPayloadSchema>;

export const schoolTypeSchema = z.enum(SCHOOL_TYPES, { message: 'validation.schoolPlanInvalid' });

export const schoolPriceSchema = z.object({
  type: schoolTypeSchema,
  label: z.string(),
  members: z.boolean(),
  size: z.number(),
  hours: z.number(),
  /** Euros a month. */
  price: z.number(),
});
export type SchoolPrice = z.infer<typeof schoolPriceSchema>;

export const schoolGroupSchema = z.object({
  _id: z.string(),
  level: z.string(),
  coachId: z.string(),
  coachName: z.string(),
  courtId: z.string(),
  courtName: z.string(),
  daysOfWeek: z.array(z.enum(SPANISH_WEEKDAYS)),
  timeRange: z.string(),
  size: z.number(),
  hoursPerMonth: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  freePlaces: z.number(),
});
export type SchoolGroup = z.infer<typeof schoolGroupSchema>;

export const schoolRequestStatusSchema = z.enum(['pending', 'placed', 'cancelled']);

export const myAttendanceSchema = z.object({ date: z.string(), present: z.boolean() });
export type MyAttendance = z.infer<typeof myAttendanceSchema>;

export const mySchoolRequestSchema = z.object({
  _id: z.string(),
  status: schoolRequestStatusSchema,
  groupId: z.string().nullable(),
  comment: z.string(),
  createdAt: z.string(),
  /** The plan the student pays for the group they are placed in (null while pending). */
  planType: schoolTypeSchema.nullable(),
  /** Whether a school plan is running (active, or cancelled but still paid). */
  planPaid: z.boolean(),
});
export type MySchoolRequest = z.infer<typeof mySchoolRequestSchema>;

/** GET /school */
export const schoolOverviewResponseSchema = okWith({
  prices: z.array(schoolPriceSchema),
  groups: z.array(schoolGroupSchema),
  myRequest: mySchoolRequestSchema.nullable(),
  myAttendance: z.array(myAttendanceSchema),
});
export type SchoolOverviewResponse = z.infer<typeof schoolOverviewResponseSchema>;

/** POST /school/requests ('Solicitar plaza') */
export const schoolRequestBodySchema = z.object({
  groupId: z.string().uuid('validation.groupInvalid').nullable().optional(),
  comment: z.string().trim().max(500, 'validation.commentTooLong').default(''),
});
export type SchoolRequestBody = z.input<typeof schoolRequestBodySchema>;

export const schoolRequestResponseSchema = okWith({
  message: z.string(),
  request: mySchoolRequestSchema,
});
export type SchoolRequestResponse = z.infer<typeof schoolRequestResponseSchema>;

// ---------- coaches ----------

export const schoolStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  planPaid: z.boolean(),
});
export type SchoolStudent = z.infer<typeof schoolStudentSchema>;

export const coachGroupSchema = schoolGroupSchema.extend({
  students: z.array(schoolStudentSchema),
});
export type CoachGroup = z.infer<typeof coachGroupSchema>;

export const pendingRequestSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string() }),
  /** The group the student asked for, if any. */
  groupId: z.string().nullable(),
  comment: z.string(),
  createdAt: z.string(),
});
export type PendingRequest = z.infer<typeof pendingRequestSchema>;

/** GET /school/coach: the coach's groups (all groups for an admin) and the pending requests. */
export const coachOverviewResponseSchema = okWith({
  groups: z.array(coachGroupSchema),
  requests: z.array(pendingRequestSchema),
});
export type CoachOverviewResponse = z.infer<typeof coachOverviewResponseSchema>;

export const idParamsSchema = z.object({ id: z.string().uuid('validation.idInvalid') });

/** POST /school/requests/{id}/place */
export const placeBodySchema = z.object({ groupId: z.string().uuid('validation.groupInvalid') });

export const attendanceQuerySchema = z.object({ date: isoDateField });

export const attendanceEntrySchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** null: not taken yet for that day. */
  present: z.boolean().nullable(),
  /**
   * What pays the pupil's class: the running monthly plan, or a use of a class pack taken when
   * marked present; null: nothing (not present, or present with neither).
   */
  paidBy: z.enum(['plan', 'pack']).nullable(),
  /** A pupil of another group of the level making up a missed class here ('Recuperación'). */
  makeUp: z.boolean().optional(),
});

/** GET /school/groups/{id}/attendance?date= */
export const attendanceResponseSchema = okWith({
  date: z.string(),
  /** The club called the class off: no attendance, class pack uses given back. */
  cancelled: z.boolean(),
  entries: z.array(attendanceEntrySchema),
});
export type AttendanceResponse = z.infer<typeof attendanceResponseSchema>;

/** PUT /school/groups/{id}/attendance */
export const attendanceBodySchema = z.object({
  date: isoDateField,
  entries: z
    .array(z.object({ userId: z.string().uuid('validation.pupilInvalid'), present: z.boolean() }))
    .max(6),
});
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

/** POST /school/groups/{id}/classes/cancel: the club calls one class off. */
export const cancelClassBodySchema = z.object({
  date: isoDateField,
  reason: z.string().trim().max(200, 'validation.reasonTooLong').optional(),
});
export type CancelClassBody = z.infer<typeof cancelClassBodySchema>;

// ---------- make-up classes ('recuperación', docs/features/school.md) ----------

export const makeUpSchema = z.object({
  _id: z.string(),
  missedGroupId: z.string(),
  missedDate: z.string(),
  groupId: z.string(),
  /** The make-up group's level, weekdays and hours, for the pupil's list. */
  groupLabel: z.string(),
  date: z.string(),
});
export type MakeUp = z.infer<typeof makeUpSchema>;

/** GET /school/make-ups: what the pupil may make up, where, and how many are left this season. */
export const makeUpsResponseSchema = okWith({
  limit: z.number(),
  used: z.number(),
  /** Classes of the pupil's own group missed (absent or called off) and not made up yet. */
  missed: z.array(z.object({ groupId: z.string(), date: z.string() })),
  /** Other current groups of the pupil's level. */
  groups: z.array(schoolGroupSchema),
  makeUps: z.array(makeUpSchema),
});
export type MakeUpsResponse = z.infer<typeof makeUpsResponseSchema>;

/** POST /school/make-ups: a place in `groupId` on `date` for the class missed on `missedDate`. */
export const makeUpBodySchema = z.object({
  missedDate: isoDateField,
  groupId: z.string().uuid('validation.groupInvalid'),
  date: isoDateField,
});
export type MakeUpBody = z.infer<typeof makeUpBodySchema>;

export const makeUpCreatedResponseSchema = okWith({ message: z.string(), makeUp: makeUpSchema });
export type MakeUpCreatedResponse = z.infer<typeof makeUpCreatedResponseSchema>;

// ---------- admins ----------

export const schoolGroupInputSchema = z
  .object({
    level: z.string().trim().min(1, 'validation.groupLevelRequired').max(60),
    coachId: z.string().uuid('validation.coachRequired'),
    courtId: z.string().uuid('validation.courtInvalid'),
    daysOfWeek: z
      .array(z.enum(SPANISH_WEEKDAYS, { message: 'validation.weekdayInvalid' }))
      .min(1, 'validation.weekdayRequired')
      .max(7),
    timeRange: timeRangeField,
    size: z.union([z.literal(4), z.literal(6)], { message: 'validation.groupSizeInvalid' }),
    hoursPerMonth: z.union([z.literal(4), z.literal(8)], {
      message: 'validation.monthlyHoursInvalid',
    }),
    startDate: isoDateField,
    endDate: isoDateField,
  })
  .refine((g) => g.endDate >= g.startDate, {
    message: 'validation.endAfterStart',
  });
export type SchoolGroupInput = z.infer<typeof schoolGroupInputSchema>;

export const adminSchoolResponseSchema = okWith({
  groups: z.array(coachGroupSchema),
  prices: z.array(schoolPriceSchema),
  coaches: z.array(z.object({ _id: z.string(), name: z.string() })),
  courts: z.array(z.object({ _id: z.string(), name: z.string(), type: z.string() })),
});
export type AdminSchoolResponse = z.infer<typeof adminSchoolResponseSchema>;

export const schoolGroupSavedResponseSchema = okWith({
  message: z.string(),
  group: schoolGroupSchema,
});
export type SchoolGroupSavedResponse = z.infer<typeof schoolGroupSavedResponseSchema>;

/** PUT /admin/school/prices */
export const schoolPricesBodySchema = z.object({
  prices: z
    .array(
      z.object({
        type: schoolTypeSchema,
        price: euroAmount(
          z
            .number({ message: 'validation.priceInvalid' })
            .min(0, 'validation.priceInvalid')
            .max(10_000, 'validation.priceInvalid'),
          'validation.priceInvalid',
        ),
      }),
    )
    .min(1)
    .max(SCHOOL_TYPES.length),
});
export type SchoolPricesBody = z.infer<typeof schoolPricesBodySchema>;
