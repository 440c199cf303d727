/**
 * Bonos (packs of sessions): the member's packs and purchases (/api/packs/…), paying a booking
 * with one (/api/users/booking/payWithPack), and the admin's pack types and desk
 * (/api/admin/packs/…). Money in the API is euros with 2 decimals; the domain counts cents.
 */
import { z } from 'zod';
import { PACK_LIMITS, PACK_MESSAGES } from '@/domain/packs.ts';
import { bookingSchema } from './bookings.ts';
import { euroAmount, okWith } from './common.ts';

export { PACK_MESSAGES };

const sportSchema = z.enum(['padel', 'tennis']);
const coversSchema = z.enum(['booking', 'part', 'class']);
const statusSchema = z.enum(['pending', 'active', 'expired', 'refunded', 'cancelled']);
const methodSchema = z.enum(['wallet', 'card', 'cash', 'card_terminal']);
const uuid = (message: string) => z.string().uuid(message);

/** What a pack type and a pack sold from it both say. */
const packTermsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sport: sportSchema,
  minutes: z.number(),
  covers: coversSchema,
  uses: z.number(),
  /** Euros. */
  price: z.number(),
});

export const packTypeSchema = packTermsSchema.extend({
  validityDays: z.number(),
  roles: z.array(z.string()),
  active: z.boolean(),
});
export type PackType = z.infer<typeof packTypeSchema>;

export const memberPackSchema = packTermsSchema.extend({
  usesLeft: z.number(),
  status: statusSchema,
  method: methodSchema,
  purchasedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type MemberPack = z.infer<typeof memberPackSchema>;

/** GET /api/packs: the packs on sale to the user and the user's own (newest first). */
export const packsResponseSchema = okWith({
  types: z.array(packTypeSchema),
  packs: z.array(memberPackSchema),
});
export type PacksResponse = z.infer<typeof packsResponseSchema>;

/** POST /api/packs: buy from the wallet. */
export const buyPackBodySchema = z.object({ packTypeId: uuid(PACK_MESSAGES.notFound.id) });
export const packResponseSchema = okWith({ message: z.string(), pack: memberPackSchema });
export type PackResponse = z.infer<typeof packResponseSchema>;

/** POST /api/packs/createPaymentIntent: buy by card; the pack is active once the card is paid. */
export const cardPackBodySchema = z.object({
  packTypeId: uuid(PACK_MESSAGES.notFound.id),
  saveCard: z.boolean().default(false),
  paymentMethodId: z.string().min(1).max(200).nullable().optional(),
});
export type CardPackBody = z.input<typeof cardPackBodySchema>;
export const cardPackResponseSchema = z.object({
  clientSecret: z.string(),
  pack: memberPackSchema,
});

export const packIdParamsSchema = z.object({ id: uuid(PACK_MESSAGES.notFound.id) });

/** POST /api/users/booking/payWithPack: one player's part, or (null) the whole booking. */
export const payWithPackSchema = z.object({
  bookingId: z.string().uuid('validation.bookingNotFound'),
  playerIndex: z.number().int().min(0).max(3).nullable(),
  packId: uuid(PACK_MESSAGES.notFound.id),
});
export type PayWithPackRequest = z.infer<typeof payWithPackSchema>;
export const payWithPackResponseSchema = okWith({
  message: z.string(),
  usesLeft: z.number(),
  booking: bookingSchema,
});
export type PayWithPackResponse = z.infer<typeof payWithPackResponseSchema>;

// Admin.

const reason = z.string().trim().min(1, PACK_MESSAGES.reasonRequired.id).max(500);

/** POST /api/admin/packs/types and PUT /api/admin/packs/types/{id}. */
export const packTypeBodySchema = z.object({
  name: z.string().trim().min(1, 'validation.packNameRequired').max(100),
  sport: sportSchema,
  minutes: z
    .number()
    .int()
    .min(PACK_LIMITS.minMinutes, 'validation.durationInvalid')
    .max(PACK_LIMITS.maxMinutes, 'validation.durationInvalid'),
  covers: coversSchema,
  uses: z
    .number()
    .int()
    .min(1, 'validation.usesMin')
    .max(PACK_LIMITS.maxUses, 'validation.usesMax'),
  price: euroAmount(
    z
      .number()
      .min(0, 'validation.priceInvalid')
      .max(PACK_LIMITS.maxPriceCents / 100),
  ),
  validityDays: z
    .number()
    .int()
    .min(1, 'validation.validityInvalid')
    .max(PACK_LIMITS.maxValidityDays, 'validation.validityInvalid'),
  roles: z.array(z.string().min(1).max(40)).max(20).default([]),
  active: z.boolean().default(true),
});
export type PackTypeBody = z.input<typeof packTypeBodySchema>;

export const adminMemberPackSchema = memberPackSchema.extend({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminMemberPack = z.infer<typeof adminMemberPackSchema>;

/** Sales and usage: what was sold, spent, and left unspent when packs ended. */
export const packStatsSchema = z.object({
  sold: z.number(),
  /** Euros. */
  revenue: z.number(),
  usesConsumed: z.number(),
  usesUnusedAtEnd: z.number(),
  active: z.number(),
});

/** GET /api/admin/packs: every type, the packs sold (newest first) and the statistics. */
export const adminPacksResponseSchema = okWith({
  types: z.array(packTypeSchema),
  packs: z.array(adminMemberPackSchema),
  stats: packStatsSchema,
});
export type AdminPacksResponse = z.infer<typeof adminPacksResponseSchema>;
export const packTypeResponseSchema = okWith({ type: packTypeSchema });

/** POST /api/admin/packs/sell: a pack sold at the desk, paid in cash or on the card terminal. */
export const sellPackBodySchema = z.object({
  userId: z.string().uuid('validation.userNotFound'),
  packTypeId: uuid(PACK_MESSAGES.notFound.id),
  method: z.enum(['cash', 'card_terminal']),
});
export type SellPackBody = z.infer<typeof sellPackBodySchema>;

/** POST /api/admin/packs/{id}/extend. */
export const extendPackBodySchema = z.object({
  days: z
    .number()
    .int()
    .min(1, 'validation.daysInvalid')
    .max(PACK_LIMITS.maxExtendDays, 'validation.daysInvalid'),
  reason,
});
export type ExtendPackBody = z.infer<typeof extendPackBodySchema>;

/** POST /api/admin/packs/{id}/refund: the unused value goes to the member's wallet. */
export const refundPackBodySchema = z.object({ reason });
export const adminPackResponseSchema = okWith({ message: z.string(), pack: adminMemberPackSchema });

export type AdminPackResponse = z.infer<typeof adminPackResponseSchema>;
