import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { CreateSubscriptionResponse } from '@/api/payments.ts';
import {
  isMembershipType,
  isSchoolType,
  MEMBERSHIP_TYPES,
  membershipPlan,
  RUNNING_STATUSES,
  subscriptionTypeLabel,
  type MembershipType,
  type SchoolType,
} from '@/domain/subscriptions.ts';
import { DEFAULT_LANGUAGE } from '@/i18n/languages.ts';
import { msg } from '@/i18n/message.ts';
import { translator } from '../../i18n.ts';
import type { GatewaySubscription } from '../../adapters/payments/index.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { payments, subscriptions, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound, type RefusalText } from '../../lib/errors.ts';
import { publishUserUpdated, syncRole } from '../users/index.ts';
import { notify } from '../notifications/index.ts';
import { ensureCustomer, recordSubscriptionAttempt, userIdOfCustomer } from '../payments/index.ts';

/**
 * Memberships. The gateway owns the billing; this keeps the `subscriptions` rows and the member's
 * role in step with it. A row appears once the gateway reports the subscription running (active
 * or trialing), so an abandoned checkout leaves no trace on the account page.
 *
 * Role and membership: while a membership runs (active, trialing, or past_due during the
 * gateway's retries), a user whose role is guess/user/user-* gets the plan's role (adult →
 * user-adult, youth → user-youth, padel → user-padel); when no membership runs any more, the role
 * goes back to 'guess'. Roles the club gives (admin, coach, vip, uca) are never changed.
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Gateway statuses during which a membership still grants its role. */
const RUNNING = RUNNING_STATUSES;
/** Gateway statuses after which nothing will be charged or granted again. */
const ENDED = ['canceled', 'incomplete_expired', 'unpaid'];

/** Stripe expires an unpaid first invoice after 23 hours; after that a new attempt is needed. */
const ATTEMPT_REUSE_MS = 23 * 3_600_000;

export const SUBSCRIPTION_NOT_FOUND = msg('errors.subscriptionNotFound');

function displayStatus(sub: GatewaySubscription): string {
  return sub.cancelAtPeriodEnd && RUNNING.includes(sub.status) ? 'canceled' : sub.status;
}

/**
 * Writes the gateway's subscription to its local row (creating it once the subscription runs) and
 * brings the owner's role in line; returns the owner, or null when the subscription is not ours.
 */
export async function storeGatewaySubscription(
  tx: Tx,
  sub: GatewaySubscription,
  now: Date,
): Promise<string | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.gatewayId, sub.id))
    .for('update');
  // An ended subscription reads as ended at once, even if it was cut before its period end.
  const end =
    ENDED.includes(sub.status) && sub.currentPeriodEnd && sub.currentPeriodEnd > now
      ? now
      : sub.currentPeriodEnd;
  const values = {
    status: displayStatus(sub),
    gatewayStatus: sub.status,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    updatedAt: now,
  };

  let userId: string;
  let type: string;
  if (row) {
    userId = row.userId;
    type = row.type;
    await tx.update(subscriptions).set(values).where(eq(subscriptions.id, row.id));
  } else {
    if (!RUNNING.includes(sub.status)) return null;
    type = sub.metadata.type ?? '';
    const owner =
      (await userIdOfCustomer(tx, sub.customerId)) ??
      (sub.metadata.userId ? sub.metadata.userId : null);
    if (!owner || !type) return null;
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, owner));
    if (!exists) return null;
    userId = owner;
    await tx
      .insert(subscriptions)
      .values({ userId, gatewayId: sub.id, type, ...values })
      .onConflictDoNothing({ target: subscriptions.gatewayId });
  }
  // A school plan is not a membership: its events never touch the role.
  if (!isSchoolType(type)) await syncRole(tx, userId);
  return userId;
}

/**
 * Brings the local row (and the role) in line with the gateway's subscription. Called by
 * fulfilment for every subscription or invoice event, and right after create/cancel/reactivate.
 */
export async function applyGatewaySubscription(
  ctx: AppContext,
  tx: Tx,
  sub: GatewaySubscription,
  afterCommit: (fn: () => Promise<void> | void) => void,
): Promise<void> {
  const userId = await storeGatewaySubscription(tx, sub, ctx.now());
  if (userId) afterCommit(() => publishUserUpdated(ctx, userId));
  // past_due: a renewal's charge failed. Keyed by the period, so the gateway's retries and
  // repeated events of the same renewal notify once.
  if (userId && sub.status === 'past_due') {
    await notify(
      { ctx, tx },
      {
        kind: 'renewal',
        subject: `subscription:${sub.id}:${sub.currentPeriodEnd?.toISOString() ?? ''}`,
        userId,
        title: msg('push.renewalFailedTitle'),
        body: msg('push.renewalFailedBody'),
        url: '/profile?tab=suscripciones',
        tag: `renewal-${sub.id}`,
      },
    );
  }
}

async function applyNow(ctx: AppContext, sub: GatewaySubscription): Promise<void> {
  const after: Array<() => Promise<void> | void> = [];
  await ctx.db.transaction((tx) =>
    applyGatewaySubscription(ctx, tx, sub, (fn) => void after.push(fn)),
  );
  for (const fn of after) await fn();
}

async function subscriptionsOfTypes(
  q: Queryable,
  userId: string,
  types: readonly string[],
): Promise<SubscriptionRow[]> {
  return q
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.type, [...types])));
}

async function membershipsOf(q: Queryable, userId: string): Promise<SubscriptionRow[]> {
  return subscriptionsOfTypes(q, userId, MEMBERSHIP_TYPES);
}

/** Of `userIds`, those holding a running subscription of one of `types` (cancelled ones too). */
export async function holdersOfRunning(
  q: Queryable,
  userIds: readonly string[],
  types: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await q
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.userId, [...userIds]),
        inArray(subscriptions.type, [...types]),
        inArray(subscriptions.gatewayStatus, RUNNING),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/**
 * A plan's name in the club's own language: the payment gateway's product and what the school's
 * refusal quotes, both texts written once for everyone rather than per reader.
 */
export function clubPlanLabel(type: string): string {
  return translator(DEFAULT_LANGUAGE)(subscriptionTypeLabel(type));
}

/** A monthly plan a user starts: a membership, or a school plan. */
export interface PlanToStart {
  type: MembershipType | SchoolType;
  label: string;
  amountCents: number;
  purpose: 'membership' | 'school';
  /** Plans of which one at a time runs (a second is refused with `heldMessage`). */
  family: readonly string[];
  heldMessage: RefusalText;
}

export function createMembership(
  ctx: AppContext,
  userId: string,
  type: MembershipType,
): Promise<CreateSubscriptionResponse> {
  const plan = membershipPlan(type);
  return startPlan(ctx, userId, {
    type,
    label: clubPlanLabel(type),
    amountCents: plan.priceCents,
    purpose: 'membership',
    family: MEMBERSHIP_TYPES,
    heldMessage: msg('errors.membershipActive'),
  });
}

export async function startPlan(
  ctx: AppContext,
  userId: string,
  plan: PlanToStart,
): Promise<CreateSubscriptionResponse> {
  const { type } = plan;
  const now = ctx.now();
  const held = await subscriptionsOfTypes(ctx.db, userId, plan.family);
  const running = held.filter((s) => RUNNING.includes(s.gatewayStatus));
  if (running.some((s) => !s.cancelAtPeriodEnd)) {
    throw conflict(plan.heldMessage, 'membership_exists');
  }
  // A plan cancelled but paid until a later date: the new one starts charging then.
  const paidUntil = running
    .map((s) => s.currentPeriodEnd)
    .filter((d): d is Date => !!d && d > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];

  // Opening the dialog again (or a double click) hands back the unpaid attempt of the same plan
  // instead of starting a second subscription that could end up paid twice.
  const attempts = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.kind, 'subscription'),
        eq(payments.status, 'pending'),
        gt(payments.createdAt, new Date(now.getTime() - ATTEMPT_REUSE_MS)),
      ),
    )
    .orderBy(desc(payments.createdAt));
  const same = attempts.find((a) => a.metadata.type === type && a.metadata.clientSecret);
  if (same) {
    const current = await ctx.payments.retrieveSubscription(same.gatewayId);
    if (current.status === 'incomplete') {
      return {
        clientSecret: same.metadata.clientSecret!,
        intentType: same.metadata.intentType === 'setup_intent' ? 'setup_intent' : 'payment_intent',
        nextChargeAt: same.metadata.nextChargeAt || null,
      };
    }
    if (RUNNING.includes(current.status) && !current.cancelAtPeriodEnd) {
      // Paid, and its event is still on the way.
      throw conflict(plan.heldMessage, 'membership_exists');
    }
  }

  const customerId = await ensureCustomer(ctx, userId);
  const started = await ctx.payments.createSubscription({
    customerId,
    type,
    label: plan.label,
    amountCents: plan.amountCents,
    metadata: { userId, type, purpose: plan.purpose },
    trialEnd: paidUntil,
    now,
  });
  const response = {
    clientSecret: started.clientSecret,
    intentType: started.intentType,
    nextChargeAt: started.nextChargeAt ? started.nextChargeAt.toISOString() : null,
  };
  await recordSubscriptionAttempt(ctx, {
    userId,
    gatewayId: started.id,
    purpose: plan.purpose,
    amountCents: plan.amountCents,
    metadata: {
      type,
      clientSecret: response.clientSecret,
      intentType: response.intentType,
      nextChargeAt: response.nextChargeAt ?? '',
    },
  });
  await applyNow(ctx, started);
  return response;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's own subscription row by its id; 404 for anything else (others' included). */
async function ownSubscription(
  ctx: AppContext,
  userId: string,
  subscriptionId: string,
): Promise<SubscriptionRow> {
  if (!UUID.test(subscriptionId)) throw notFound(SUBSCRIPTION_NOT_FOUND);
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return row;
}

export async function cancelSubscription(
  ctx: AppContext,
  userId: string,
  subscriptionId: string,
): Promise<void> {
  const row = await ownSubscription(ctx, userId, subscriptionId);
  if (!RUNNING.includes(row.gatewayStatus) || row.cancelAtPeriodEnd) {
    throw badRequest(msg('errors.subscriptionAlreadyCancelled'));
  }
  await applyNow(ctx, await ctx.payments.cancelSubscription(row.gatewayId));
}

export async function reactivateSubscription(
  ctx: AppContext,
  userId: string,
  subscriptionId: string,
): Promise<void> {
  const row = await ownSubscription(ctx, userId, subscriptionId);
  const stillPaid = row.currentPeriodEnd && row.currentPeriodEnd > ctx.now();
  if (!row.cancelAtPeriodEnd || !RUNNING.includes(row.gatewayStatus) || !stillPaid) {
    throw badRequest(msg('errors.subscriptionNotReactivable'));
  }
  if (isMembershipType(row.type)) {
    const others = await membershipsOf(ctx.db, userId);
    const otherRunning = others.some(
      (s) => s.id !== row.id && RUNNING.includes(s.gatewayStatus) && !s.cancelAtPeriodEnd,
    );
    if (otherRunning) throw conflict(msg('errors.otherMembershipActive'), 'membership_exists');
  }
  await applyNow(ctx, await ctx.payments.reactivateSubscription(row.gatewayId));
}

/** Gateway subscription events reach this module through the context's payment handlers. */
export function registerSubscriptionEvents(ctx: AppContext): void {
  ctx.paymentHandlers.onSubscription((tx, sub, afterCommit) =>
    applyGatewaySubscription(ctx, tx, sub, afterCommit),
  );
}
