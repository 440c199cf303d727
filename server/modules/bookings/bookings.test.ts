import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { bookingHistory, bookings, bookingSlots } from '../../db/schema/index.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };

describe('bookings', () => {
  let t: TestApp;
  let club: Club;
  let sofia: Session; // member, league
  let marta: Session; // member
  let vera: Session; // member with past unpaid bookings
  let javi: Session; // league member
  let nico: Session; // guest (non-member)
  let admin: Session;
  let coach: Session;
  let noLeague: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    sofia = await userWithSession(db, {
      email: 'sofia@test.local',
      name: 'Sofía Socia',
      role: 'user-adult',
      league: true,
    });
    marta = await userWithSession(db, { email: 'marta@test.local', name: 'Marta', role: 'vip' });
    vera = await userWithSession(db, { email: 'vera@test.local', role: 'user-youth' });
    javi = await userWithSession(db, {
      email: 'javi@test.local',
      name: 'Javier',
      role: 'user-youth',
      league: true,
    });
    nico = await userWithSession(db, { email: 'nico@test.local', name: 'Nico', role: 'guess' });
    admin = await userWithSession(db, { email: 'admin@test.local', role: 'admin' });
    coach = await userWithSession(db, { email: 'coach@test.local', role: 'coach' });
    noLeague = await userWithSession(db, { email: 'noleague@test.local', role: 'user-adult' });
  });
  afterAll(() => t.close());

  const get = (url: string, who?: Session) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const book = (who: Session, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: who.cookie },
      payload,
    });
  const cancel = (who: Session, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/users/booking/${id}/delete`,
      headers: { cookie: who.cookie },
    });

  describe('booking', () => {
    let sofiaBooking: string;

    it('books a slot for a member, with court and booker populated and a history', async () => {
      const res = await book(sofia, {
        courtId: club.courts.tennis2,
        timeBooked: ['10:00 - 11:00'],
        dateBooked: '2026-11-22',
        userBooked: sofia.id,
        players: [],
        isLeagueMatch: false,
        paymentStatus: 'C',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, msg: 'Reserva confirmada' });
      expect(body.booking).toMatchObject({
        courtId: { _id: club.courts.tennis2, type: 'tennis', name: 'Tenis 2' },
        dateBooked: '2026-11-22',
        timeBooked: '10:00 - 11:00',
        yearBooked: 2026,
        monthBooked: 11,
        dayBooked: 22,
        userBooked: { _id: sofia.id, name: 'Sofía Socia' },
        paymentStatus: 'C',
        totalAmount: 10,
        isLeagueMatch: false,
        startsAt: '2026-11-22T09:00:00.000Z',
      });
      expect(body.booking.players[0]).toMatchObject({ memberId: { _id: sofia.id }, amount: 10 });
      sofiaBooking = body.booking._id;
      const history = await t.database.db
        .select()
        .from(bookingHistory)
        .where(eq(bookingHistory.bookingId, sofiaBooking));
      expect(history.map((h) => h.action)).toEqual(['Reserva creada', 'Reserva Confirmado']);
    });

    it('refuses the same slot to someone else with a 409', async () => {
      const res = await book(marta, {
        courtId: club.courts.tennis2,
        timeBooked: ['10:00 - 11:00'],
        dateBooked: '2026-11-22',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Este horario ya está reservado.',
      });
    });

    it('shows names to members and hides them from non-members', async () => {
      const q = `/api/users/booked?courtId=${club.courts.tennis2}&isDelete=true&startDate=2026-11-21&endDate=2026-11-27`;
      const member = (await get(q, marta)).json();
      expect(member.bookings).toHaveLength(1);
      expect(member.bookings[0]).toMatchObject({
        _id: sofiaBooking,
        dateBooked: '2026-11-22',
        timeBooked: '10:00 - 11:00',
        userBooked: { _id: sofia.id, name: 'Sofía Socia' },
        isMine: false,
      });
      const guest = (await get(q, nico)).json();
      expect(guest.bookings[0].userBooked.name).toBeNull();
      const own = (await get(q, sofia)).json();
      expect(own.bookings[0]).toMatchObject({ isMine: true, userBooked: { name: 'Sofía Socia' } });
    });

    it('lets only the booker, a player or an admin read a booking', async () => {
      expect((await get(`/api/users/booking/${sofiaBooking}`, sofia)).statusCode).toBe(200);
      expect((await get(`/api/users/booking/${sofiaBooking}`, admin)).statusCode).toBe(200);
      expect((await get(`/api/users/booking/${sofiaBooking}`, marta)).statusCode).toBe(404);
      const history = (await get(`/api/users/booking/${sofiaBooking}/history`, sofia)).json();
      expect(history.history.map((h: { action: string }) => h.action)).toEqual([
        'Reserva creada',
        'Reserva Confirmado',
      ]);
      expect(history.history[0].performedBy).toEqual({ _id: sofia.id, name: 'Sofía Socia' });
      expect((await get(`/api/users/booking/${sofiaBooking}/history`, marta)).statusCode).toBe(404);
      const mine = (await get('/api/users/bookings', sofia)).json();
      expect(mine.bookings.map((b: { _id: string }) => b._id)).toContain(sofiaBooking);
      expect((await get('/api/users/bookings', marta)).json().bookings).toEqual([]);
    });

    it('refuses a member booking as someone else, but lets an admin book for a member', async () => {
      const payload = {
        courtId: club.courts.tennis2,
        timeBooked: ['12:00 - 13:00'],
        dateBooked: '2026-11-22',
        userBooked: marta.id,
      };
      const res = await book(sofia, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('No puedes reservar en nombre de otra persona.');
      const byAdmin = await book(admin, payload);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().booking.userBooked._id).toBe(marta.id);
      const forGuest = await book(admin, {
        ...payload,
        timeBooked: ['13:00 - 14:00'],
        userBooked: nico.id,
      });
      expect(forGuest.statusCode).toBe(400);
    });

    it('allows two bookings a day, not three (except coaches)', async () => {
      const base = { courtId: club.courts.tennis1, dateBooked: '2026-11-24' };
      expect((await book(marta, { ...base, timeBooked: ['09:00 - 10:00'] })).statusCode).toBe(200);
      expect((await book(marta, { ...base, timeBooked: ['10:00 - 11:00'] })).statusCode).toBe(200);
      const third = await book(marta, { ...base, timeBooked: ['11:00 - 12:00'] });
      expect(third.statusCode).toBe(409);
      expect(third.json().message).toBe('No puedes hacer más de 2 reservas en un mismo día.');
      const c = { ...base, courtId: club.courts.padel2 };
      expect((await book(coach, { ...c, timeBooked: ['09:00 - 10:30'] })).statusCode).toBe(200);
      expect((await book(coach, { ...c, timeBooked: ['10:30 - 12:00'] })).statusCode).toBe(200);
      expect((await book(coach, { ...c, timeBooked: ['12:00 - 13:30'] })).statusCode).toBe(200);
    });

    it('enforces the weekly cap by role', async () => {
      // marta already holds 3 bookings in the window (22nd, 24th ×2); the member cap is 6.
      for (const date of ['2026-11-25', '2026-11-26', '2026-11-27']) {
        const r = await book(marta, {
          courtId: club.courts.tennis2,
          dateBooked: date,
          timeBooked: ['20:00 - 21:00'],
        });
        expect(r.statusCode).toBe(200);
      }
      const res = await book(marta, {
        courtId: club.courts.tennis2,
        dateBooked: '2026-11-23',
        timeBooked: ['20:00 - 21:00'],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Has alcanzado el límite de 6 reservas en los próximos 7 días.',
      );
    });

    it('blocks a user with 3 past unpaid bookings', async () => {
      const db = t.database.db;
      for (const day of ['01', '02', '03']) {
        await insertBooking(db, {
          courtId: club.courts.tennis2,
          userId: vera.id,
          date: `2026-11-${day}`,
          startsAt: new Date(`2026-11-${day}T10:00:00Z`),
          paymentStatus: day === '03' ? 'S' : 'C',
        });
      }
      const res = await book(vera, {
        courtId: club.courts.tennis2,
        dateBooked: '2026-11-23',
        timeBooked: ['09:00 - 10:00'],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Tienes más de 3 reservas no pagadas en el pasado. Por favor, regulariza tu situación.',
      );
    });

    it('refuses blocked, past, out-of-reach, unknown and non-consecutive slots', async () => {
      const blocked = await book(sofia, {
        courtId: club.courts.tennis1,
        dateBooked: '2026-11-23', // a Monday: Escuela de tenis 17:00 - 19:00
        timeBooked: ['17:00 - 18:00'],
      });
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().message).toBe('Escuela de tenis');
      const past = await book(sofia, {
        courtId: club.courts.tennis1,
        dateBooked: '2026-11-21',
        timeBooked: ['09:00 - 10:00'],
      });
      expect(past.json().message).toBe('No se puede reservar un horario que ya ha pasado.');
      const far = await book(sofia, {
        courtId: club.courts.tennis1,
        dateBooked: '2026-11-28',
        timeBooked: ['09:00 - 10:00'],
      });
      expect(far.json().message).toBe('Ese día no se puede reservar todavía.');
      const gap = await book(sofia, {
        courtId: club.courts.tennis1,
        dateBooked: '2026-11-25',
        timeBooked: ['09:00 - 10:00', '11:00 - 12:00'],
      });
      expect(gap.statusCode).toBe(400);
      const nonsense = await book(sofia, {
        courtId: club.courts.tennis1,
        dateBooked: 'tomorrow',
        timeBooked: ['9 to 10'],
      });
      expect(nonsense.statusCode).toBe(400);
      const count = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.userId, sofia.id));
      expect(count).toHaveLength(1);
    });

    it('checks league matches', async () => {
      const base = { dateBooked: '2026-11-26', timeBooked: ['09:00 - 10:00'], isLeagueMatch: true };
      const noRival = await book(sofia, { ...base, courtId: club.courts.tennis1 });
      expect(noRival.json().message).toBe('Selecciona un jugador rival.');
      const padel = await book(sofia, {
        ...base,
        courtId: club.courts.padel1,
        timeBooked: ['09:00 - 10:30'],
        players: [{ memberId: javi.id, isMember: true }],
      });
      expect(padel.json().message).toBe('Los partidos de liga no se juegan en pistas de pádel.');
      const notLeague = await book(noLeague, {
        ...base,
        courtId: club.courts.tennis1,
        players: [{ memberId: javi.id, isMember: true }],
      });
      expect(notLeague.statusCode).toBe(409);
      const ok = await book(sofia, {
        ...base,
        courtId: club.courts.tennis1,
        players: [{ memberId: javi.id, isMember: true }],
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().booking).toMatchObject({ isLeagueMatch: true });
      expect(ok.json().booking.players[1].memberId._id).toBe(javi.id);
      // The rival sees it too.
      expect((await get(`/api/users/booking/${ok.json().booking._id}`, javi)).statusCode).toBe(200);
    });

    it('makes guests pay by card first', async () => {
      const res = await book(nico, {
        courtId: club.courts.padel1,
        dateBooked: '2026-11-22',
        timeBooked: ['12:00 - 13:30'],
      });
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe(
        'Como invitado, debes pagar la totalidad de la pista para confirmar tu reserva.',
      );
    });

    it('cancels 6 hours or more ahead and frees the slot at once', async () => {
      expect((await cancel(marta, sofiaBooking)).statusCode).toBe(404);
      const res = await cancel(sofia, sofiaBooking);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Reserva cancelada exitosamente.' });
      const [row] = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, sofiaBooking));
      expect(row!.status).toBe('cancelled');
      const taker = await book(javi, {
        courtId: club.courts.tennis2,
        timeBooked: ['10:00 - 11:00'],
        dateBooked: '2026-11-22',
      });
      expect(taker.statusCode).toBe(200);
      expect((await cancel(sofia, sofiaBooking)).statusCode).toBe(404);
    });

    it('refuses to cancel late or paid bookings with the spec reasons', async () => {
      const db = t.database.db;
      const soon = await insertBooking(db, {
        courtId: club.courts.padel2,
        userId: sofia.id,
        date: '2026-11-21',
        startsAt: new Date('2026-11-21T14:00:00Z'),
      });
      const late = await cancel(sofia, soon);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('Faltan menos de 6 horas para el inicio de la reserva');
      const paid = await insertBooking(db, {
        courtId: club.courts.padel2,
        userId: sofia.id,
        date: '2026-11-25',
        startsAt: new Date('2026-11-25T14:00:00Z'),
        paymentStatus: 'P',
      });
      expect((await cancel(sofia, paid)).json().message).toBe('La reserva ya está pagada');
      const partly = await insertBooking(db, {
        courtId: club.courts.padel2,
        userId: sofia.id,
        date: '2026-11-25',
        startsAt: new Date('2026-11-25T16:00:00Z'),
        paymentStatus: 'S',
      });
      expect((await cancel(sofia, partly)).json().message).toBe(
        'La reserva está parcialmente pagada',
      );
      const slots = await db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, soon));
      expect(slots[0]!.active).toBe(true);
    });
  });

  describe('member lists', () => {
    it('lists members for members, league players for the league box, nothing for guests', async () => {
      const members = (await get('/api/users/all?role=user', sofia)).json();
      const roles = members.users.map((u: { role: string }) => u.role);
      expect(roles).not.toContain('guess');
      expect(members.users[0]).toEqual({
        _id: expect.any(String),
        name: expect.any(String),
        email: expect.any(String),
        role: expect.any(String),
      });
      const league = (await get('/api/users/all?league=true', sofia)).json();
      expect(league.users.map((u: { _id: string }) => u._id).sort()).toEqual(
        [sofia.id, javi.id].sort(),
      );
      expect((await get('/api/users/all?role=user', nico)).statusCode).toBe(403);
    });
  });
});
