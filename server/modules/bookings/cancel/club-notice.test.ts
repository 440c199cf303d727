import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { mailsTo } from '#tests/helpers/mails.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import {
  startPushEndpoint,
  testSubscriber,
  type PushEndpoint,
  type TestSubscriber,
} from '#tests/helpers/push-endpoint.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { bookingPlayers, bookingSlots, bookings, notifications } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../sessions.ts';
import { sendDueNotifications } from '../../notifications/index.ts';
import { cancelBookingInTx } from './cancel.ts';

// Saturday 21 November 2026, 10:00 in Madrid (UTC+1): outside everyone's quiet hours.
const NOW = new Date('2026-11-21T09:00:00Z');
const TITLE = 'Reserva cancelada por el club';

type Person = { id: string; cookie: string; name: string; email: string };
/** A part of a booking: a member (or a guest, null) and what was paid for it, by whom. */
type Part = { userId: string | null; cents?: number; paidBy?: string };

describe('the club tells every player of the bookings it cancels', () => {
  let t: TestApp;
  let push: PushEndpoint;
  let club: Club;
  let admin: Person;
  // Ana and Dani have a device; Bea and Carlos have none, so they get e-mails.
  let ana: Person, bea: Person, carlos: Person, dani: Person;
  const devices = new Map<string, TestSubscriber>();
  const ctx = () => serviceContext(t, () => NOW);

  const person = async (email: string, name: string, role = 'user-adult'): Promise<Person> => ({
    ...(await userWithSession(t.database.db, { email, name, role })),
    name,
    email,
  });
  const subscribe = async (who: Person) => {
    const device = testSubscriber(`${push.url}/push/${who.id}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/subscriptions',
      headers: { cookie: who.cookie, 'user-agent': 'Test' },
      payload: device.json,
    });
    expect(res.statusCode).toBe(201);
    devices.set(who.id, device);
  };
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });

  /** A booking written to the tables: `slot` is its club-time 'HH:MM - HH:MM' on `date`. */
  const book = async (
    courtId: string,
    date: string,
    startsAt: string,
    slot: string,
    parts: Part[],
  ) => {
    const start = new Date(startsAt);
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        courtId,
        userId: parts[0]!.userId!,
        dateBooked: date,
        startsAt: start,
        endsAt: new Date(start.getTime() + 3_600_000),
        slots: [slot],
        totalCents: 2000,
      })
      .returning({ id: bookings.id });
    const bookingId = row!.id;
    await t.database.db.insert(bookingSlots).values({ courtId, startsAt: start, bookingId });
    await t.database.db.insert(bookingPlayers).values(
      parts.map((part, position) => ({
        bookingId,
        position,
        userId: part.userId,
        isMember: part.userId !== null,
        nonMemberName: part.userId ? null : 'Invitado',
        amountCents: 500,
        amountPaidCents: part.cents ?? 0,
        paymentStatus: part.cents ? ('P' as const) : ('C' as const),
        paidBy: part.cents ? (part.paidBy ?? part.userId) : null,
      })),
    );
    return bookingId;
  };

  /** What each device received since `from`, decrypted. */
  const pushed = (who: Person, from = 0) =>
    push.requests
      .filter((r) => r.path === `/push/${who.id}`)
      .slice(from)
      .map((r) => JSON.parse(devices.get(who.id)!.decrypt(r.body)));
  const payload = (bookingId: string, body: string) => ({
    kind: 'cancellation',
    title: TITLE,
    body,
    url: `/bookings/${bookingId}`,
    tag: `cancelled-${bookingId}`,
  });
  const mailText = (who: Person, bookingId: string, body: string) =>
    [
      `Hola, ${who.name}:`,
      '',
      body,
      '',
      `Abrir en la app: ${t.config.publicUrl}/bookings/${bookingId}`,
      '',
      'Instala la app y activa las notificaciones para recibir estos avisos en tu móvil.',
      '',
      t.config.club.name,
    ].join('\n');
  const mails = async (who: Person) =>
    (await mailsTo(t.database.db, who.email)).map((m) => ({ subject: m.subject, text: m.text }));
  const queued = (bookingId: string) =>
    t.database.db
      .select({ kind: notifications.kind, userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.subject, `club-cancel:${bookingId}`));

  beforeAll(async () => {
    push = await startPushEndpoint();
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
    admin = await person('admin@test.local', 'Ana Admin', 'admin');
    ana = await person('ana@test.local', 'Ana Alonso');
    bea = await person('bea@test.local', 'Bea Blanco');
    carlos = await person('carlos@test.local', 'Carlos Castro');
    dani = await person('dani@test.local', 'Dani Díaz');
    await subscribe(ana);
    await subscribe(dani);
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('a closed day: one push or one e-mail per player of each booking, with their refund', async () => {
    // Ana and Bea paid their own parts; the guest paid nothing. Carlos paid for Dani too.
    const first = await book(
      club.courts.padel1,
      '2026-11-26',
      '2026-11-26T16:00:00Z',
      '17:00 - 18:00',
      [{ userId: ana.id, cents: 500 }, { userId: bea.id, cents: 500 }, { userId: null }],
    );
    const second = await book(
      club.courts.tennis1,
      '2026-11-26',
      '2026-11-26T18:00:00Z',
      '19:00 - 20:00',
      [
        { userId: carlos.id, cents: 1000 },
        { userId: dani.id, cents: 1000, paidBy: carlos.id },
      ],
    );
    const closed = await call('PUT', '/api/admin/calendar/days/2026-11-26', {
      name: 'Obras',
      source: 'club',
      status: 'closed',
      coveredBookings: 'cancel',
    });
    expect(closed.json()).toMatchObject({ success: true, cancelledBookings: 2 });

    const summary = await sendDueNotifications(ctx());
    expect(summary).toEqual({ sent: 2, mailed: 2, skipped: 0, retried: 0, failed: 0 });
    const why = 'El club cierra ese día (Obras).';
    const anaBody = `Pádel 1 · 26/11/2026 a las 17:00. ${why} Te hemos devuelto 5,00 € a tu monedero.`;
    const beaBody = `Pádel 1 · 26/11/2026 a las 17:00. ${why} Te hemos devuelto 5,00 € a tu monedero.`;
    const carlosBody = `Tenis 1 · 26/11/2026 a las 19:00. ${why} Te hemos devuelto 20,00 € a tu monedero.`;
    const daniBody = `Tenis 1 · 26/11/2026 a las 19:00. ${why} No se te había cobrado nada.`;
    expect(pushed(ana)).toEqual([payload(first, anaBody)]);
    expect(pushed(dani)).toEqual([payload(second, daniBody)]);
    expect(await mails(bea)).toEqual([{ subject: TITLE, text: mailText(bea, first, beaBody) }]);
    expect(await mails(carlos)).toEqual([
      { subject: TITLE, text: mailText(carlos, second, carlosBody) },
    ]);
    // One notice each: the refund is in it, not in a second 'payment' notice.
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.kind, 'payment')),
    ).toEqual([]);

    // The job again, and the closure saved again: nothing more is sent.
    expect(await sendDueNotifications(ctx())).toEqual({
      sent: 0,
      mailed: 0,
      skipped: 0,
      retried: 0,
      failed: 0,
    });
    const again = await call('PUT', '/api/admin/calendar/days/2026-11-26', {
      name: 'Obras',
      source: 'club',
      status: 'closed',
      coveredBookings: 'cancel',
    });
    expect(again.json()).toMatchObject({ success: true, cancelledBookings: 0 });
    await sendDueNotifications(ctx());
    expect(pushed(ana)).toHaveLength(1);
    expect(pushed(dani)).toHaveLength(1);
    expect(await mails(bea)).toHaveLength(1);
    expect(await mails(carlos)).toHaveLength(1);
  });

  it("an admin's cancellation tells each player, with the refund or that the club kept it", async () => {
    const pushedBefore = { ana: pushed(ana).length, dani: pushed(dani).length };
    const refunded = await book(
      club.courts.padel2,
      '2026-11-27',
      '2026-11-27T09:00:00Z',
      '10:00 - 11:00',
      [{ userId: ana.id, cents: 600 }, { userId: dani.id }],
    );
    const kept = await book(
      club.courts.padel2,
      '2026-11-27',
      '2026-11-27T11:00:00Z',
      '12:00 - 13:00',
      [{ userId: carlos.id, cents: 800 }, { userId: bea.id }],
    );
    const rain = await call('DELETE', `/api/admin/bookings/${refunded}`, { reason: 'Lluvia' });
    expect(rain.json()).toMatchObject({ success: true, refunded: 6 });
    const noShow = await call('DELETE', `/api/admin/bookings/${kept}`, { refund: false });
    expect(noShow.json()).toMatchObject({ success: true, refunded: 0 });

    expect(await sendDueNotifications(ctx())).toMatchObject({ sent: 2, mailed: 2 });
    const rainy = 'Pádel 2 · 27/11/2026 a las 10:00. El club ha cancelado la reserva (Lluvia).';
    const late = 'Pádel 2 · 27/11/2026 a las 12:00. El club ha cancelado la reserva.';
    expect(pushed(ana, pushedBefore.ana)).toEqual([
      payload(refunded, `${rainy} Te hemos devuelto 6,00 € a tu monedero.`),
    ]);
    expect(pushed(dani, pushedBefore.dani)).toEqual([
      payload(refunded, `${rainy} No se te había cobrado nada.`),
    ]);
    expect((await mails(carlos))[0]).toEqual({
      subject: TITLE,
      text: mailText(carlos, kept, `${late} No se devuelve lo que pagaste (8,00 €).`),
    });
    expect((await mails(bea))[0]).toEqual({
      subject: TITLE,
      text: mailText(bea, kept, `${late} No se te había cobrado nada.`),
    });
    expect(await sendDueNotifications(ctx())).toMatchObject({ sent: 0, mailed: 0 });
  });

  it('a blocked time that cancels bookings tells each player once', async () => {
    const pushedBefore = pushed(ana).length;
    const mailedBefore = (await mails(bea)).length;
    const blocked = await book(
      club.courts.tennis2,
      '2026-11-28',
      '2026-11-28T11:00:00Z',
      '12:00 - 13:00',
      [{ userId: bea.id }, { userId: ana.id }],
    );
    const block = {
      courtIds: [club.courts.tennis2],
      startDate: '2026-11-28',
      endDate: '2026-11-28',
      daysOfWeek: ['Sábado'],
      timeRange: '12:00 - 13:00',
      reason: 'Cambio de red',
      exceptions: [],
      coveredBookings: 'cancel',
    };
    const saved = await call('POST', '/api/admin/blocked-times', block);
    expect(saved.json()).toMatchObject({ success: true, cancelledBookings: 1 });

    expect(await sendDueNotifications(ctx())).toMatchObject({ sent: 1, mailed: 1 });
    const body =
      'Tenis 2 · 28/11/2026 a las 12:00. El club ha bloqueado la pista (Cambio de red). No se te había cobrado nada.';
    expect(pushed(ana, pushedBefore)).toEqual([payload(blocked, body)]);
    const beaMails = await mails(bea);
    expect(beaMails).toHaveLength(mailedBefore + 1);
    expect(beaMails[0]).toEqual({ subject: TITLE, text: mailText(bea, blocked, body) });
    expect(await sendDueNotifications(ctx())).toMatchObject({ sent: 0, mailed: 0 });
  });

  it('a cancellation rolled back queues nothing', async () => {
    const id = await book(
      club.courts.tennis2,
      '2026-11-29',
      '2026-11-29T11:00:00Z',
      '12:00 - 13:00',
      [{ userId: ana.id, cents: 500 }, { userId: bea.id }],
    );
    const actor: SessionUser = { ...admin, role: 'admin', league: false, language: null };
    const failed = t.database.db.transaction(async (tx) => {
      await cancelBookingInTx(ctx(), tx, actor, id, {
        override: { refund: true },
        club: { cause: 'admin' },
      });
      expect(
        await tx
          .select()
          .from(notifications)
          .where(eq(notifications.subject, `club-cancel:${id}`)),
      ).toHaveLength(2);
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    expect(await queued(id)).toEqual([]);
    const [row] = await t.database.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(row!.status).toBe('active');
  });

  it("a member's own cancellation keeps its refund notice and tells nobody else", async () => {
    const id = await book(
      club.courts.padel1,
      '2026-11-30',
      '2026-11-30T16:00:00Z',
      '17:00 - 18:00',
      [{ userId: ana.id, cents: 500 }, { userId: bea.id }],
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/booking/${id}/delete-booking-payments`,
      headers: { cookie: ana.cookie },
      payload: { players: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(await queued(id)).toEqual([]);
    const refund = await t.database.db
      .select({ userId: notifications.userId, payload: notifications.payload })
      .from(notifications)
      .where(eq(notifications.subject, `booking-refund:${id}`));
    expect(refund).toEqual([
      {
        userId: ana.id,
        payload: {
          kind: 'payment',
          title: 'Devolución a tu monedero',
          body: '5,00 € devueltos por la cancelación de una reserva.',
          url: '/profile?tab=monedero',
          tag: `refund-${id}`,
        },
      },
    ]);
  });
});
