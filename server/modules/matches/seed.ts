/**
 * The demo club's open matches: two bookings of the coming days opened to other members, one for
 * every level and one for a range, so 'Partidos abiertos' has something to show on first start.
 * Written straight to the tables, as the other demo data is, with the shares a real opening
 * splits (src/domain/matches.ts).
 */
import { eq } from 'drizzle-orm';
import { addDays, clubDate, zonedTimeToInstant } from '@/domain/club-time.ts';
import { originalShares } from '@/domain/matches.ts';
import type { Database } from '../../db/client.ts';
import {
  bookingPlayers,
  bookingSlots,
  bookings,
  courts,
  openMatches,
  users,
} from '../../db/schema/index.ts';

interface DemoMatch {
  email: string;
  court: string;
  inDays: number;
  slot: string;
  seats: number;
  levelMin: number | null;
  levelMax: number | null;
  note: string;
}

const DEMO_MATCHES: DemoMatch[] = [
  {
    email: 'socio@club.local',
    court: 'Pádel 2',
    inDays: 3,
    slot: '19:30 - 21:00',
    seats: 3,
    levelMin: null,
    levelMax: null,
    note: 'Partido amistoso, todos los niveles.',
  },
  {
    email: 'padel@club.local',
    court: 'Pádel 1',
    inDays: 4,
    slot: '18:00 - 19:30',
    seats: 2,
    levelMin: 2.5,
    levelMax: 4.5,
    note: 'Buscamos pareja para un partido de nivel medio.',
  },
];

export async function seedOpenMatches(
  db: Database,
  now = new Date(),
  timeZone = 'Europe/Madrid',
): Promise<void> {
  const today = clubDate(now, timeZone);
  for (const demo of DEMO_MATCHES) {
    const [booker] = await db.select().from(users).where(eq(users.email, demo.email));
    const [court] = await db.select().from(courts).where(eq(courts.name, demo.court));
    if (!booker || !court) continue;
    const date = addDays(today, demo.inDays);
    const startsAt = zonedTimeToInstant(date, demo.slot.slice(0, 5), timeZone);
    if (!startsAt) continue;
    const price = court.costUcaCents * 4;
    const { amounts, totalCents } = originalShares(price, 1 + demo.seats, demo.seats, [
      { usedInvitation: false },
    ]);
    const [row] = await db
      .insert(bookings)
      .values({
        courtId: court.id,
        userId: booker.id,
        dateBooked: date,
        startsAt,
        endsAt: new Date(startsAt.getTime() + court.slotMinutes * 60_000),
        slots: [demo.slot],
        totalCents,
        priceCents: price,
        createdBy: booker.id,
      })
      .returning({ id: bookings.id });
    await db.insert(bookingSlots).values({ courtId: court.id, startsAt, bookingId: row!.id });
    await db.insert(bookingPlayers).values({
      bookingId: row!.id,
      position: 0,
      userId: booker.id,
      isMember: true,
      amountCents: amounts[0]!,
    });
    await db.insert(openMatches).values({
      bookingId: row!.id,
      seats: demo.seats,
      capacity: 1 + demo.seats,
      levelMin: demo.levelMin,
      levelMax: demo.levelMax,
      note: demo.note,
    });
  }
}
