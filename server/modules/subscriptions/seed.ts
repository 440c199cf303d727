import { inArray } from 'drizzle-orm';
import { membershipPlan, type MembershipType } from '@/domain/subscriptions.ts';
import type { PaymentGateway } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ensureCustomer } from '../payments/index.ts';
import { syncRole } from '../users/index.ts';
import { clubPlanLabel, storeGatewaySubscription } from './service.ts';

/**
 * Which demo account holds which plan (the README lists them). vip@ is a role the club gives, so
 * the plan does not change it; it pays the adult membership like any other member.
 */
export const DEMO_MEMBERSHIPS: Readonly<Record<string, MembershipType>> = {
  'socio@club.local': 'adult',
  'joven@club.local': 'youth',
  'padel@club.local': 'padel',
  'vip@club.local': 'adult',
};

/**
 * Demo memberships, bought the way a member buys one: a subscription at the gateway, its first
 * invoice paid with Stripe's test Visa (saved as the member's card, so renewals charge it), and
 * the local row and role written by the same code as the gateway's events. Only the sandbox can
 * be paid from here; on Stripe the demo accounts get no membership, and the role follows.
 */
export async function seedMemberships(db: Database, payments: PaymentGateway): Promise<void> {
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(DEMO_MEMBERSHIPS)));
  const now = new Date();
  for (const member of members) {
    const type = DEMO_MEMBERSHIPS[member.email]!;
    if (!payments.sandbox) {
      await db.transaction((tx) => syncRole(tx, member.id));
      continue;
    }
    const plan = membershipPlan(type);
    const started = await payments.createSubscription({
      customerId: await ensureCustomer({ db, payments }, member.id),
      type,
      label: clubPlanLabel(type),
      amountCents: plan.priceCents,
      metadata: { userId: member.id, type, purpose: 'membership' },
      now,
    });
    const card = { number: '4242424242424242', expMonth: 12, expYear: now.getUTCFullYear() + 4 };
    const paid = await payments.sandbox.confirm({
      clientSecret: started.clientSecret,
      card: { ...card, cvc: '123' },
      now,
    });
    if (!paid.ok) throw new Error(`demo membership of ${member.email}: ${paid.message}`);
    const running = await payments.retrieveSubscription(started.id);
    await db.transaction((tx) => storeGatewaySubscription(tx, running, now));
  }
}
