import { createUser } from './auth.ts';
import type { Database } from '../../server/db/client.ts';
import { bookingSlots, bookings, courts } from '../../server/db/schema/index.ts';
import { createSession } from '../../server/modules/auth/index.ts';
import { seedCourts } from '../../server/modules/courts/index.ts';

/** Saturday 21 November 2026, 10:00 in Madrid. */
export const NOW = new Date('2026-11-21T09:00:00Z');

export interface Club {
  courts: { padel1: string; padel2: string; tennis1: string; tennis2: string };
}

export async function seedClubCourts(db: Database): Promise<Club> {
  await seedCourts(db);
  const rows = await db.select({ id: courts.id, name: courts.name }).from(courts);
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  return {
    courts: {
      padel1: id('Pádel 1'),
      padel2: id('Pádel 2'),
      tennis1: id('Tenis 1'),
      tennis2: id('Tenis 2'),
    },
  };
}

/** A user with a session; returns its id and the cookie header for requests. */
export async function userWithSession(
  db: Database,
  fields: { email: string; name?: string; role?: string; league?: boolean },
): Promise<{ id: string; cookie: string }> {
  const id = await createUser(db, fields);
  const token = await createSession(db, id);
  return { id, cookie: `club_session=${token}` };
}

/** A booking written straight to the tables, bypassing the rules (to set up a situation). */
export async function insertBooking(
  db: Database,
  fields: {
    courtId: string;
    userId: string;
    date: string;
    startsAt: Date;
    minutes?: number;
    paymentStatus?: 'C' | 'S' | 'P' | 'F' | 'I';
  },
): Promise<string> {
  const minutes = fields.minutes ?? 60;
  const [row] = await db
    .insert(bookings)
    .values({
      courtId: fields.courtId,
      userId: fields.userId,
      dateBooked: fields.date,
      startsAt: fields.startsAt,
      endsAt: new Date(fields.startsAt.getTime() + minutes * 60_000),
      slots: ['00:00 - 01:00'],
      paymentStatus: fields.paymentStatus ?? 'C',
      totalCents: 1000,
    })
    .returning({ id: bookings.id });
  await db
    .insert(bookingSlots)
    .values({ courtId: fields.courtId, startsAt: fields.startsAt, bookingId: row!.id });
  return row!.id;
}
