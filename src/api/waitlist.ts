/**
 * The waitlist ('Avísame si se libera') and the quick booking ('Reserva rápida'): requests,
 * answers and the live event a member in line hears when a freed slot is booked for them.
 */
import { z } from 'zod';
import { bookingSchema } from './bookings.ts';
import { okWith } from './common.ts';
import { courtTypeSchema } from './courts.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid');
const slotString = z.string().regex(/^\d{2}:\d{2} - \d{2}:\d{2}$/, 'validation.slotInvalidFormat');

/** POST /api/waitlist: the taken slots a member queues for (as a booking request names them). */
export const joinWaitlistSchema = z.object({
  courtId: z.string().uuid('validation.courtInvalid'),
  dateBooked: isoDate,
  timeBooked: z.array(slotString).min(1, 'validation.slotRequired').max(8),
});
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistSchema>;

export const waitlistStatusSchema = z.enum(['waiting', 'booked', 'held', 'left', 'expired']);
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;

export const waitlistEntrySchema = z.object({
  _id: z.string(),
  courtId: z.string(),
  courtName: z.string(),
  courtType: courtTypeSchema,
  dateBooked: z.string(),
  slots: z.array(z.string()),
  startsAt: z.string(),
  status: waitlistStatusSchema,
  /** 1 for the first in line (waiting entries only). */
  position: z.number().nullable(),
  /** Why the rules refused the last freed slot (the member kept their place). */
  refusal: z.string().nullable(),
  bookingId: z.string().nullable(),
  /** A non-member's hold: until when they may pay for the freed slot. */
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistEntryResponseSchema = okWith({
  message: z.string(),
  entry: waitlistEntrySchema,
});
export type WaitlistEntryResponse = z.infer<typeof waitlistEntryResponseSchema>;
export const waitlistEntriesResponseSchema = okWith({ entries: z.array(waitlistEntrySchema) });
export type WaitlistEntriesResponse = z.infer<typeof waitlistEntriesResponseSchema>;

export const waitlistIdParamsSchema = z.object({
  id: z.string().uuid('validation.waitlistInvalid'),
});

/** GET /api/admin/waitlists: every waiting entry from today on, with its member. */
export const adminWaitlistEntrySchema = waitlistEntrySchema.extend({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;
export const adminWaitlistsResponseSchema = okWith({
  entries: z.array(adminWaitlistEntrySchema),
});
export type AdminWaitlistsResponse = z.infer<typeof adminWaitlistsResponseSchema>;

/** `waitlistUpdated:{userId}`: a freed slot was booked, held or refused for this member. */
export const waitlistUpdatedEvent = (userId: string) => `waitlistUpdated:${userId}`;
export interface WaitlistUpdatedPayload {
  entryId: string;
  status: WaitlistStatus;
  message: string;
  bookingId: string | null;
}

/** POST /api/bookings/quick */
export const quickBookingSchema = z.object({
  sport: courtTypeSchema,
  dateBooked: isoDate,
  /** 'HH:MM' on the club's clock. */
  time: z.string().regex(/^\d{2}:\d{2}$/, 'validation.timeInvalid'),
  minutes: z
    .number()
    .int()
    .min(15, 'validation.durationInvalid')
    .max(480, 'validation.durationInvalid'),
});
export type QuickBookingRequest = z.infer<typeof quickBookingSchema>;

const quickSlotsSchema = z.object({
  courtId: z.string(),
  courtName: z.string(),
  timeBooked: z.array(z.string()),
});

/**
 * Booked (`booking`); or no court free: the nearest free starts that day and the taken slot whose
 * waitlist the member may join (null when no court of the sport has such slots); or, for a
 * non-member, who pays first, the free court and slots to pay for (`payFirst`), nothing booked.
 */
export const quickBookingResponseSchema = okWith({
  message: z.string(),
  booking: bookingSchema.nullable(),
  alternatives: z.array(z.string()),
  waitlist: quickSlotsSchema.nullable(),
  payFirst: quickSlotsSchema.nullable(),
});
export type QuickBookingResponse = z.infer<typeof quickBookingResponseSchema>;
