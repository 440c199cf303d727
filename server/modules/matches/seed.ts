/**
 * The demo club's open matches: two bookings of the coming days opened to other members, one for
 * every level and one for a range, so 'Partidos abiertos' has something to show on first start.
 * Booked through bookings' one writer and opened with the shares a real opening splits
 * (src/domain/matches.ts).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, clubDate, zonedTimeToInstant } from '@/domain/club-time.ts';
import { originalShares } from '@/domain/matches.ts';
import type { Database } from '../../db/client.ts';
import { courts, openMatches, users } from '../../db/schema/index.ts';
import { lockBooking, setOriginalShares, writeBooking } from '../bookings/index.ts';

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
    const bookingId = randomUUID();
    await db.transaction(async (tx) => {
      await writeBooking(tx, {
        id: bookingId,
        origin: 'member',
        court,
        date,
        slots: [
          {
            label: demo.slot,
            startsAt,
            endsAt: new Date(startsAt.getTime() + court.slotMinutes * 60_000),
          },
        ],
        holder: { id: booker.id },
        actor: booker,
        players: [
          {
            position: 0,
            userId: booker.id,
            isMember: true,
            nonMemberName: null,
            nonMemberEmail: null,
            usedInvitation: false,
            isUca: false,
            amountCents: price,
            amountPaidCents: 0,
            paymentStatus: 'C',
            paymentLinkUrl: null,
            familyRelation: null,
          },
        ],
        priceCents: price,
        paid: false,
        now,
      });
      // Opened as the booker opens one: the shares a real opening splits.
      const locked = (await lockBooking(tx, bookingId))!;
      const { amounts } = originalShares(price, 1 + demo.seats, demo.seats, locked.players);
      await setOriginalShares(tx, locked, amounts, now);
    });
    await db.insert(openMatches).values({
      bookingId,
      seats: demo.seats,
      capacity: 1 + demo.seats,
      levelMin: demo.levelMin,
      levelMax: demo.levelMax,
      note: demo.note,
    });
  }
}
