import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';
import { mailsTo } from '#tests/helpers/mails.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import {
  startPushEndpoint,
  testSubscriber,
  type PushEndpoint,
  type TestSubscriber,
} from '#tests/helpers/push-endpoint.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/domain/notifications.ts';
import { notifications, pushSubscriptions } from '../../db/schema/index.ts';
import { notify } from './notify.ts';
import { queueReminders } from './scheduled.ts';
import { MAX_ATTEMPTS, sendDueNotifications } from './send.ts';

// Thursday 10 December 2026 in Madrid (UTC+1): a booking at 19:00, its reminder due at 18:00.
const STARTS = new Date('2026-12-10T18:00:00Z');
const at = (iso: string) => new Date(iso);

describe('notifications: subscriptions, preferences, the outbox and the reminder', () => {
  let t: TestApp;
  let push: PushEndpoint;
  let clock = at('2026-12-10T12:00:00Z');
  const now = () => clock;
  const ctx = () => serviceContext(t, now);
  let member: { id: string; cookie: string };
  let courtId = '';

  const subscribe = async (cookie: string, id: string): Promise<TestSubscriber> => {
    const device = testSubscriber(`${push.url}/push/${id}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/subscriptions',
      headers: { cookie, 'user-agent': 'Test' },
      payload: device.json,
    });
    expect(res.statusCode).toBe(201);
    return device;
  };
  const to = (id: string) => push.requests.filter((r) => r.path === `/push/${id}`);

  beforeAll(async () => {
    push = await startPushEndpoint();
    t = await createTestApp({ now });
    courtId = (await seedClubCourts(t.database.db)).courts.padel2;
    member = await userWithSession(t.database.db, { email: 'aviso@example.com', role: 'member' });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('gives the public key to anyone, and refuses bad input with 400', async () => {
    const key = await t.app.inject({ url: '/api/notifications/key' });
    expect(key.json()).toEqual({ success: true, publicKey: expect.stringMatching(/^[\w-]{80,}$/) });
    // The same key on every read: it is kept.
    expect((await t.app.inject({ url: '/api/notifications/key' })).json()).toEqual(key.json());

    const cookie = member.cookie;
    const bad = [
      { method: 'POST', payload: { endpoint: 'nope', keys: { p256dh: 'a', auth: 'b' } } },
      { method: 'POST', payload: { endpoint: `${push.url}/push/x` } },
      { method: 'DELETE', payload: {} },
    ] as const;
    for (const b of bad) {
      const res = await t.app.inject({
        method: b.method,
        url: '/api/notifications/subscriptions',
        headers: { cookie },
        payload: b.payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { cookie },
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, reminderMinutes: 5 },
    });
    expect(prefs.statusCode).toBe(400);
    expect(prefs.json().message).toContain('El recordatorio va de 15 a 180 minutos.');
    const anonymous = await t.app.inject({ url: '/api/notifications/preferences' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('round-trips the preferences and counts the devices', async () => {
    const cookie = member.cookie;
    const read = async () =>
      (await t.app.inject({ url: '/api/notifications/preferences', headers: { cookie } })).json();
    expect(await read()).toEqual({
      success: true,
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
      devices: 0,
    });
    const mine = {
      kinds: { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds, rain: false },
      reminderMinutes: 60,
      quietStart: '22:30',
      quietEnd: '08:00',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { cookie },
      payload: mine,
    });
    expect(saved.json()).toEqual({ success: true, preferences: mine, devices: 0 });
    const device = await subscribe(cookie, 'uno');
    // Subscribing the same endpoint again keeps one row.
    await subscribe(cookie, 'uno');
    expect(await read()).toEqual({ success: true, preferences: mine, devices: 1 });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/notifications/subscriptions',
      headers: { cookie },
      payload: { endpoint: device.endpoint },
    });
    expect(gone.statusCode).toBe(200);
    expect((await read()).devices).toBe(0);
  });

  it('keeps the stored value of a kind an older app does not send', async () => {
    const saver = await userWithSession(t.database.db, { email: 'antigua@example.com' });
    const save = (kinds: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: { cookie: saver.cookie },
        payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, kinds },
      });
    const off = { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds, cancellation: false };
    expect((await save(off)).json().preferences.kinds).toEqual(off);
    const { cancellation: _unknown, ...older } = { ...off, rain: false };
    const saved = await save(older);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences.kinds).toEqual({ ...off, rain: false });
  });

  it('delivers a reminder once, at its minute, and its payload decrypts', async () => {
    const device = await subscribe(member.cookie, 'recordatorio');
    const bookingId = await insertBooking(t.database.db, {
      courtId,
      userId: member.id,
      date: '2026-12-10',
      startsAt: STARTS,
    });
    const runAt = async (iso: string) => {
      clock = at(iso);
      await queueReminders(ctx());
      await sendDueNotifications(ctx());
    };
    await runAt('2026-12-10T16:58:00Z');
    await runAt('2026-12-10T16:59:59Z');
    expect(to('recordatorio')).toHaveLength(0);
    await runAt('2026-12-10T17:00:00Z');
    expect(to('recordatorio')).toHaveLength(1);
    for (const later of ['2026-12-10T17:00:30Z', '2026-12-10T17:01:00Z', '2026-12-10T17:45:00Z']) {
      await runAt(later);
    }
    expect(to('recordatorio')).toHaveLength(1);

    const [request] = to('recordatorio');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(JSON.parse(device.decrypt(request!.body))).toEqual({
      kind: 'reminder',
      title: 'Tu partido empieza pronto',
      body: 'Pádel 2 · hoy a las 19:00',
      url: `/bookings/${bookingId}`,
      tag: `reminder-${bookingId}`,
    });
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subject, bookingId));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, userId: member.id });
  });

  it('removes a subscription the push service answers 410 or 404 for', async () => {
    clock = at('2026-12-11T11:00:00Z');
    const other = await userWithSession(t.database.db, { email: 'caducado@example.com' });
    await subscribe(other.cookie, 'caducada');
    await subscribe(other.cookie, 'perdida');
    push.answer('/push/caducada', 410);
    push.answer('/push/perdida', 404);
    await notify(ctx(), {
      kind: 'payment',
      subject: 'pago-1',
      userId: other.id,
      title: 'Pago recibido',
      body: 'Ana pagó su parte.',
      url: '/bookings/x',
      tag: 'payment-1',
    });
    await sendDueNotifications(ctx());
    expect(to('caducada')).toHaveLength(1);
    expect(to('perdida')).toHaveLength(1);
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, other.id));
    expect(left).toEqual([]);
    // No device left: a payment notice is e-mailed instead.
    const mails = await mailsTo(t.database.db, 'caducado@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Pago recibido']);
  });

  it('defers a payment notice to the end of the quiet hours; a reminder ignores them', async () => {
    const late = await userWithSession(t.database.db, { email: 'noche@example.com' });
    await subscribe(late.cookie, 'noche');
    clock = at('2026-12-11T22:30:00Z'); // 23:30 in Madrid
    await notify(ctx(), {
      kind: 'payment',
      subject: 'pago-noche',
      userId: late.id,
      title: 'Devolución a tu monedero',
      body: '12,00 € devueltos.',
      url: '/profile?tab=monedero',
      tag: 'refund-1',
    });
    await sendDueNotifications(ctx());
    clock = at('2026-12-12T06:59:00Z');
    await sendDueNotifications(ctx());
    expect(to('noche')).toHaveLength(0);
    clock = at('2026-12-12T07:00:00Z'); // 08:00 in Madrid
    await sendDueNotifications(ctx());
    expect(to('noche')).toHaveLength(1);
  });

  it('e-mails a member with no device for a fallback kind, not for a reminder', async () => {
    clock = at('2026-12-12T11:00:00Z');
    const nodevice = await userWithSession(t.database.db, { email: 'sinmovil@example.com' });
    const base = { userId: nodevice.id, body: 'Texto', url: '/matches' };
    await notify(ctx(), { ...base, kind: 'match', subject: 'm1', title: 'Plaza libre', tag: 'a' });
    await notify(ctx(), { ...base, kind: 'reminder', subject: 'b1', title: 'Pronto', tag: 'b' });
    await notify(ctx(), {
      ...base,
      kind: 'school',
      subject: 's1',
      title: 'Ya mandado',
      tag: 'c',
      mailed: true,
    });
    // The same notice twice is stored once.
    await notify(ctx(), { ...base, kind: 'match', subject: 'm1', title: 'Plaza libre', tag: 'a' });
    await sendDueNotifications(ctx());
    const mails = await mailsTo(t.database.db, 'sinmovil@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Plaza libre']);
    expect(mails[0]!.text).toContain('/matches');
    const rows = await t.database.db
      .select({ kind: notifications.kind, status: notifications.status })
      .from(notifications)
      .where(eq(notifications.userId, nodevice.id));
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'match', status: 'sent' },
      { kind: 'reminder', status: 'skipped' },
      { kind: 'school', status: 'skipped' },
    ]);
  });

  it('retries a failing push service with backoff, then gives up', async () => {
    clock = at('2026-12-13T11:00:00Z');
    const unlucky = await userWithSession(t.database.db, { email: 'fallo@example.com' });
    await subscribe(unlucky.cookie, 'rota');
    push.answer('/push/rota', 500);
    await notify(ctx(), {
      kind: 'renewal',
      subject: 'r1',
      userId: unlucky.id,
      title: 'Renovación fallida',
      body: 'No pudimos cobrar tu cuota.',
      url: '/profile?tab=suscripciones',
      tag: 'renewal-r1',
    });
    for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) {
      await sendDueNotifications(ctx());
      clock = new Date(clock.getTime() + 2 ** i * 60_000);
    }
    expect(to('rota')).toHaveLength(MAX_ATTEMPTS);
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, unlucky.id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'HTTP 500' });
  });

  it('skips a kind the member switched off', async () => {
    const stored = await notify(ctx(), {
      kind: 'rain',
      subject: 'lluvia-1',
      userId: member.id,
      title: 'Lluvia',
      body: '…',
      url: '/bookings/x',
      tag: 'rain-x',
    });
    expect(stored).toBe(false);
  });
});
