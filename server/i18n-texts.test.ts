/**
 * What the server words on its own reaches each member in their account's language (decision
 * 089): e-mails, push notices, and a module's refusals and answers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@/i18n/message.ts';
import { userWithSession } from '#tests/helpers/bookings.ts';
import { mailsTo } from '#tests/helpers/mails.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { notifications, users } from './db/schema/index.ts';
import { translator } from './i18n.ts';
import { notify } from './modules/notifications/index.ts';

describe("the server's own texts in the member's language", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { CLUB_NAME: 'Club Raqueta Test' } });
  });
  afterAll(() => t.close());

  async function member(email: string, language: string | null) {
    const made = await userWithSession(t.database.db, { email, role: 'user-adult' });
    await t.database.db.update(users).set({ language }).where(eq(users.id, made.id));
    return made;
  }

  it("mails the password-reset link in the account's language, Spanish when it keeps none", async () => {
    await member('reset-ca@test.local', 'ca');
    await member('reset-en@test.local', 'en');
    await member('reset-es@test.local', null);
    for (const email of ['reset-ca@test.local', 'reset-en@test.local', 'reset-es@test.local']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/reset',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
    }
    const [ca] = await mailsTo(t.database.db, 'reset-ca@test.local');
    expect(ca!.subject).toBe('Recupera la contrasenya de Club Raqueta Test');
    expect(ca!.text).toContain("Fes servir l'enllaç següent per triar una contrasenya nova.");
    expect(ca!.html).toContain('<html lang="ca">');
    expect(ca!.html).toContain('Si el botó no funciona, copia aquest enllaç al navegador:');
    const [en] = await mailsTo(t.database.db, 'reset-en@test.local');
    expect(en!.subject).toBe('Reset your Club Raqueta Test password');
    expect(en!.text).toContain('Use the link below to choose a new password.');
    const [es] = await mailsTo(t.database.db, 'reset-es@test.local');
    expect(es!.subject).toBe('Recupera tu contraseña de Club Raqueta Test');
  });

  it('mails the confirmation of a registration in the language the person registers in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: {
        name: 'Jane',
        email: 'jane@test.local',
        password: 'secreta123',
        dob: '1990-01-01',
      },
    });
    expect(res.json()).toEqual({
      success: true,
      message: 'You have signed up. Check your e-mail to confirm your account.',
    });
    const [mail] = await mailsTo(t.database.db, 'jane@test.local');
    expect(mail!.subject).toBe('Confirm your Club Raqueta Test account');
    expect(mail!.text).toMatch(/^Hello Jane,/);
  });

  it("stores a push notice worded in the member's language", async () => {
    const ca = await member('push-ca@test.local', 'ca');
    const en = await member('push-en@test.local', 'en');
    for (const who of [ca, en]) {
      await notify(serviceContext(t), {
        kind: 'payment',
        subject: `refund-${who.id}`,
        userId: who.id,
        title: msg('push.refundTitle'),
        body: (language) =>
          translator(language)('push.refundCancelled', {
            amount: language === 'en' ? '€12.00' : '12,00 €',
          }),
        url: '/profile?tab=monedero',
        tag: 'refund-1',
        actions: [{ action: 'open', title: msg('push.rainCancel'), url: '/bookings' }],
      });
    }
    const payloadOf = async (userId: string) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId)))[0]!
        .payload;
    expect(await payloadOf(ca.id)).toMatchObject({
      title: 'Devolució al teu moneder',
      body: "12,00 € retornats per la cancel·lació d'una reserva.",
      actions: [{ action: 'open', title: 'Cancel·lar sense cost', url: '/bookings' }],
    });
    expect(await payloadOf(en.id)).toMatchObject({
      title: 'Refund to your wallet',
      body: '€12.00 refunded for a cancelled booking.',
    });
  });

  it("refuses and answers in the account's language, else the request's", async () => {
    const en = await member('refusal-en@test.local', 'en');
    const missing = '00000000-0000-4000-8000-000000000000';
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/booking/${missing}/delete`,
      headers: { cookie: en.cookie, 'accept-language': 'ca' },
    });
    expect([cancel.statusCode, cancel.json().message]).toEqual([404, 'Booking not found.']);
    const visitor = await member('refusal-visitor@test.local', null);
    const dates = await t.app.inject({
      method: 'GET',
      url: '/api/users/bookings?from=2026-05-10&to=2026-05-01',
      headers: { cookie: visitor.cookie, 'accept-language': 'ca-ES,ca;q=0.9' },
    });
    expect([dates.statusCode, dates.json().message]).toEqual([
      400,
      "La data de fi no pot ser anterior a la d'inici.",
    ]);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/notifications/subscriptions',
      headers: { cookie: en.cookie },
      payload: { endpoint: 'https://push.example.com/none' },
    });
    expect(off.json()).toEqual({
      success: true,
      message: 'Notifications turned off on this device.',
    });
  });
});
