import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMemberRole } from '@/domain/roles.ts';
import { currentMembershipPlan, holdsMembership } from '@/domain/subscriptions.ts';
import { loginAs } from '#tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createSandboxGateway } from '../adapters/payments/sandbox.ts';
import { renewDueSubscriptions } from '../modules/payments/index.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import { DEMO_PRODUCTS } from '../modules/shop/index.ts';
import { DEMO_MEMBERSHIPS } from '../modules/subscriptions/index.ts';
import { DEMO_ACCOUNTS, seedDemoClub } from './index.ts';

interface Subscription {
  type: string;
  status: string;
  currentPeriodEnd: string | null;
}
interface Answer {
  role: string;
  subscriptions: Subscription[];
  door: number;
}

const DAY = 86_400_000;

/** What a demo member sees: role (badge, theme), Suscripciones and /membership, and the door. */
async function answerOf(t: TestApp, email: string): Promise<Answer> {
  const cookie = await loginAs(t.app, email);
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
  const user = me.json().user as { role: string; subscriptions: Subscription[] };
  const door = await t.app.inject({
    method: 'POST',
    url: '/api/access/doors/unlock',
    headers: { cookie },
    payload: { doorId: 'main' },
  });
  return { role: user.role, subscriptions: user.subscriptions, door: door.statusCode };
}

describe('the demo club', () => {
  let t: TestApp;
  // Each press holds the door while the relay pulses: the clock moves on between accounts.
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await seedDemoClub(t.database.db);
  });
  afterAll(() => t.close());

  it('gives every member role its plan: role, subscriptions, membership screen and door agree', async () => {
    const seededAt = Date.now();
    const expected: Record<string, { role: string; plan: string | null; door: number }> = {
      'admin@club.local': { role: 'admin', plan: null, door: 200 },
      'coach@club.local': { role: 'coach', plan: null, door: 200 },
      'socio@club.local': { role: 'user-adult', plan: 'adult', door: 200 },
      'joven@club.local': { role: 'user-youth', plan: 'youth', door: 200 },
      'padel@club.local': { role: 'user-padel', plan: 'padel', door: 200 },
      'vip@club.local': { role: 'vip', plan: 'adult', door: 200 },
      'uca@club.local': { role: 'uca', plan: null, door: 409 },
      'nosocio@club.local': { role: 'guess', plan: null, door: 409 },
    };
    expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual(Object.keys(expected).sort());

    for (const account of DEMO_ACCOUNTS) {
      clock = new Date(clock.getTime() + 60_000);
      const answer = await answerOf(t, account.email);
      const want = expected[account.email]!;
      expect({ role: answer.role, door: answer.door }, account.email).toEqual({
        role: want.role,
        door: want.door,
      });
      // The membership screen marks this plan 'Seleccionado'; Suscripciones shows it 'Activa'.
      expect(currentMembershipPlan(answer.subscriptions), account.email).toBe(want.plan);
      const now = new Date();
      expect(holdsMembership(answer.subscriptions, now), account.email).toBe(want.plan !== null);
      for (const sub of answer.subscriptions) {
        // 'Próxima renovación': a month after the first invoice was paid.
        const renewsIn = Date.parse(sub.currentPeriodEnd ?? '') - seededAt;
        expect(renewsIn, account.email).toBeGreaterThan(27 * DAY);
        expect(renewsIn, account.email).toBeLessThan(32 * DAY);
      }
      if (want.role !== 'admin' && want.role !== 'coach') {
        // Outside staff, the member badge and a running membership go together.
        expect(isMemberRole(answer.role), account.email).toBe(want.plan !== null);
      }
    }
  });

  it('opens the shop with the demo products in stock, which socio@ can buy from the wallet', async () => {
    const cookie = await loginAs(t.app, 'socio@club.local');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shop/products',
      headers: { cookie },
    });
    const products = res.json().products as Array<{ _id: string; name: string; stock: number }>;
    expect(products.map((p) => p.name).sort()).toEqual(DEMO_PRODUCTS.map((p) => p.name).sort());
    for (const p of products) expect(p.stock, p.name).toBeGreaterThan(0);
    const water = products.find((p) => p.name === 'Agua 50 cl')!;
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/shop/orders',
      headers: { cookie },
      payload: { items: [{ productId: water._id, quantity: 1 }] },
    });
    expect(order.statusCode).toBe(201);
  });

  it("has a school: the demo coach's two groups, whose court time is blocked, and eight prices", async () => {
    const cookie = await loginAs(t.app, 'nosocio@club.local');
    const school = await t.app.inject({ method: 'GET', url: '/api/school', headers: { cookie } });
    const body = school.json() as {
      prices: Array<{ type: string; price: number }>;
      groups: Array<{ level: string; coachName: string; courtId: string; freePlaces: number }>;
    };
    expect(body.prices).toHaveLength(8);
    expect(body.prices.find((p) => p.type === 'no_socio_4p_4h')?.price).toBe(70);
    expect(body.groups.map((g) => [g.level, g.coachName, g.freePlaces])).toEqual([
      ['Iniciación', 'Carlos Entrenador', 6],
      ['Perfeccionamiento', 'Carlos Entrenador', 4],
    ]);
    for (const group of body.groups) {
      const court = await t.app.inject({
        method: 'GET',
        url: `/api/courts/${group.courtId}`,
        headers: { cookie },
      });
      const reasons = (court.json().court.blockedTimes as Array<{ reason: string }>).map(
        (b) => b.reason,
      );
      // Tenis 1's school block is the first group's own, not a second one beside it.
      expect(reasons).toEqual(['Escuela de Tenis']);
    }
  });

  it('renews the demo memberships with the card they were paid with', async () => {
    const ctx = serviceContext(t, () => new Date(Date.now() + 32 * DAY));
    expect(await renewDueSubscriptions(ctx)).toBeGreaterThan(0);
    clock = new Date(Date.now() + 32 * DAY);
    const socio = await answerOf(t, 'socio@club.local');
    expect(socio.role).toBe('user-adult');
    expect(socio.subscriptions).toMatchObject([{ type: 'adult', status: 'active' }]);
    expect(Date.parse(socio.subscriptions[0]!.currentPeriodEnd!)).toBeGreaterThan(
      Date.now() + 50 * DAY,
    );
  });

  it('on a gateway the seed cannot pay (Stripe), gives no membership and no membership role', async () => {
    const other = await createTestApp();
    try {
      const { sandbox: _unpayable, ...stripeLike } = createSandboxGateway(other.database.db);
      await seedDemoClub(other.database.db, stripeLike);
      for (const [email] of Object.entries(DEMO_MEMBERSHIPS)) {
        const answer = await answerOf(other, email);
        expect(answer.subscriptions, email).toEqual([]);
        // vip is the club's to give; the others were members only through their plan.
        expect(answer.role, email).toBe(email === 'vip@club.local' ? 'vip' : 'guess');
      }
    } finally {
      await other.close();
    }
  });
});
