import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBlock } from '@/domain/blocked-times.ts';
import type { BlockedTime } from '@/domain/courts.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { adminAuditLog, payments, users } from '../../db/schema/index.ts';
import { mailsTo } from '#tests/helpers/mails.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { GOOD_CARD, serviceContext } from '#tests/helpers/payments.ts';
import { placeStudent } from './service.ts';

type Session = { id: string; cookie: string };
type Method = 'GET' | 'POST' | 'PUT';

const MONDAY = '2026-11-23';

describe('tennis school', () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let carlos: Session; // the group's coach
  let olga: Session; // another coach
  let nico: Session; // non-member student
  let sofia: Session; // member student
  let groupId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    admin = await userWithSession(db, { email: 'admin@test.local', role: 'admin' });
    carlos = await userWithSession(db, {
      email: 'carlos@test.local',
      name: 'Carlos',
      role: 'coach',
    });
    olga = await userWithSession(db, { email: 'olga@test.local', name: 'Olga', role: 'coach' });
    nico = await userWithSession(db, { email: 'nico@test.local', name: 'Nico', role: 'guess' });
    sofia = await userWithSession(db, {
      email: 'sofia@test.local',
      name: 'Sofía',
      role: 'user-adult',
    });
  });
  afterAll(() => t.close());

  const call = (who: Session | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const book = (who: Session, timeBooked: string) =>
    call(who, 'POST', '/users/booking', {
      courtId: club.courts.tennis2,
      timeBooked: [timeBooked],
      dateBooked: MONDAY,
      userBooked: who.id,
      players: [],
      isLeagueMatch: false,
      paymentStatus: 'C',
    });
  const group = (timeRange: string, extra: object = {}) => ({
    level: 'Iniciación',
    coachId: carlos.id,
    courtId: club.courts.tennis2,
    daysOfWeek: ['Lunes'],
    timeRange,
    size: 4,
    hoursPerMonth: 8,
    startDate: '2026-09-01',
    endDate: '2027-06-30',
    ...extra,
  });
  const tennis2Blocks = async (): Promise<BlockedTime[]> =>
    (await call(sofia, 'GET', `/courts/${club.courts.tennis2}`)).json().court.blockedTimes;

  describe('groups (admin)', () => {
    it('refuses everyone but admins', async () => {
      expect((await call(carlos, 'GET', '/admin/school')).statusCode).toBe(403);
      const res = await call(carlos, 'POST', '/admin/school/groups', group('10:00 - 11:00'));
      expect(res.statusCode).toBe(403);
    });

    it('refuses bad input with a clear message', async () => {
      const size5 = await call(
        admin,
        'POST',
        '/admin/school/groups',
        group('10:00 - 11:00', { size: 5 }),
      );
      expect(size5.statusCode).toBe(400);
      expect(size5.json().message).toContain('El grupo es de 4 o 6 alumnos.');
      const notCoach = await call(
        admin,
        'POST',
        '/admin/school/groups',
        group('10:00 - 11:00', { coachId: nico.id }),
      );
      expect(notCoach.statusCode).toBe(400);
      expect(notCoach.json().message).toBe('Elige un entrenador.');
    });

    it('refuses a group over existing bookings, listing them, and writes nothing', async () => {
      expect((await book(sofia, '12:00 - 13:00')).statusCode).toBe(200);
      const res = await call(admin, 'POST', '/admin/school/groups', group('12:00 - 13:00'));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'El horario del grupo coincide con reservas existentes: 23/11/2026 12:00 - 13:00 (Tenis 2). Cancélalas o cambia el horario.',
      );
      expect(await tennis2Blocks()).toEqual([]);
    });

    it("blocks the group's court time on the schedule as 'Escuela de Tenis'", async () => {
      const res = await call(admin, 'POST', '/admin/school/groups', group('10:00 - 11:00'));
      expect(res.statusCode).toBe(201);
      groupId = res.json().group._id;
      expect(res.json().group).toMatchObject({
        coachName: 'Carlos',
        courtName: 'Tenis 2',
        freePlaces: 4,
      });
      const blocks = await tennis2Blocks();
      expect(blocks).toHaveLength(1);
      expect(findBlock(blocks, MONDAY, '10:00 - 11:00')).toMatchObject({
        reason: 'Escuela de Tenis',
        kind: 'school',
      });
      const refused = await book(sofia, '10:00 - 11:00');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Escuela de Tenis');
      const audit = await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.entityId, groupId));
      expect(audit.map((a) => a.action)).toEqual(['school_group.create']);
    });

    it("moves the block with the group's time", async () => {
      const res = await call(
        admin,
        'PUT',
        `/admin/school/groups/${groupId}`,
        group('11:00 - 12:00'),
      );
      expect(res.statusCode).toBe(200);
      const blocks = await tennis2Blocks();
      expect(blocks).toHaveLength(1);
      expect(findBlock(blocks, MONDAY, '10:00 - 11:00')).toBeNull();
      expect((await book(sofia, '11:00 - 12:00')).statusCode).toBe(409);
      expect((await book(nico, '10:00 - 11:00')).statusCode).not.toBe(409);
    });

    it("keeps the group's block out of the admin's blocked-time editing", async () => {
      const block = (
        await call(admin, 'GET', `/admin/blocked-times?courtId=${club.courts.tennis2}`)
      ).json().blockedTimes[0];
      expect(block).toMatchObject({ reason: 'Escuela de Tenis', timeRange: '11:00 - 12:00' });
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/blocked-times/${block._id}`,
        headers: { cookie: admin.cookie },
      });
      expect(removed.statusCode).toBe(409);
      expect(removed.json().message).toBe(
        'Este horario es de un grupo de la Escuela de Tenis: cámbialo desde Administración > Escuela.',
      );
      expect(await tennis2Blocks()).toHaveLength(1);
    });
  });

  describe('requests and placement', () => {
    it("takes a request ('Solicitar plaza') once", async () => {
      const res = await call(nico, 'POST', '/school/requests', {
        groupId,
        comment: 'Nivel básico',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'Solicitud enviada. Un entrenador te asignará un grupo.',
        request: { status: 'pending', groupId, comment: 'Nivel básico', planType: null },
      });
      const again = await call(nico, 'POST', '/school/requests', {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Ya tienes una solicitud de plaza en la escuela.');
      const bad = await call(nico, 'POST', '/school/requests', { groupId: 'x' });
      expect(bad.statusCode).toBe(400);
    });

    it('shows the requests to coaches only', async () => {
      expect((await call(nico, 'GET', '/school/coach')).statusCode).toBe(403);
      const res = await call(carlos, 'GET', '/school/coach');
      expect(res.statusCode).toBe(200);
      expect(res.json().requests).toMatchObject([
        { user: { _id: nico.id, name: 'Nico' }, groupId },
      ]);
      expect(res.json().groups.map((g: { _id: string }) => g._id)).toEqual([groupId]);
      expect((await call(olga, 'GET', '/school/coach')).json().groups).toEqual([]);
    });

    it("lets only the group's coach place a student, who is told by e-mail", async () => {
      const [request] = (await call(carlos, 'GET', '/school/coach')).json().requests;
      const byOlga = await call(olga, 'POST', `/school/requests/${request._id}/place`, { groupId });
      expect(byOlga.statusCode).toBe(403);
      expect(byOlga.json().message).toBe(
        'Solo el entrenador del grupo puede asignar plazas en él.',
      );
      const byStudent = await call(nico, 'POST', `/school/requests/${request._id}/place`, {
        groupId,
      });
      expect(byStudent.statusCode).toBe(403);

      const res = await call(carlos, 'POST', `/school/requests/${request._id}/place`, { groupId });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Nico tiene plaza en el grupo.');
      const twice = await call(carlos, 'POST', `/school/requests/${request._id}/place`, {
        groupId,
      });
      expect(twice.statusCode).toBe(409);
      const [mail] = await mailsTo(t.database.db, 'nico@test.local');
      expect(mail!.subject).toContain('Tienes plaza en la Escuela de Tenis');
      expect(mail!.text).toContain('Carlos te ha asignado una plaza en el grupo Iniciación');

      const mine = (await call(nico, 'GET', '/school')).json();
      expect(mine.myRequest).toMatchObject({
        status: 'placed',
        groupId,
        planType: 'no_socio_4p_8h',
      });
      expect(mine.groups.find((g: { _id: string }) => g._id === groupId).freePlaces).toBe(3);
    });

    it('tells the student live, and refuses a full group', async () => {
      const ctx = serviceContext(t, () => NOW);
      await call(sofia, 'POST', '/school/requests', {});
      const [request] = (await call(carlos, 'GET', '/school/coach')).json().requests;
      await placeStudent(
        ctx,
        { ...carlos, email: '', name: 'Carlos', role: 'coach', league: false, language: null },
        request._id,
        groupId,
      );
      expect(ctx.emitted).toEqual([
        {
          userId: sofia.id,
          event: `schoolUpdated:${sofia.id}`,
          payload: { requestId: request._id, status: 'placed', groupId },
        },
      ]);
      for (const n of [1, 2, 3]) {
        const extra = await userWithSession(t.database.db, {
          email: `extra${n}@test.local`,
          name: `Extra ${n}`,
        });
        await call(extra, 'POST', '/school/requests', {});
      }
      const waiting = (await call(carlos, 'GET', '/school/coach')).json().requests;
      for (const r of waiting.slice(0, 2)) {
        expect(
          (await call(carlos, 'POST', `/school/requests/${r._id}/place`, { groupId })).statusCode,
        ).toBe(200);
      }
      const full = await call(carlos, 'POST', `/school/requests/${waiting[2]._id}/place`, {
        groupId,
      });
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe('El grupo está completo.');
    });
  });

  describe('paying the plan', () => {
    it("refuses a school plan without a placement, or not the group's", async () => {
      const olgaPlan = await call(olga, 'POST', '/users/create-subscription', {
        priceType: 'socio_4p_8h',
      });
      expect(olgaPlan.statusCode).toBe(400);
      expect(olgaPlan.json().message).toBe(
        'No tienes plaza asignada en ningún grupo de la escuela. Contacta con tu entrenador.',
      );
      const wrong = await call(nico, 'POST', '/users/create-subscription', {
        priceType: 'socio_4p_8h',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(
        'Este plan no corresponde a tu grupo. Tu plan es Escuela de Tenis (No socio, 4 alumnos, 8 h/mes).',
      );
    });

    it("charges the admin's price, shows it in Suscripciones and keeps the role", async () => {
      const priced = await call(admin, 'PUT', '/admin/school/prices', {
        prices: [{ type: 'no_socio_4p_8h', price: 110.5 }],
      });
      expect(priced.statusCode).toBe(200);
      expect((await call(nico, 'GET', '/school')).json().prices).toContainEqual(
        expect.objectContaining({ type: 'no_socio_4p_8h', price: 110.5 }),
      );
      const res = await call(nico, 'POST', '/users/create-subscription', {
        priceType: 'no_socio_4p_8h',
      });
      expect(res.statusCode).toBe(200);
      const { clientSecret } = res.json();
      const [attempt] = await t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, nico.id), eq(payments.kind, 'subscription')));
      expect(attempt).toMatchObject({ amountCents: 11_050, purpose: 'school' });
      const paid = await call(nico, 'POST', '/payments/sandbox/confirm', {
        clientSecret,
        card: GOOD_CARD,
      });
      expect(paid.statusCode).toBe(200);

      const me = (await call(nico, 'GET', '/users/me')).json().user;
      expect(me.subscriptions).toMatchObject([{ type: 'no_socio_4p_8h', status: 'active' }]);
      expect(me.role).toBe('guess');
      expect((await call(nico, 'GET', '/school')).json().myRequest.planPaid).toBe(true);
      const again = await call(nico, 'POST', '/users/create-subscription', {
        priceType: 'no_socio_4p_8h',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Ya tienes un plan de la escuela activo.');
    });

    it('gives a member the socio plan and leaves the membership role alone', async () => {
      const res = await call(sofia, 'POST', '/users/create-subscription', {
        priceType: 'socio_4p_8h',
      });
      expect(res.statusCode).toBe(200);
      await call(sofia, 'POST', '/payments/sandbox/confirm', {
        clientSecret: res.json().clientSecret,
        card: GOOD_CARD,
      });
      const [row] = await t.database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, sofia.id));
      // The role was the club's to give here (no membership): a school plan never changes it.
      expect(row!.role).toBe('user-adult');
      const me = (await call(sofia, 'GET', '/users/me')).json().user;
      expect(me.subscriptions).toMatchObject([{ type: 'socio_4p_8h', status: 'active' }]);
    });
  });

  describe('attendance', () => {
    it("is taken by the group's coach on a class day and seen by the student", async () => {
      const url = `/school/groups/${groupId}/attendance`;
      const notClass = await call(carlos, 'PUT', url, { date: '2026-11-24', entries: [] });
      expect(notClass.statusCode).toBe(400);
      expect(notClass.json().message).toBe('El grupo no tiene clase ese día.');
      const byOlga = await call(olga, 'PUT', url, { date: MONDAY, entries: [] });
      expect(byOlga.statusCode).toBe(403);
      const stranger = await call(carlos, 'PUT', url, {
        date: MONDAY,
        entries: [{ userId: olga.id, present: true }],
      });
      expect(stranger.statusCode).toBe(400);

      const saved = await call(carlos, 'PUT', url, {
        date: MONDAY,
        entries: [
          { userId: nico.id, present: true },
          { userId: sofia.id, present: false },
        ],
      });
      expect(saved.statusCode).toBe(200);
      const list = (await call(carlos, 'GET', `${url}?date=${MONDAY}`)).json().entries;
      // Nico paid his plan above: it pays every class he comes to.
      expect(list).toContainEqual({ userId: nico.id, name: 'Nico', present: true, paidBy: 'plan' });
      expect(list).toContainEqual({
        userId: sofia.id,
        name: 'Sofía',
        present: false,
        paidBy: null,
      });
      expect((await call(nico, 'GET', '/school')).json().myAttendance).toEqual([
        { date: MONDAY, present: true },
      ]);
    });
  });
});
