import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_MESSAGES } from '@/domain/waitlist.ts';
import { translator } from '../../../i18n.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { mailsTo } from '#tests/helpers/mails.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';
import {
  bookingHolds,
  bookings,
  courtBlockedTimes,
  users,
  waitlistEntries,
} from '../../../db/schema/index.ts';
import { invalidateCourtCache } from '../../courts/index.ts';
import { runJob } from '../../../jobs.ts';
import { serviceContext } from '#tests/helpers/payments.ts';

/** The rules' messages as a Spanish asker reads them. */
const es = translator('es');

type Session = { id: string; cookie: string };
const DAY = '2026-11-23';
const SLOT = '10:30 - 12:00';

describe('the waitlist', () => {
  let t: TestApp;
  let club: Club;
  let ana: Session;
  let bea: Session;
  let carla: Session;
  let dani: Session; // three past bookings unpaid: the rules refuse her
  let eva: Session;
  let nico: Session; // non-member
  let fran: Session;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    const member = (email: string, name: string) =>
      userWithSession(db, { email, name, role: 'user-adult' });
    ana = await member('ana@test.local', 'Ana');
    bea = await member('bea@test.local', 'Bea');
    carla = await member('carla@test.local', 'Carla');
    dani = await member('dani@test.local', 'Dani');
    eva = await member('eva@test.local', 'Eva');
    nico = await userWithSession(db, { email: 'nico@test.local', name: 'Nico', role: 'guess' });
    fran = await member('fran@test.local', 'Fran');
    admin = await userWithSession(db, { email: 'admin@test.local', role: 'admin' });
    for (let i = 1; i <= 3; i++) {
      await insertBooking(db, {
        courtId: club.courts.tennis2,
        userId: dani.id,
        date: `2026-11-0${i}`,
        startsAt: new Date(`2026-11-0${i}T09:00:00Z`),
      });
    }
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    who: Session,
    payload?: object,
  ) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const book = (who: Session, courtId: string, slot = SLOT, date = DAY) =>
    call('POST', '/api/users/booking', who, { courtId, dateBooked: date, timeBooked: [slot] });
  const join = (who: Session, courtId: string, slot = SLOT, date = DAY) =>
    call('POST', '/api/waitlist', who, { courtId, dateBooked: date, timeBooked: [slot] });
  const cancel = (who: Session, id: string) =>
    call('DELETE', `/api/users/booking/${id}/delete`, who);
  const mine = async (who: Session) => (await call('GET', '/api/waitlist/mine', who)).json();
  const activeOn = async (courtId: string, slot = SLOT) =>
    (
      await t.database.db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.courtId, courtId),
            eq(bookings.status, 'active'),
            eq(bookings.dateBooked, DAY),
          ),
        )
    ).filter((b) => b.slots.includes(slot));

  it('refuses a free slot and a member’s own booking, and a second place in the same line', async () => {
    expect((await join(bea, club.courts.padel1)).json()).toEqual({
      success: false,
      message: es(WAITLIST_MESSAGES.notTaken),
    });
    expect((await book(ana, club.courts.padel1)).statusCode).toBe(200);
    const own = await join(ana, club.courts.padel1);
    expect([own.statusCode, own.json().message]).toEqual([409, es(WAITLIST_MESSAGES.ownBooking)]);
    const first = await join(bea, club.courts.padel1);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Te avisaremos si se libera. Si puedes reservarla, la reservaremos por ti.',
      entry: { status: 'waiting', position: 1, courtName: 'Pádel 1', slots: [SLOT] },
    });
    const again = await join(bea, club.courts.padel1);
    expect([again.statusCode, again.json().message]).toEqual([409, es(WAITLIST_MESSAGES.already)]);
    expect((await join(carla, club.courts.padel1)).json().entry.position).toBe(2);
  });

  it('books the first in line when the booker cancels, and tells her live and by e-mail', async () => {
    const [taken] = await activeOn(club.courts.padel1);
    expect((await cancel(ana, taken!.id)).statusCode).toBe(200);
    const [now] = await activeOn(club.courts.padel1);
    expect(now!.userId).toBe(bea.id);
    const beas = (await call('GET', '/api/users/bookings', bea)).json().bookings;
    expect(beas.map((b: { _id: string }) => b._id)).toContain(now!.id);
    expect((await mine(bea)).entries).toEqual([]);
    const [mail] = await mailsTo(t.database.db, 'bea@test.local');
    expect(mail!.subject).toBe('Se liberó tu pista: ya está reservada');
    expect(mail!.text).toContain(es(WAITLIST_MESSAGES.booked));
    expect(mail!.text).toContain('Pista: Pádel - Pádel 1,');
    // Carla is now first in line.
    expect((await mine(carla)).entries).toMatchObject([{ status: 'waiting', position: 1 }]);
  });

  it('skips a member the rules refuse (she keeps her place and is told why)', async () => {
    expect((await book(ana, club.courts.padel2)).statusCode).toBe(200);
    expect((await join(dani, club.courts.padel2)).statusCode).toBe(201);
    expect((await join(eva, club.courts.padel2)).statusCode).toBe(201);
    // Eva reads the club in Catalan: the court of her e-mail too.
    const db = t.database.db;
    await db.update(users).set({ language: 'ca' }).where(eq(users.id, eva.id));
    // Dani reads the club in English: the rules' reason too, in her e-mail and her list.
    await db.update(users).set({ language: 'en' }).where(eq(users.id, dani.id));
    const [taken] = await activeOn(club.courts.padel2);
    await cancel(ana, taken!.id);
    const [evas] = await mailsTo(db, 'eva@test.local');
    expect(evas!.text).toContain('Pista: Pàdel - Pádel 2,');
    await db.update(users).set({ language: null }).where(eq(users.id, eva.id));
    const [now] = await activeOn(club.courts.padel2);
    expect(now!.userId).toBe(eva.id);
    const english = 'You have more than 3 past bookings unpaid. Please settle them.';
    const inEnglish = await t.app.inject({
      method: 'GET',
      url: '/api/waitlist/mine',
      headers: { cookie: dani.cookie, 'accept-language': 'en' },
    });
    expect(inEnglish.json().entries).toMatchObject([{ refusal: english }]);
    const [mail] = await mailsTo(t.database.db, 'dani@test.local');
    expect(mail!.text).toContain(
      `A time slot on your waiting list freed up, but we could not book it: ${english} You are`,
    );
    await db.update(users).set({ language: null }).where(eq(users.id, dani.id));
    const refusal =
      'Tienes más de 3 reservas no pagadas en el pasado. Por favor, regulariza tu situación.';
    expect((await mine(dani)).entries).toMatchObject([{ status: 'waiting', position: 1, refusal }]);
  });

  it('holds a freed slot 15 minutes for a non-member first in line', async () => {
    // Non-members book two days ahead at most.
    const [slot, date] = ['13:30 - 15:00', '2026-11-22'];
    const first = await book(ana, club.courts.padel1, slot, date);
    expect((await join(nico, club.courts.padel1, slot, date)).statusCode).toBe(201);
    await cancel(ana, first.json().booking._id);
    const [entry] = (await mine(nico)).entries;
    expect(entry).toMatchObject({ status: 'held', holdExpiresAt: '2026-11-21T09:15:00.000Z' });
    const holds = await t.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.userId, nico.id));
    expect(holds).toHaveLength(1);
    // Nobody else can take it meanwhile.
    const other = await book(carla, club.courts.padel1, slot, date);
    expect([other.statusCode, other.json().message]).toEqual([
      409,
      'Este horario ya está reservado.',
    ]);
  });

  it('lets a member leave the line', async () => {
    const [entry] = (await mine(dani)).entries;
    const left = await call('DELETE', `/api/waitlist/${entry._id}`, dani);
    expect(left.json()).toEqual({ success: true, message: es(WAITLIST_MESSAGES.left) });
    const again = await call('DELETE', `/api/waitlist/${entry._id}`, dani);
    expect([again.statusCode, again.json().message]).toEqual([404, es(WAITLIST_MESSAGES.notFound)]);
  });

  it('promotes on an admin’s removal, and shows the admin every line', async () => {
    const slot = '15:00 - 16:00';
    const first = await book(fran, club.courts.tennis1, slot);
    expect(first.statusCode).toBe(200);
    await join(carla, club.courts.tennis1, slot);
    const list = (await call('GET', '/api/admin/waitlists', admin)).json();
    expect(list.entries).toContainEqual(
      expect.objectContaining({
        slots: [slot],
        position: 1,
        user: expect.objectContaining({ name: 'Carla' }),
      }),
    );
    expect((await call('GET', '/api/admin/waitlists', bea)).statusCode).toBe(403);
    const removed = await call('DELETE', `/api/admin/bookings/${first.json().booking._id}`, admin, {
      refund: false,
    });
    expect(removed.statusCode).toBe(200);
    const [now] = await activeOn(club.courts.tennis1, slot);
    expect(now!.userId).toBe(carla.id);
  });

  it('walks the line of a blocked slot when the block is deleted', async () => {
    const [block] = await t.database.db
      .insert(courtBlockedTimes)
      .values({
        courtId: club.courts.tennis2,
        startDate: DAY,
        endDate: DAY,
        daysOfWeek: ['Lunes'],
        timeRange: '19:00 - 20:00',
        reason: 'Mantenimiento',
      })
      .returning();
    invalidateCourtCache();
    const slot = '19:00 - 20:00';
    expect((await join(bea, club.courts.tennis2, slot)).statusCode).toBe(201);
    const deleted = await call('DELETE', `/api/admin/blocked-times/${block!.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    const [now] = await activeOn(club.courts.tennis2, slot);
    expect(now!.userId).toBe(bea.id);
  });

  it('is off for a court type the club turned it off for', async () => {
    const patch = await call('PATCH', '/api/admin/settings', admin, {
      waitlist: { enabled: { tennis: false } },
    });
    expect(patch.statusCode).toBe(200);
    const slot = '20:00 - 21:00';
    expect((await book(fran, club.courts.tennis1, slot)).statusCode).toBe(200);
    const refused = await join(bea, club.courts.tennis1, slot);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      es(WAITLIST_MESSAGES.disabled),
    ]);
    const rows = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, bea.id));
    expect(rows.every((r) => !r.slots.includes(slot))).toBe(true);
  });

  it('expires the places in line of a slot once it has started, and only those', async () => {
    const day = '2026-11-24';
    const [early, later] = ['09:00 - 10:30', '19:30 - 21:00'];
    for (const slot of [early, later]) {
      expect((await book(fran, club.courts.padel1, slot, day)).statusCode).toBe(200);
      expect((await join(eva, club.courts.padel1, slot, day)).statusCode).toBe(201);
    }
    const places = async () =>
      Object.fromEntries(
        (
          await t.database.db
            .select()
            .from(waitlistEntries)
            .where(and(eq(waitlistEntries.userId, eva.id), eq(waitlistEntries.dateBooked, day)))
        ).map((r) => [r.slots[0], r.status]),
      );
    // At 09:30 on the day (club time, UTC+1) the first slot has started, the second has not.
    const at = new Date(`${day}T08:30:00Z`);
    const waiting = async () =>
      (
        await t.database.db
          .select()
          .from(waitlistEntries)
          .where(eq(waitlistEntries.status, 'waiting'))
      ).map((r) => r.startsAt.getTime());
    const started = (await waiting()).filter((startsAt) => startsAt <= at.getTime()).length;
    // Eva's first place, and the places left waiting in the lines of the day before.
    expect(started).toBeGreaterThan(1);
    const expire = () =>
      runJob(
        serviceContext(t, () => at),
        'waitlist expiry',
      );
    expect(await expire()).toBe(started);
    expect(await places()).toEqual({ [early]: 'expired', [later]: 'waiting' });
    expect((await waiting()).every((startsAt) => startsAt > at.getTime())).toBe(true);
    // Run again: nothing more to do.
    expect(await expire()).toBe(0);
  });
});
