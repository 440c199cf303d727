/**
 * Admin members (GET/PUT/POST /api/admin/users…): search and filter the members, read one with
 * everything about them, change the club-given role, decide UCA requests, adjust the wallet (a
 * ledger entry with a reason), disable and enable the account.
 */
import { msg } from '@/i18n/message.ts';
import { z } from 'zod';
import { okWith, WHOLE_CENTS } from '../common.ts';
import { accessLogEntrySchema } from '../door.ts';
import { bookingSchema } from '../bookings.ts';
import { walletTransactionSchema } from '../payments.ts';
import { subscriptionSchema } from '../users.ts';
import { booleanQuery, pageInfo, paginationQuery } from './common.ts';
import {
  ADMIN_MESSAGES,
  CLUB_GIVEN_ROLES,
  MAX_ADJUSTMENT_REASON,
  MIN_ADJUSTMENT_REASON,
} from '@/domain/admin.ts';

export { CLUB_GIVEN_ROLES, type ClubGivenRole } from '@/domain/admin.ts';

/** What "membership state" the list filters on: a membership running, cancelled but still held, none. */
export const MEMBERSHIP_STATES = ['active', 'canceled-running', 'none'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

export const ADMIN_USER_SORTS = ['name', 'email', 'role', 'createdAt'] as const;

/** GET /api/admin/users */
export const adminUsersQuerySchema = z.object({
  /** Matches name, e-mail or DNI anywhere in them, ignoring case and accents. */
  q: z.string().trim().max(100).optional(),
  role: z.string().trim().max(40).optional(),
  membership: z.enum(MEMBERSHIP_STATES).optional(),
  /** Only accounts with a pending UCA request. */
  ucaPending: booleanQuery.optional(),
  disabled: booleanQuery.optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('name'),
  ...paginationQuery,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminMembershipSchema = z.object({
  type: z.string(),
  status: z.string(),
  state: z.enum(MEMBERSHIP_STATES),
  currentPeriodEnd: z.string().nullable(),
});

export const adminUserRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  dni: z.string(),
  role: z.string(),
  image: z.string().nullable(),
  league: z.boolean(),
  /** The membership the role follows (running or cancelled but still held), or null. */
  membership: adminMembershipSchema.nullable(),
  /** ISO date-time of a pending UCA request, or null. */
  ucaRequestedAt: z.string().nullable(),
  /** URL of the university card image, or null. */
  universityCard: z.string().nullable(),
  /** ISO date-time the account was disabled, or null while it is enabled. */
  disabledAt: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersResponseSchema = okWith({
  users: z.array(adminUserRowSchema),
  ...pageInfo,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** GET /api/admin/users/{id}: the member with everything the club keeps about them. */
export const adminUserDetailResponseSchema = okWith({
  user: adminUserRowSchema.extend({ dob: z.string().nullable() }),
  subscriptions: z.array(subscriptionSchema),
  wallet: z.object({ balance: z.number(), transactions: z.array(walletTransactionSchema) }),
  /** Newest first, cancelled ones included; the last 100. */
  bookings: z.array(bookingSchema),
  /** Newest first; the last 100. */
  accessLogs: z.array(accessLogEntrySchema),
});
export type AdminUserDetailResponse = z.infer<typeof adminUserDetailResponseSchema>;

/** An admin action on a member answers the member as the list shows them. */
export const adminUserResponseSchema = okWith({ message: z.string(), user: adminUserRowSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

/**
 * PUT /api/admin/users/{id}/role. `role: null` hands the role back to the membership (the
 * membership's role while one is held, else 'guess').
 */
export const changeRoleBodySchema = z.object({
  role: z.enum(CLUB_GIVEN_ROLES, { message: 'validation.roleInvalid' }).nullable(),
});
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

/** POST /api/admin/users/{id}/uca: approve (role 'uca') or reject a pending request. */
export const ucaDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'reject'], { message: 'validation.decisionInvalid' }),
  /** Optional note, kept in the audit log. */
  reason: z.string().trim().max(200).optional(),
});
export type UcaDecisionBody = z.infer<typeof ucaDecisionBodySchema>;

/** POST /api/admin/users/{id}/wallet: one ledger entry; the balance follows it. */
export const walletAdjustmentBodySchema = z.object({
  type: z.enum(['credit', 'debit'], { message: 'validation.adjustmentTypeInvalid' }),
  /** Euros, positive, at most 2 decimals. */
  amount: z.number({ message: ADMIN_MESSAGES.amountInvalid.id }).meta(WHOLE_CENTS),
  reason: z
    .string({ message: ADMIN_MESSAGES.reasonRequired.id })
    .trim()
    .min(MIN_ADJUSTMENT_REASON, ADMIN_MESSAGES.reasonRequired.id)
    .max(MAX_ADJUSTMENT_REASON),
});
export type WalletAdjustmentBody = z.infer<typeof walletAdjustmentBodySchema>;

export const walletAdjustmentResponseSchema = okWith({
  message: z.string(),
  /** Euros after the adjustment. */
  balance: z.number(),
  transaction: walletTransactionSchema,
});
export type WalletAdjustmentResponse = z.infer<typeof walletAdjustmentResponseSchema>;

/** POST /api/admin/users/{id}/disable | /enable: no body. Disabling ends every session at once. */
export const ADMIN_USER_MESSAGES = {
  roleChanged: msg('admin.userRoleChanged'),
  ucaApproved: msg('admin.userUcaApproved'),
  ucaRejected: msg('admin.userUcaRejected'),
  noUcaRequest: msg('admin.userNoUcaRequest'),
  walletAdjusted: msg('admin.userWalletAdjusted'),
  disabled: msg('admin.userDisabled'),
  enabled: msg('admin.userEnabled'),
  userNotFound: msg('admin.userNotFound'),
  /** What a disabled account reads at login (403, code ACCOUNT_DISABLED). */
  accountDisabled: msg('admin.userAccountDisabled'),
};
