/**
 * Admin reservations (/api/admin/bookings…): every booking by day, court, member, payment state and
 * league flag; a booking made for a member (the member's rules apply); a cancellation with refunds
 * (the member's cancel path); a player's part paid at the desk, in cash or on the card terminal.
 */
import { z } from 'zod';
import { okWith } from '../common.ts';
import {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  bookingSchema,
  createBookingSchema,
} from '../bookings.ts';
import { booleanQuery, isoDateField, pageInfo, paginationQuery } from './common.ts';

export const ADMIN_BOOKING_SORTS = [
  'startsAt',
  'createdAt',
  'court',
  'member',
  'totalAmount',
] as const;

/** GET /api/admin/bookings. `date` is one day; `from`/`to` a range (inclusive). */
export const adminBookingsQuerySchema = z.object({
  date: isoDateField.optional(),
  from: isoDateField.optional(),
  to: isoDateField.optional(),
  courtId: z.string().uuid('validation.courtInvalid').optional(),
  /** The booker or any member player. */
  userId: z.string().uuid('validation.userInvalid').optional(),
  /** Matches the booker's name or e-mail. */
  q: z.string().trim().max(100).optional(),
  /** 'pending' = anything but P (as My Bookings reads it). */
  paymentStatus: z.enum([...PAYMENT_STATUSES, 'pending']).optional(),
  isLeagueMatch: booleanQuery.optional(),
  /** Default: active ones only. */
  status: z.enum([...BOOKING_STATUSES, 'all']).default('active'),
  sort: z.enum(ADMIN_BOOKING_SORTS).default('startsAt'),
  ...paginationQuery,
});
export type AdminBookingsQuery = z.input<typeof adminBookingsQuerySchema>;

export const adminBookingsResponseSchema = okWith({
  bookings: z.array(bookingSchema),
  ...pageInfo,
});
export type AdminBookingsResponse = z.infer<typeof adminBookingsResponseSchema>;

/** POST /api/admin/bookings: as POST /users/booking, with the member named (their rules apply). */
export const adminCreateBookingSchema = createBookingSchema.extend({
  userBooked: z.string({ message: 'validation.memberRequired' }).uuid('validation.userInvalid'),
});
export type AdminCreateBookingBody = z.input<typeof adminCreateBookingSchema>;

/**
 * DELETE /api/admin/bookings/{id}: cancels any active booking at any time. Whatever was paid
 * (wallet, card or desk) goes back to each payer's wallet; `refund: false` keeps the money
 * (e.g. a no-show), and says so in the history.
 */
export const adminCancelBookingBodySchema = z.preprocess(
  // A DELETE usually has no body: that is the default (refund).
  (body) => body ?? {},
  z.object({
    refund: z.boolean().default(true),
    reason: z.string().trim().max(200).optional(),
  }),
);
export type AdminCancelBookingBody = { refund?: boolean; reason?: string };

export const adminCancelBookingResponseSchema = okWith({
  message: z.string(),
  /** Euros credited to wallets by this cancellation. */
  refunded: z.number(),
});
export type AdminCancelBookingResponse = z.infer<typeof adminCancelBookingResponseSchema>;

export const DESK_METHODS = ['cash', 'card_terminal'] as const;
export type DeskMethod = (typeof DESK_METHODS)[number];
/** How the screens name each desk method: catalogue keys, worded in the language shown. */
export const DESK_METHOD_KEYS = {
  cash: 'admin.cash',
  card_terminal: 'admin.cardTerminal',
} as const satisfies Record<DeskMethod, string>;

/** POST /api/admin/bookings/{id}/desk-payment: pays one player's outstanding part at the desk. */
export const deskPaymentBodySchema = z.object({
  /** The player's `index` in the booking. */
  playerIndex: z
    .number()
    .int()
    .min(0, 'validation.playerInvalid')
    .max(3, 'validation.playerInvalid'),
  method: z.enum(DESK_METHODS, { message: 'validation.paymentMethodInvalid' }),
});
export type DeskPaymentBody = z.infer<typeof deskPaymentBodySchema>;

export const adminBookingResponseSchema = okWith({
  message: z.string(),
  booking: bookingSchema,
});
export type AdminBookingResponse = z.infer<typeof adminBookingResponseSchema>;
