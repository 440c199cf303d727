/**
 * Paying a school plan through the subscription flow: accepted only from a student placed in a
 * group whose plan it is (its size and hours, and socio_* for member roles at the time of payment),
 * priced from the admin's school prices. It never changes the role (see `nextRole`). Plans of
 * every kind are this module's; it reads the school's tables, and the school builds on it.
 */
import { and, eq } from 'drizzle-orm';
import type { CreateSubscriptionResponse } from '@/api/payments.ts';
import { DEFAULT_SCHOOL_PRICES_CENTS, SCHOOL_MESSAGES, schoolPlanType } from '@/domain/school.ts';
import { SCHOOL_TYPES, type SchoolType } from '@/domain/subscriptions.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { schoolGroups, schoolPrices, schoolRequests, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { clubPlanLabel, startPlan } from './service.ts';

/** The monthly price of every school plan in cents: the admin's, or the seeded default. */
export async function schoolPriceCents(q: Queryable): Promise<Record<SchoolType, number>> {
  const rows = await q.select().from(schoolPrices);
  const prices = { ...DEFAULT_SCHOOL_PRICES_CENTS };
  for (const row of rows) {
    if ((SCHOOL_TYPES as readonly string[]).includes(row.type)) {
      prices[row.type as SchoolType] = row.priceCents;
    }
  }
  return prices;
}

export async function createSchoolPlan(
  ctx: AppContext,
  userId: string,
  type: SchoolType,
): Promise<CreateSubscriptionResponse> {
  const [placement] = await ctx.db
    .select({ group: schoolGroups, role: users.role })
    .from(schoolRequests)
    .innerJoin(schoolGroups, eq(schoolGroups.id, schoolRequests.groupId))
    .innerJoin(users, eq(users.id, schoolRequests.userId))
    .where(and(eq(schoolRequests.userId, userId), eq(schoolRequests.status, 'placed')));
  if (!placement) throw badRequest(SCHOOL_MESSAGES.noPlacement, 'school_not_placed');
  const expected = schoolPlanType(placement.group, placement.role);
  if (type !== expected) {
    throw badRequest(SCHOOL_MESSAGES.wrongPlan(expected), 'school_wrong_plan');
  }
  const prices = await schoolPriceCents(ctx.db);
  return startPlan(ctx, userId, {
    type,
    label: clubPlanLabel(type),
    amountCents: prices[type],
    purpose: 'school',
    family: SCHOOL_TYPES,
    heldMessage: SCHOOL_MESSAGES.planHeld,
  });
}
