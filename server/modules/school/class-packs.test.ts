import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  bookingPlayers,
  memberPacks,
  packTypes,
  packUses,
  schoolAttendance,
  schoolRequests,
  subscriptions,
} from '../../db/schema/index.ts';
import { NOW, insertBooking, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };
type Method = 'GET' | 'POST' | 'PUT';

/** Mondays of the group (NOW is Saturday 21 November 2026). */
const MONDAY = '2026-11-16';
const NEXT_MONDAY = '2026-11-23';

describe('class packs pay school classes', () => {
  let t: TestApp;
  let admin: Session;
  let carlos: Session; // the group's coach
  let ana: Session; // pays by class pack
  let ben: Session; // pays the monthly plan, and has a class pack too
  let eva: Session; // neither
  let groupId: string;
  let anaPack: string;
  let benPack: string;
  let tennis1: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    const club = await seedClubCourts(db);
    tennis1 = club.courts.tennis1;
    admin = await userWithSession(db, { email: 'admin@test.local', role: 'admin' });
    carlos = await userWithSession(db, { email: 'carlos@test.local', role: 'coach' });
    ana = await userWithSession(db, { email: 'ana@test.local', name: 'Ana', role: 'user-adult' });
    ben = await userWithSession(db, { email: 'ben@test.local', name: 'Ben', role: 'user-adult' });
    eva = await userWithSession(db, { email: 'eva@test.local', name: 'Eva', role: 'guess' });
    const res = await call(admin, 'POST', '/admin/school/groups', {
      level: 'Iniciación',
      coachId: carlos.id,
      courtId: club.courts.tennis2,
      daysOfWeek: ['Lunes'],
      timeRange: '10:00 - 11:00',
      size: 4,
      hoursPerMonth: 4,
      startDate: '2026-09-01',
      endDate: '2027-06-30',
    });
    groupId = res.json().group._id;
    await db.insert(schoolRequests).values(
      [ana, ben, eva].map((s) => ({
        userId: s.id,
        groupId,
        status: 'placed' as const,
        placedBy: carlos.id,
        placedAt: NOW,
      })),
    );
    await db.insert(subscriptions).values({
      userId: ben.id,
      gatewayId: 'sub_school_ben',
      type: 'socio_4p_4h',
      status: 'active',
      gatewayStatus: 'active',
      currentPeriodEnd: new Date('2026-12-10T10:00:00Z'),
      createdAt: new Date('2026-11-10T10:00:00Z'),
    });
    const [type] = await db
      .insert(packTypes)
      .values({
        name: 'Bono 4 clases',
        sport: 'tennis',
        minutes: 60,
        covers: 'class',
        uses: 4,
        priceCents: 6000,
        validityDays: 90,
      })
      .returning({ id: packTypes.id });
    const pack = (userId: string, usesLeft: number) => ({
      userId,
      packTypeId: type!.id,
      name: 'Bono 4 clases',
      sport: 'tennis' as const,
      minutes: 60,
      covers: 'class' as const,
      uses: 4,
      usesLeft,
      priceCents: 6000,
      validityDays: 90,
      status: 'active' as const,
      method: 'wallet' as const,
      purchasedAt: new Date('2026-11-01T10:00:00Z'),
      expiresAt: new Date('2027-01-30T10:00:00Z'),
    });
    const rows = await db
      .insert(memberPacks)
      .values([pack(ana.id, 4), pack(ben.id, 4)])
      .returning({ id: memberPacks.id });
    [anaPack, benPack] = rows.map((r) => r.id) as [string, string];
  });
  afterAll(() => t.close());

  const call = (who: Session, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });
  const attendance = (date: string, entries: Array<{ userId: string; present: boolean }>) =>
    call(carlos, 'PUT', `/school/groups/${groupId}/attendance`, { date, entries });
  const usesLeft = async (id: string) =>
    (await t.database.db.select().from(memberPacks).where(eq(memberPacks.id, id)))[0]!.usesLeft;
  const entries = async (date: string) =>
    (await call(carlos, 'GET', `/school/groups/${groupId}/attendance?date=${date}`)).json();

  it('takes one use from a pupil without a plan who came, none from one whose plan pays', async () => {
    const res = await attendance(MONDAY, [
      { userId: ana.id, present: true },
      { userId: ben.id, present: true },
      { userId: eva.id, present: true },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Asistencia guardada.');
    expect(await usesLeft(anaPack)).toBe(3);
    expect(await usesLeft(benPack)).toBe(4);
    const uses = await t.database.db.select().from(packUses);
    expect(uses).toHaveLength(1);
    // 6000 ¢ over 4 uses: the first is worth 1500 ¢.
    expect(uses[0]).toMatchObject({
      memberPackId: anaPack,
      schoolGroupId: groupId,
      classDate: MONDAY,
      bookingId: null,
      valueCents: 1500,
      returnedAt: null,
    });
    const day = await entries(MONDAY);
    expect(day.cancelled).toBe(false);
    expect(day.entries).toEqual([
      { userId: ana.id, name: 'Ana', present: true, paidBy: 'pack' },
      { userId: ben.id, name: 'Ben', present: true, paidBy: 'plan' },
      { userId: eva.id, name: 'Eva', present: true, paidBy: null },
    ]);
  });

  it('never takes a second use when the same class is saved again', async () => {
    await attendance(MONDAY, [{ userId: ana.id, present: true }]);
    expect(await usesLeft(anaPack)).toBe(3);
    expect(await t.database.db.select().from(packUses)).toHaveLength(1);
  });

  it('gives the use back when the coach corrects the pupil to absent', async () => {
    await attendance(MONDAY, [{ userId: ana.id, present: false }]);
    expect(await usesLeft(anaPack)).toBe(4);
    const [use] = await t.database.db.select().from(packUses);
    expect(use!.returnedAt).toEqual(NOW);
    expect((await entries(MONDAY)).entries[0]).toEqual({
      userId: ana.id,
      name: 'Ana',
      present: false,
      paidBy: null,
    });
  });

  it('gives every use back when the club calls the class off, and refuses its attendance', async () => {
    await attendance(NEXT_MONDAY, [
      { userId: ana.id, present: true },
      { userId: ben.id, present: true },
    ]);
    expect(await usesLeft(anaPack)).toBe(3);
    const url = `/school/groups/${groupId}/classes/cancel`;
    const notClass = await call(carlos, 'POST', url, { date: '2026-11-24' });
    expect(notClass.statusCode).toBe(400);
    expect(notClass.json().message).toBe('El grupo no tiene clase ese día.');
    expect((await call(ana, 'POST', url, { date: NEXT_MONDAY })).statusCode).toBe(403);

    const res = await call(carlos, 'POST', url, { date: NEXT_MONDAY, reason: 'Lluvia' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Clase cancelada. Se ha devuelto 1 uso de bono.');
    expect(await usesLeft(anaPack)).toBe(4);
    expect(await usesLeft(benPack)).toBe(4);
    const rows = await t.database.db
      .select()
      .from(schoolAttendance)
      .where(eq(schoolAttendance.date, NEXT_MONDAY));
    expect(rows).toEqual([]);
    expect((await entries(NEXT_MONDAY)).cancelled).toBe(true);

    const again = await call(carlos, 'POST', url, { date: NEXT_MONDAY });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta clase ya está cancelada.');
    const late = await attendance(NEXT_MONDAY, [{ userId: ana.id, present: true }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esta clase está cancelada.');
    expect(await usesLeft(anaPack)).toBe(4);
  });

  it('leaves the class unpaid once the pack has no use left', async () => {
    await t.database.db.update(memberPacks).set({ usesLeft: 0 }).where(eq(memberPacks.id, anaPack));
    const res = await attendance(MONDAY, [{ userId: ana.id, present: true }]);
    expect(res.statusCode).toBe(200);
    expect((await entries(MONDAY)).entries[0]).toMatchObject({ present: true, paidBy: null });
    expect(await usesLeft(anaPack)).toBe(0);
  });

  it('refuses a class pack on a court booking', async () => {
    const db = t.database.db;
    const startsAt = new Date(NOW.getTime() - 3 * 3_600_000);
    const bookingId = await insertBooking(db, {
      courtId: tennis1,
      userId: ben.id,
      date: '2026-11-21',
      startsAt,
    });
    await db.insert(bookingPlayers).values({
      bookingId,
      position: 0,
      userId: ben.id,
      isMember: true,
      amountCents: 1000,
    });
    const res = await call(ben, 'POST', '/users/booking/payWithPack', {
      bookingId,
      playerIndex: 0,
      packId: benPack,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Este bono paga clases de la escuela, no reservas.');
    expect(await usesLeft(benPack)).toBe(4);
  });
});
