import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { renewDueSubscriptions } from '../payments/index.ts';
import { call, DECLINED_CARD, GOOD_CARD, member, serviceContext } from '#tests/helpers/payments.ts';

interface ApiSubscription {
  id: string;
  type: string;
  status: string;
  currentPeriodEnd: string | null;
}

const DAY = 86_400_000;

describe('memberships on the sandbox gateway', () => {
  let t: TestApp;
  let clock = new Date('2026-03-10T10:00:00Z');
  const now = () => clock;
  let ana: { id: string; cookie: string };
  let ben: { id: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ now });
    ana = await member(t.database.db, 'ana@test.local');
    ben = await member(t.database.db, 'ben@test.local');
  });
  afterAll(() => t.close());

  const roleOf = async (id: string) =>
    (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
  const subsOf = async (cookie: string): Promise<ApiSubscription[]> => {
    const res = await call(t.app, cookie, 'GET', '/users/me');
    if (res.statusCode === 200) {
      const body = res.json() as { user?: { subscriptions: ApiSubscription[] } };
      if (body.user) return body.user.subscriptions;
    }
    throw new Error(`GET /users/me answered ${res.statusCode}`);
  };

  it('needs a session and a valid body', async () => {
    expect(
      (await call(t.app, null, 'POST', '/users/create-subscription', { priceType: 'adult' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, null, 'POST', '/users/cancel-subscription', { subscriptionId: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, null, 'POST', '/users/reactivate-subscription', { subscriptionId: 'x' }))
        .statusCode,
    ).toBe(401);
    for (const payload of [{}, { priceType: 'gold' }, { priceType: 'socio_6p_4h' }]) {
      const res = await call(t.app, ana.cookie, 'POST', '/users/create-subscription', payload);
      expect(res.statusCode).toBe(400);
    }
    const noId = await call(t.app, ana.cookie, 'POST', '/users/cancel-subscription', {});
    expect(noId.statusCode).toBe(400);
    const badId = await call(t.app, ana.cookie, 'POST', '/users/cancel-subscription', {
      subscriptionId: 'not-a-uuid',
    });
    expect(badId.statusCode).toBe(404);
  });

  it('starts a membership only when its first payment succeeds, and sets the role', async () => {
    const res = await call(t.app, ana.cookie, 'POST', '/users/create-subscription', {
      priceType: 'adult',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { clientSecret: string; intentType: string };
    expect(body.intentType).toBe('payment_intent');
    expect(await subsOf(ana.cookie)).toEqual([]);
    // Asking again (dialog reopened, double click) hands back the same unpaid attempt.
    const again = await call(t.app, ana.cookie, 'POST', '/users/create-subscription', {
      priceType: 'adult',
    });
    expect(again.json()).toEqual(res.json());
    expect(await roleOf(ana.id)).toBe('guess');

    const declined = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret: body.clientSecret,
      card: DECLINED_CARD,
    });
    expect(declined.statusCode).toBe(402);
    expect(await roleOf(ana.id)).toBe('guess');

    const ok = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret: body.clientSecret,
      card: GOOD_CARD,
    });
    expect(ok.statusCode).toBe(200);
    const subs = await subsOf(ana.cookie);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ type: 'adult', status: 'active' });
    expect(Date.parse(subs[0]!.currentPeriodEnd!)).toBe(Date.parse('2026-04-10T10:00:00Z'));
    expect(await roleOf(ana.id)).toBe('user-adult');
    // The membership payment is not a wallet top-up.
    expect((await call(t.app, ana.cookie, 'GET', '/users/wallet')).json().balance).toBe(0);
  });

  it('refuses a second running membership', async () => {
    const res = await call(t.app, ana.cookie, 'POST', '/users/create-subscription', {
      priceType: 'youth',
    });
    expect(res.statusCode).toBe(409);
  });

  it('lets nobody else cancel or reactivate it', async () => {
    const [sub] = await subsOf(ana.cookie);
    for (const url of ['/users/cancel-subscription', '/users/reactivate-subscription']) {
      const res = await call(t.app, ben.cookie, 'POST', url, { subscriptionId: sub!.id });
      expect(res.statusCode).toBe(404);
    }
    expect((await subsOf(ana.cookie))[0]!.status).toBe('active');
  });

  it('cancels at period end, keeps the role meanwhile, and reactivates', async () => {
    const [sub] = await subsOf(ana.cookie);
    const cancel = await call(t.app, ana.cookie, 'POST', '/users/cancel-subscription', {
      subscriptionId: sub!.id,
    });
    expect(cancel.json()).toEqual({ success: true });
    let [after] = await subsOf(ana.cookie);
    expect(after).toMatchObject({ status: 'canceled', currentPeriodEnd: sub!.currentPeriodEnd });
    expect(await roleOf(ana.id)).toBe('user-adult');
    const twice = await call(t.app, ana.cookie, 'POST', '/users/cancel-subscription', {
      subscriptionId: sub!.id,
    });
    expect(twice.statusCode).toBe(400);

    const reactivate = await call(t.app, ana.cookie, 'POST', '/users/reactivate-subscription', {
      subscriptionId: sub!.id,
    });
    expect(reactivate.json()).toEqual({ success: true });
    [after] = await subsOf(ana.cookie);
    expect(after!.status).toBe('active');
  });

  it('renews monthly with the saved card', async () => {
    const ctx = serviceContext(t, now);
    clock = new Date('2026-04-10T11:00:00Z');
    expect(await renewDueSubscriptions(ctx)).toBeGreaterThan(0);
    const [sub] = await subsOf(ana.cookie);
    expect(sub!.status).toBe('active');
    expect(Date.parse(sub!.currentPeriodEnd!)).toBe(Date.parse('2026-05-10T10:00:00Z'));
    // Nothing more is due.
    expect(await renewDueSubscriptions(ctx)).toBe(0);
  });

  it('charges a new plan only from the end of a cancelled one (setup mode)', async () => {
    const [sub] = await subsOf(ana.cookie);
    await call(t.app, ana.cookie, 'POST', '/users/cancel-subscription', {
      subscriptionId: sub!.id,
    });
    const res = await call(t.app, ana.cookie, 'POST', '/users/create-subscription', {
      priceType: 'youth',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { clientSecret: string; intentType: string; nextChargeAt: string };
    expect(body.intentType).toBe('setup_intent');
    expect(Date.parse(body.nextChargeAt)).toBe(Date.parse('2026-05-10T10:00:00Z'));
    const ok = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret: body.clientSecret,
      card: GOOD_CARD,
    });
    expect(ok.statusCode).toBe(200);
    const subs = await subsOf(ana.cookie);
    expect(subs.map((s) => [s.type, s.status])).toEqual([
      ['adult', 'canceled'],
      ['youth', 'trialing'],
    ]);
    expect(await roleOf(ana.id)).toBe('user-youth');
    // The cancelled one cannot come back while another runs.
    const back = await call(t.app, ana.cookie, 'POST', '/users/reactivate-subscription', {
      subscriptionId: sub!.id,
    });
    expect(back.statusCode).toBe(409);
  });

  it('gives the role back when the last membership has fully ended', async () => {
    const ctx = serviceContext(t, now);
    const subs = await subsOf(ana.cookie);
    const youth = subs.find((s) => s.type === 'youth')!;
    await call(t.app, ana.cookie, 'POST', '/users/cancel-subscription', {
      subscriptionId: youth.id,
    });
    clock = new Date('2026-05-10T12:00:00Z');
    await renewDueSubscriptions(ctx);
    const ended = await subsOf(ana.cookie);
    expect(ended.every((s) => s.status === 'canceled')).toBe(true);
    expect(ended.every((s) => Date.parse(s.currentPeriodEnd!) <= clock.getTime())).toBe(true);
    expect(await roleOf(ana.id)).toBe('guess');
    const reactivate = await call(t.app, ana.cookie, 'POST', '/users/reactivate-subscription', {
      subscriptionId: youth.id,
    });
    expect(reactivate.statusCode).toBe(400);
    expect(ctx.emitted.some((e) => e.event === `userUpdated:${ana.id}`)).toBe(true);
  });

  it('never changes a role the club gives', async () => {
    const coach = await member(t.database.db, 'coach@test.local', 'coach');
    const res = await call(t.app, coach.cookie, 'POST', '/users/create-subscription', {
      priceType: 'padel',
    });
    await call(t.app, coach.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret: res.json().clientSecret,
      card: GOOD_CARD,
    });
    expect((await subsOf(coach.cookie))[0]).toMatchObject({ type: 'padel', status: 'active' });
    expect(await roleOf(coach.id)).toBe('coach');
    clock = new Date(clock.getTime() + 40 * DAY);
    const sub = (await subsOf(coach.cookie))[0]!;
    await call(t.app, coach.cookie, 'POST', '/users/cancel-subscription', {
      subscriptionId: sub.id,
    });
    await renewDueSubscriptions(serviceContext(t, now));
    expect(await roleOf(coach.id)).toBe('coach');
  });
});
