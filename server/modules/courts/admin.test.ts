import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  adminAuditLog,
  bookingPlayers,
  bookings,
  courtBlockedTimes,
  wallets,
} from '../../db/schema/index.ts';
import { recordingRealtime, type RoomEvent } from '#tests/helpers/recording-realtime.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const COURT = {
  name: 'Pista Central',
  type: 'tennis',
  costs: { nonMember: 7.5, uca: 4 },
  maxDaysInAdvance: { member: 7, nonMember: 2, uca: 3, coach: 14 },
  maxBookingsPerWeek: { member: 4, nonMember: 1 },
  openingTime: '09:00',
  closingTime: '13:00',
  slotMinutes: 60,
};

/** Tuesday 24 November 2026, blocked 09:00-12:00 with 10:00-11:00 left free. */
const BLOCK = {
  startDate: '2026-11-24',
  endDate: '2026-11-24',
  daysOfWeek: ['Martes'],
  timeRange: '09:00 - 12:00',
  reason: 'Mantenimiento',
  exceptions: [{ date: '2026-11-24', timeRange: '10:00 - 11:00' }],
};

describe('admin: courts and blocked times', () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let sofia: Session;
  let courtId: string;
  let events: RoomEvent[] = [];

  beforeAll(async () => {
    const realtime = recordingRealtime();
    events = realtime.toRooms;
    t = await createTestApp({ now: () => NOW, realtime });
    club = await seedClubCourts(t.database.db);
    admin = await userWithSession(t.database.db, { email: 'admin@test.local', role: 'admin' });
    sofia = await userWithSession(t.database.db, { email: 'sofia@test.local', role: 'user-adult' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    who = admin,
  ) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  describe('courts', () => {
    it('creates a court with its opening hours; members book its slots', async () => {
      const res = await call('POST', '/api/admin/courts', COURT);
      expect(res.statusCode).toBe(201);
      courtId = res.json().court._id;
      expect(res.json().court).toMatchObject({ ...COURT, active: true, upcomingBookings: 0 });
      const slots = await call(
        'GET',
        `/api/courts/time-intervals?courtId=${courtId}&date=2026-11-24`,
        undefined,
        sofia,
      );
      expect(slots.json().timeIntervals).toEqual([
        '09:00 - 10:00',
        '10:00 - 11:00',
        '11:00 - 12:00',
        '12:00 - 13:00',
      ]);
      const audit = await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.entityId, courtId));
      expect(audit[0]).toMatchObject({ action: 'court.create', before: null });
    });

    it('edits it and tells open schedules', async () => {
      events.length = 0;
      const res = await call('PUT', `/api/admin/courts/${courtId}`, {
        ...COURT,
        closingTime: '12:00',
        slotMinutes: 90,
      });
      expect(res.statusCode).toBe(200);
      expect(events).toEqual([
        {
          room: `court:${courtId}`,
          event: `scheduleUpdated:${courtId}`,
          payload: { courtId, dateBooked: '', bookingId: '', action: 'courtUpdated' },
        },
      ]);
      const slots = await call(
        'GET',
        `/api/courts/time-intervals?courtId=${courtId}&date=2026-11-24`,
        undefined,
        sofia,
      );
      expect(slots.json().timeIntervals).toEqual(['09:00 - 10:30', '10:30 - 12:00']);
      await call('PUT', `/api/admin/courts/${courtId}`, COURT);
    });

    it('refuses impossible hours and bad fields with the reason', async () => {
      const cases: Array<[object, string]> = [
        [
          { ...COURT, closingTime: '08:00' },
          'La hora de cierre debe ser posterior a la de apertura.',
        ],
        [{ ...COURT, slotMinutes: 300 }, ''],
        [
          { ...COURT, closingTime: '09:30' },
          'La duración del turno no cabe en el horario de apertura.',
        ],
        [{ ...COURT, openingTime: '9h' }, "Hora no válida (formato 'HH:MM')."],
        [{ ...COURT, name: '' }, 'El nombre es obligatorio.'],
        [{ ...COURT, costs: { nonMember: -1, uca: 4 } }, 'El precio no puede ser negativo.'],
        [{ ...COURT, type: 'squash' }, ''],
      ];
      for (const [payload, message] of cases) {
        const res = await call('PUT', `/api/admin/courts/${courtId}`, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toContain(message);
      }
    });

    it('uploads a picture and refuses what is not one', async () => {
      const upload = async (bytes: Buffer, type: string) => {
        const form = new FormData();
        form.append('image', new Blob([bytes], { type }), 'court.png');
        const request = new Request('http://localhost/', { method: 'POST', body: form });
        return t.app.inject({
          method: 'POST',
          url: `/api/admin/courts/${courtId}/image`,
          headers: { cookie: admin.cookie, 'content-type': request.headers.get('content-type')! },
          payload: Buffer.from(await request.arrayBuffer()),
        });
      };
      const res = await upload(PNG, 'image/png');
      expect(res.statusCode).toBe(200);
      expect(res.json().court.image).toMatch(/^\/uploads\/.+\.png$/);
      const bad = await upload(Buffer.from('no soy una imagen'), 'image/png');
      expect(bad.statusCode).toBe(400);
    });

    it('deactivates: kept with its bookings, gone from members, no new bookings', async () => {
      const booked = await insertBooking(t.database.db, {
        courtId: club.courts.tennis2,
        userId: sofia.id,
        date: '2026-11-23',
        startsAt: new Date('2026-11-23T09:00:00Z'),
      });
      const res = await call('POST', `/api/admin/courts/${club.courts.tennis2}/deactivate`);
      expect(res.json().court).toMatchObject({ active: false, upcomingBookings: 1 });
      const courts = await call('GET', '/api/courts', undefined, sofia);
      expect(courts.json().courts.map((c: { _id: string }) => c._id)).not.toContain(
        club.courts.tennis2,
      );
      const book = await call(
        'POST',
        '/api/users/booking',
        { courtId: club.courts.tennis2, timeBooked: ['12:00 - 13:00'], dateBooked: '2026-11-23' },
        sofia,
      );
      expect(book.statusCode).toBe(404);
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked));
      expect(row!.status).toBe('active');
      const all = await call('GET', '/api/admin/courts');
      expect(
        all.json().courts.find((c: { _id: string }) => c._id === club.courts.tennis2).active,
      ).toBe(false);
      await call('POST', `/api/admin/courts/${club.courts.tennis2}/activate`);
      expect((await call('GET', '/api/courts', undefined, sofia)).json().courts).toHaveLength(5);
    });
  });

  describe('blocked times', () => {
    let covered: string; // 09:00 on the blocked Tuesday, paid 10 € by Sofía
    let free: string; // 10:00, inside the exception

    beforeAll(async () => {
      const db = t.database.db;
      covered = await insertBooking(db, {
        courtId,
        userId: sofia.id,
        date: '2026-11-24',
        startsAt: new Date('2026-11-24T08:00:00Z'),
        paymentStatus: 'P',
      });
      await db
        .update(bookings)
        .set({ slots: ['09:00 - 10:00'] })
        .where(eq(bookings.id, covered));
      await db.insert(bookingPlayers).values({
        bookingId: covered,
        position: 0,
        userId: sofia.id,
        isMember: true,
        amountCents: 1000,
        amountPaidCents: 1000,
        paymentStatus: 'P',
      });
      free = await insertBooking(db, {
        courtId,
        userId: sofia.id,
        date: '2026-11-24',
        startsAt: new Date('2026-11-24T09:00:00Z'),
      });
      await db
        .update(bookings)
        .set({ slots: ['10:00 - 11:00'] })
        .where(eq(bookings.id, free));
    });

    const blocksOf = () =>
      t.database.db.select().from(courtBlockedTimes).where(eq(courtBlockedTimes.courtId, courtId));

    it('lists the bookings a block covers (not the exception) and saves nothing without a choice', async () => {
      const coverage = await call('POST', '/api/admin/blocked-times/coverage', {
        courtIds: [courtId],
        ...BLOCK,
      });
      expect(coverage.json().bookings.map((b: { _id: string }) => b._id)).toEqual([covered]);
      const res = await call('POST', '/api/admin/blocked-times', { courtIds: [courtId], ...BLOCK });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'BLOCK_COVERS_BOOKINGS',
        message: 'El bloqueo coincide con 1 reserva. Elige si cancelarla o mantenerla.',
      });
      expect(await blocksOf()).toEqual([]);
    });

    it('keeps the bookings when asked to, and members see the block and its exception', async () => {
      events.length = 0;
      const res = await call('POST', '/api/admin/blocked-times', {
        courtIds: [courtId],
        ...BLOCK,
        coveredBookings: 'keep',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ cancelledBookings: 0, refunded: 0 });
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, covered));
      expect(row!.status).toBe('active');
      expect(events.map((e) => e.event)).toEqual([`scheduleUpdated:${courtId}`]);
      const court = await call('GET', `/api/courts/${courtId}`, undefined, sofia);
      expect(court.json().court.blockedTimes).toEqual([BLOCK]);
      await call('DELETE', `/api/admin/blocked-times/${res.json().blockedTimes[0]._id}`);
      expect(await blocksOf()).toEqual([]);
    });

    it('cancels and refunds the covered bookings only when asked', async () => {
      const res = await call('POST', '/api/admin/blocked-times', {
        courtIds: [courtId],
        ...BLOCK,
        coveredBookings: 'cancel',
      });
      expect(res.json()).toMatchObject({
        message: 'Bloqueo guardado.',
        cancelledBookings: 1,
        refunded: 10,
      });
      const rows = await t.database.db.select().from(bookings).where(eq(bookings.courtId, courtId));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
        [covered]: 'cancelled',
        [free]: 'active',
      });
      const [wallet] = await t.database.db
        .select()
        .from(wallets)
        .where(eq(wallets.userId, sofia.id));
      expect(wallet!.balanceCents).toBe(1000);
      const blockId = res.json().blockedTimes[0]._id;
      const audit = await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.entityId, blockId));
      expect(audit[0]!.after).toMatchObject({ coveredBookings: [covered], choice: 'cancel' });
    });

    it('edits and deletes a block; refuses a bad one', async () => {
      const [block] = await blocksOf();
      const edit = await call('PUT', `/api/admin/blocked-times/${block!.id}`, {
        courtId,
        ...BLOCK,
        timeRange: '11:00 - 12:00',
        exceptions: [],
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json().blockedTimes[0]).toMatchObject({
        timeRange: '11:00 - 12:00',
        courtName: 'Pista Central',
      });
      const cases: Array<[object, string]> = [
        [{ ...BLOCK, daysOfWeek: ['Funday'] }, 'Día de la semana no válido.'],
        [{ ...BLOCK, daysOfWeek: [] }, 'Elige al menos un día de la semana.'],
        [
          { ...BLOCK, endDate: '2026-11-01' },
          'La fecha de fin no puede ser anterior a la de inicio.',
        ],
        [{ ...BLOCK, timeRange: '12:00 - 09:00' }, 'Franja no válida'],
        [
          { ...BLOCK, exceptions: [{ date: '2026-12-24', timeRange: '10:00 - 11:00' }] },
          'La excepción debe caer dentro de las fechas del bloqueo.',
        ],
      ];
      for (const [payload, message] of cases) {
        const res = await call('POST', '/api/admin/blocked-times', {
          courtIds: [courtId],
          ...payload,
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toContain(message);
      }
      const gone = await call('DELETE', `/api/admin/blocked-times/${block!.id}`);
      expect(gone.statusCode).toBe(200);
      expect((await call('DELETE', `/api/admin/blocked-times/${block!.id}`)).statusCode).toBe(404);
      expect(await blocksOf()).toEqual([]);
    });
  });
});
