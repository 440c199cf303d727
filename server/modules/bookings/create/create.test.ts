import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { bookingSlots, bookings, users } from '../../../db/schema/index.ts';
import { readBookingState } from './create-statements.ts';
import { writeBooking, type NewBooking } from '../core/write.ts';
import { loadBookings } from '../queries.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };

/** Creating a booking in one read and one conditional write: what the two statements promise. */
describe('create booking statements', () => {
  let t: TestApp;
  let club: Club;
  let sofia: Session;
  let marta: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
    sofia = await userWithSession(t.database.db, {
      email: 'sofia@test.local',
      name: 'Sofía',
      role: 'user-adult',
    });
    marta = await userWithSession(t.database.db, {
      email: 'marta@test.local',
      name: 'Marta',
      role: 'vip',
    });
  });
  afterAll(() => t.close());

  const book = (who: Session, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: who.cookie },
      payload,
    });

  it('answers with exactly what reading the booking back shows', async () => {
    const res = await book(sofia, {
      courtId: club.courts.padel1,
      dateBooked: '2026-11-23',
      timeBooked: ['10:30 - 12:00'],
      players: [
        { isMember: true, memberId: marta.id },
        { isMember: false, nonMemberName: 'Invitada', nonMemberEmail: 'invitada@test.local' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json().booking;
    const [stored] = await loadBookings(t.database.db, [answered._id]);
    expect(answered).toEqual(JSON.parse(JSON.stringify(stored)));
    expect(answered.players.map((p: { name: string }) => p.name)).toEqual([
      'Sofía',
      'Marta',
      'Invitada',
    ]);
  });

  it('writes nothing when the booker row changed since it was read, and writes once read again', async () => {
    const db = t.database.db;
    const courtId = club.courts.tennis2;
    const startsAt = new Date('2026-11-24T09:00:00Z');
    const read = () =>
      readBookingState(db, {
        bookerId: sofia.id,
        memberIds: [],
        courtId,
        starts: [startsAt],
        today: '2026-11-21',
        now: NOW,
      });
    const stale = await read();
    expect(stale.taken).toBe(false);
    // Another of her bookings (or any change to her row) in between.
    await db.update(users).set({ league: true }).where(eq(users.id, sofia.id));
    const write = (version: string): NewBooking => ({
      id: randomUUID(),
      origin: 'member',
      court: { id: courtId, name: 'Tenis 2', type: 'tennis' },
      date: '2026-11-24',
      slots: [
        {
          label: '10:00 - 11:00',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
        },
      ],
      holder: { id: sofia.id, version },
      actor: { id: sofia.id, name: 'Sofía' },
      players: [],
      priceCents: 800,
      paid: false,
      now: NOW,
    });
    const before = await db.select({ n: count() }).from(bookings);
    expect(await writeBooking(db, write(stale.booker!.version))).toBeNull();
    expect(await db.select({ n: count() }).from(bookings)).toEqual(before);
    expect(await db.select().from(bookingSlots).where(eq(bookingSlots.courtId, courtId))).toEqual(
      [],
    );

    const fresh = await read();
    expect(fresh.booker!.version).not.toBe(stale.booker!.version);
    const written = await writeBooking(db, write(fresh.booker!.version));
    expect(written).toMatchObject({ slotsTaken: 1 });
    expect((await read()).taken).toBe(true);
    // The same read is now stale too: its own write changed the row.
    expect(await writeBooking(db, write(fresh.booker!.version))).toBeNull();
  });

  it('takes over a slot whose payment hold ran out, in the same statement', async () => {
    const db = t.database.db;
    const startsAt = new Date('2026-11-23T15:00:00Z');
    await db.insert(bookingSlots).values({
      courtId: club.courts.tennis1,
      startsAt,
      holdId: '00000000-0000-4000-8000-000000000001',
      expiresAt: new Date(NOW.getTime() - 60_000),
    });
    const res = await book(marta, {
      courtId: club.courts.tennis1,
      dateBooked: '2026-11-23',
      timeBooked: ['16:00 - 17:00'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db
      .select({ active: bookingSlots.active, bookingId: bookingSlots.bookingId })
      .from(bookingSlots)
      .where(eq(bookingSlots.startsAt, startsAt));
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({ active: false, bookingId: null });
    expect(rows).toContainEqual({ active: true, bookingId: res.json().booking._id });
  });
});
