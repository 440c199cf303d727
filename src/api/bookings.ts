/**
 * The bookings contract of spec section 7, shared by the PWA and the server. Money is in euros
 * here (the API edge). Dates are YYYY-MM-DD, slots 'HH:MM - HH:MM', both in the club's time zone.
 */
import { z } from 'zod';
import {
  numberFromText,
  okWith,
  type ClientSecretResponse,
  type MessageResponse,
} from './common.ts';
import { courtTypeSchema } from './courts.ts';
import { PAYMENT_STATUSES } from '@/domain/payment-status.ts';
import { MAX_PAST_PAGE, PAST_PAGE_SIZE, STATUS_FILTERS } from '@/domain/my-bookings.ts';
import { HISTORY_KINDS } from '@/domain/booking-history.ts';
import { FAMILY_RELATIONS, MAX_PLAYERS } from '@/domain/players.ts';

export { PAYMENT_STATUSES };

const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const bookingCourtRefSchema = z.object({
  _id: z.string(),
  type: courtTypeSchema,
  name: z.string(),
});

export const bookingUserRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  image: z.string().nullable(),
});
export type BookingUserRef = z.infer<typeof bookingUserRefSchema>;

export const bookingPlayerSchema = z.object({
  isMember: z.boolean(),
  memberId: bookingUserRefSchema.nullable(),
  nonMemberName: z.string().nullable(),
  nonMemberEmail: z.string().nullable(),
  name: z.string().nullable(),
  usedInvitation: z.boolean(),
  isUca: z.boolean(),
  /** Euros this player owes. */
  amount: z.number(),
  /** Euros this player has paid. */
  amountPaid: z.number(),
  paymentStatus: paymentStatusSchema,
  stripePaymentLinkUrl: z.string().nullable(),
  index: z.number(),
  /** 'spouse' or 'child' when the booker added this player with the 'Familiar' option. */
  familyRelation: z.enum(FAMILY_RELATIONS).nullable(),
});
export type BookingPlayer = z.infer<typeof bookingPlayerSchema>;

export const BOOKING_STATUSES = ['active', 'cancelled'] as const;

export const bookingSchema = z.object({
  _id: z.string(),
  courtId: bookingCourtRefSchema,
  /** A date of the booker's series ('abono'); absent means no. */
  series: z.boolean().optional(),
  /** YYYY-MM-DD */
  dateBooked: z.string(),
  /** 'HH:MM - HH:MM': from the first slot's start to the last slot's end. */
  timeBooked: z.string(),
  /** The slots the booking holds, each 'HH:MM - HH:MM'. */
  slots: z.array(z.string()),
  yearBooked: z.number(),
  monthBooked: z.number(),
  dayBooked: z.number(),
  /** ISO date-time of the start, for countdowns (cancellation window). */
  startsAt: z.string(),
  endsAt: z.string(),
  userBooked: bookingUserRefSchema,
  paymentStatus: paymentStatusSchema,
  /** Euros. */
  totalAmount: z.number(),
  totalDue: z.number(),
  isLeagueMatch: z.boolean(),
  players: z.array(bookingPlayerSchema),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * A taken slot as GET /users/booked answers it. For a viewer who is not a member, the names of
 * other people are withheld (name null) and the PWA shows 'No socio'.
 */
export const bookedSlotSchema = z.object({
  _id: z.string(),
  courtId: z.string(),
  dateBooked: z.string(),
  /** One entry per booking: the whole booked range 'HH:MM - HH:MM'. */
  timeBooked: z.string(),
  slots: z.array(z.string()),
  startsAt: z.string(),
  userBooked: z.object({ _id: z.string(), name: z.string().nullable() }),
  /** True when the viewer is the booker. */
  isMine: z.boolean(),
  paymentStatus: paymentStatusSchema,
  isLeagueMatch: z.boolean(),
});
export type BookedSlot = z.infer<typeof bookedSlotSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid');
const slotString = z.string().regex(/^\d{2}:\d{2} - \d{2}:\d{2}$/, 'validation.slotInvalidFormat');

export const bookedQuerySchema = z.object({
  courtId: z.string().uuid('validation.courtInvalid'),
  isDelete: z.enum(['true', 'false']).optional(),
  startDate: isoDate,
  endDate: isoDate,
});

export const bookedResponseSchema = okWith({
  bookings: z.array(bookedSlotSchema),
});
export type BookedResponse = z.infer<typeof bookedResponseSchema>;

export const usersListQuerySchema = z.object({
  role: z.string().max(40).optional(),
  league: z.enum(['true', 'false']).optional(),
});

export const usersListResponseSchema = okWith({
  users: z.array(
    z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string() }),
  ),
});
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

export const bookingPlayerInputSchema = z.object({
  memberId: z.string().uuid('validation.playerInvalid').nullable().optional(),
  isMember: z.boolean(),
  nonMemberName: z.string().trim().max(120).nullable().optional(),
  nonMemberEmail: z.string().trim().max(200).nullable().optional(),
});
export type BookingPlayerInput = z.infer<typeof bookingPlayerInputSchema>;

export const createBookingSchema = z.object({
  courtId: z.string().uuid('validation.courtInvalid'),
  /** Consecutive slots of the court's day, e.g. ['09:00 - 10:30']. */
  timeBooked: z.array(slotString).min(1, 'validation.slotRequired').max(8),
  dateBooked: isoDate,
  /** The booker's user id: the session user, unless an admin books for a member. */
  userBooked: z.string().uuid('validation.userInvalid').optional(),
  /** Other players (the booker is added by the server). A league match needs the rival here. */
  players: z
    .array(bookingPlayerInputSchema)
    .max(MAX_PLAYERS - 1, 'validation.tooManyPlayers')
    .default([]),
  isLeagueMatch: z.boolean().default(false),
  /** Informative only: the server decides the status. */
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
});
export type CreateBookingRequest = z.input<typeof createBookingSchema>;

export const bookingResponseSchema = okWith({
  booking: bookingSchema,
  msg: z.string(),
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/**
 * GET /users/bookings: with neither date, every booking to come and those of the last
 * MY_BOOKINGS_PAST_DAYS days (src/domain/my-bookings.ts); with either, that range of the member's
 * bookings (inclusive, by the club's date), each bound open when left out.
 */
export const myBookingsQuerySchema = z.object({
  from: isoDate.optional().describe('First club date (YYYY-MM-DD) of the bookings asked for'),
  to: isoDate.optional().describe('Last club date (YYYY-MM-DD) of the bookings asked for'),
});

export const bookingsResponseSchema = okWith({
  bookings: z.array(bookingSchema),
});
export type BookingsResponse = z.infer<typeof bookingsResponseSchema>;

/** Where a page of past bookings ends: its last booking's start (epoch ms) and id. */
const PAST_CURSOR = /^\d{1,15}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET /users/bookings/past ('Reservas pasadas', issue 41): the member's bookings that have ended,
 * latest first, a page at a time, with the filters of 'Mis Reservas' applied by the server so a
 * page is never emptied on the device. `before` is the previous answer's `next`.
 */
export const pastBookingsQuerySchema = z.object({
  before: z
    .string()
    .regex(PAST_CURSOR, 'validation.pageInvalid')
    .optional()
    .describe("The previous page's `next`; left out for the first page"),
  limit: numberFromText(
    z
      .number()
      .int('validation.pageSizeInvalid')
      .min(1, 'validation.pageSizeInvalid')
      .max(MAX_PAST_PAGE, 'validation.maxBookingsPerPage'),
    'validation.pageSizeInvalid',
  )
    .default(PAST_PAGE_SIZE)
    .describe('Bookings per page'),
  from: isoDate.optional().describe("'Desde': first club date (YYYY-MM-DD)"),
  to: isoDate.optional().describe("'Hasta': last club date (YYYY-MM-DD)"),
  status: z
    .enum(STATUS_FILTERS, { error: 'validation.statusInvalid' })
    .optional()
    .describe("'Estado': P paid, pending anything else"),
  court: z
    .string()
    .uuid('validation.courtInvalid')
    .optional()
    .describe("'Tipo de Pista': a court's id"),
});

export const pastBookingsResponseSchema = okWith({
  bookings: z.array(bookingSchema),
  /** The `before` of the next page; null on the last one. */
  next: z.string().nullable(),
});
export type PastBookingsResponse = z.infer<typeof pastBookingsResponseSchema>;

export type DeleteBookingResponse = MessageResponse;

export const bookingIdParamsSchema = z.object({ id: z.string().uuid('validation.bookingInvalid') });

/** The schedule's guest form of POST /users/booking/createPaymentIntent. */
export const guestPaymentIntentSchema = z.object({
  courtBooked: z.object({ _id: z.string().uuid('validation.courtInvalid') }).passthrough(),
  timeBooked: z.array(slotString).min(1, 'validation.slotRequired').max(8),
  dateBooked: isoDate,
  userBooked: z.string().uuid('validation.userInvalid').optional(),
  players: z
    .array(
      z.object({
        memberId: z.string().uuid().nullable().optional(),
        isMember: z.boolean().optional(),
        amount: z.number().optional(),
      }),
    )
    .max(MAX_PLAYERS, 'validation.tooManyPlayers')
    .default([]),
  paymentStatus: z.literal('C').optional(),
});
export type GuestPaymentIntentRequest = z.input<typeof guestPaymentIntentSchema>;

export type PaymentIntentResponse = ClientSecretResponse;

/** GET /users/booking/{id}/history → { success, history }, oldest first. */
export const bookingHistoryEntrySchema = z.object({
  _id: z.string(),
  /** The action in the reader's language ('Reserva creada', 'Reserva Confirmado', …). */
  action: z.string(),
  /** The action's kind, read from the spec's keyword in its Spanish words (null: none). */
  kind: z.enum(HISTORY_KINDS).nullable(),
  /** ISO date-time. */
  timestamp: z.string(),
  /** null when the user no longer exists (the PWA shows 'Usuario desconocido'). */
  performedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  details: z.string(),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

export const bookingHistoryResponseSchema = okWith({
  history: z.array(bookingHistoryEntrySchema),
});
export type BookingHistoryResponse = z.infer<typeof bookingHistoryResponseSchema>;

/**
 * Realtime. After `socket.emit('subscribe', courtRoom(courtId))` a signed-in user receives
 * `scheduleUpdated:{courtId}` whenever a booking of that court is made or cancelled; after
 * `subscribe` to bookingRoom(id) (booker, players, admins) `bookingUpdated:{bookingId}`.
 * An admin's change of the court itself (hours, prices, limits, deactivation) or of its blocked
 * times sends `scheduleUpdated:{courtId}` with action 'courtUpdated' and no booking: the schedule
 * reloads the court and its slots.
 */
export const courtRoom = (courtId: string) => `court:${courtId}`;
export const bookingRoom = (bookingId: string) => `booking:${bookingId}`;
export const scheduleUpdatedEvent = (courtId: string) => `scheduleUpdated:${courtId}`;
export const bookingUpdatedEvent = (bookingId: string) => `bookingUpdated:${bookingId}`;

export interface ScheduleUpdatedPayload {
  courtId: string;
  /** The day that changed, YYYY-MM-DD ('' when the whole court changed). */
  dateBooked: string;
  /** '' when the whole court changed. */
  bookingId: string;
  action: 'created' | 'cancelled' | 'courtUpdated';
}

export interface BookingUpdatedPayload {
  bookingId: string;
  /** The booking as its booker sees it (null after it is cancelled). */
  booking: Booking | null;
  action: 'created' | 'cancelled' | 'updated';
}
