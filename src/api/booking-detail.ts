/**
 * The booking detail page's calls (spec section 7), shared by the PWA and the server: players,
 * invitations, paying a part or the whole booking (wallet, card, payment link), cancelling with
 * refunds. Money is in euros at this edge; the rules (src/domain/booking-payments.ts) count cents.
 *
 * Who may see a booking: its booker, its players (members) and admins; anyone else gets 404
 * 'No se encontró la reserva.' whatever the id, and nothing changes.
 */
import { z } from 'zod';
import { documentedAs, okWith } from './common.ts';
import { bookingSchema, guestPaymentIntentSchema } from './bookings.ts';
import { PAYMENT_MESSAGES } from '@/domain/booking-payments.ts';
import { FAMILY_RELATIONS, MAX_PLAYERS, PLAYER_MESSAGES } from '@/domain/players.ts';
import { msg } from '@/i18n/message.ts';

export { PAYMENT_MESSAGES };

const bookingId = z.string().uuid('validation.bookingInvalid');
const playerIndex = z
  .number()
  .int('validation.playerInvalid')
  .min(0, 'validation.playerInvalid')
  .max(MAX_PLAYERS - 1, 'validation.playerInvalid');

/** A member named by id, or by the populated object the booking answers with ({ _id, … }). */
const memberRef = z.preprocess(
  (v) => (v && typeof v === 'object' && '_id' in v ? (v as { _id: unknown })._id : v),
  z.string().uuid(PLAYER_MESSAGES.invalidMember.id).nullable().optional(),
);

/**
 * One player in PUT /users/booking/{id}. The request sends the booking's whole player list as it
 * should be: entries carrying the `index` of an existing player keep that player (their other
 * fields are ignored), entries without one are new, existing players left out are removed. The
 * booker's own entry cannot be left out.
 */
export const updatePlayerSchema = z.object({
  index: z.number().int().min(0).optional(),
  isMember: z.boolean(),
  memberId: memberRef,
  nonMemberName: z.string().trim().max(120).nullable().optional(),
  nonMemberEmail: z.string().trim().max(200).nullable().optional(),
  usedInvitation: z.boolean().optional(),
  isUca: z.boolean().optional(),
  /** The 'Familiar' option (spec section 5): relation, and a non-member child's date of birth. */
  isFamily: z.boolean().optional(),
  familyRelation: z
    .enum(FAMILY_RELATIONS, { message: PLAYER_MESSAGES.familyRelation.id })
    .nullable()
    .optional(),
  familyDob: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid')
    .nullable()
    .optional(),
});
export type UpdatePlayerInput = z.input<typeof updatePlayerSchema>;

/** PUT /users/booking/{id} {players} → { success, booking, msg } (bookingResponseSchema). */
export const updatePlayersSchema = z.object({
  players: z
    .array(updatePlayerSchema)
    .min(1, PAYMENT_MESSAGES.bookerStays.id)
    .max(MAX_PLAYERS, 'validation.tooManyPlayers'),
});

/** GET /users/invitations → { success, invitationsUsed, invitationsLeft }. */
export const invitationsResponseSchema = okWith({
  invitationsUsed: z.number(),
  invitationsLeft: z.number(),
});
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;

/** POST /users/booking/payWithWallet: one player's part, or null for the whole booking. */
export const payWithWalletSchema = z.object({
  bookingId,
  playerIndex: playerIndex.nullable(),
});
export type PayWithWalletRequest = z.infer<typeof payWithWalletSchema>;

/**
 * → { success, message, walletUsed (euros debited), booking (as it now stands) }. Messages:
 * 'Has pagado tu parte de la reserva.', 'Has pagado la parte de {name}.', 'Has pagado el total
 * de la reserva.'
 */
export const payWithWalletResponseSchema = okWith({
  message: z.string(),
  walletUsed: z.number(),
  booking: bookingSchema,
});
export type PayWithWalletResponse = z.infer<typeof payWithWalletResponseSchema>;

/**
 * The detail page's form of POST /users/booking/createPaymentIntent → { clientSecret }. With a
 * saved card's `paymentMethodId` the browser confirms that card; without one it enters a new card,
 * kept for later when `saveCard` is true. The part (or the whole due, playerIndex null) is marked
 * paid when the payment succeeds (webhook or /payments/reconcile), once.
 */
export const bookingPaymentIntentSchema = z.object({
  bookingId,
  playerIndex: playerIndex.nullable(),
  saveCard: z.boolean().default(false),
  paymentMethodId: z.string().min(1).max(200).nullable().optional(),
});
export type BookingPaymentIntentRequest = z.input<typeof bookingPaymentIntentSchema>;

/** POST /users/booking/createPaymentLink {bookingId, playerIndex} → { success, url }. */
export const createPaymentLinkSchema = z.object({ bookingId, playerIndex });
export type CreatePaymentLinkRequest = z.infer<typeof createPaymentLinkSchema>;
export const paymentLinkResponseSchema = okWith({ url: z.string(), booking: bookingSchema });
export type PaymentLinkResponse = z.infer<typeof paymentLinkResponseSchema>;

/**
 * DELETE /users/booking/{id}/delete-booking-payments → { success, message, refunds }: cancels a
 * paid or partly paid booking (canCancel in 'detail' mode, with the forecast of its start hour)
 * and gives each payer back what they paid, in their wallet, once (a ledger entry naming the
 * booking); repeated requests refund nothing more. `refunds` lists what went to whom, in euros.
 */
export const CANCEL_MESSAGES = {
  cancelled: msg('answers.bookingCancelled'),
  refunded: msg('answers.bookingCancelledRefunded'),
} as const;
export const cancelWithRefundsResponseSchema = okWith({
  message: z.string(),
  refunds: z.array(z.object({ userId: z.string(), amount: z.number() })),
});
export type CancelWithRefundsResponse = z.infer<typeof cancelWithRefundsResponseSchema>;

/**
 * The body of POST /users/booking/createPaymentIntent: the detail page's form when it names a
 * `bookingId`, else the schedule's guest form; each checked with its own schema, so a refusal
 * names the field of the form that was meant.
 */
export const paymentIntentBodySchema = z.unknown().transform((body, ctx) => {
  const detail = !!body && typeof body === 'object' && 'bookingId' in body;
  const parsed = detail
    ? bookingPaymentIntentSchema.safeParse(body)
    : guestPaymentIntentSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  }
  return detail
    ? { form: 'detail' as const, ...(parsed.data as z.output<typeof bookingPaymentIntentSchema>) }
    : { form: 'guest' as const, ...(parsed.data as z.output<typeof guestPaymentIntentSchema>) };
});
// Checked by hand above (for messages that name the form's field); documented as either form.
documentedAs.set(
  paymentIntentBodySchema,
  z.union([bookingPaymentIntentSchema, guestPaymentIntentSchema]),
);
