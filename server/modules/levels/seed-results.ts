/**
 * The demo history's match results (issue 41): on its latest finished bookings whose players all
 * have an account and a level, results entered and then confirmed (levels move, each change in
 * the member's log), disputed (the admin's 'Resultados' opens on something to decide) or still
 * waiting for the other side, through the same services members use, so the level log replays.
 */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { SetScore } from '@/domain/levels.ts';
import type { Database } from '../../db/client.ts';
import { bookingPlayers, bookings, openMatches, users } from '../../db/schema/index.ts';
import { loadBookings } from '../bookings/index.ts';
import { levelsOf } from './queries.ts';
import { answerResult, enterResult } from './results.ts';
import { userIdentityColumns } from '../users/index.ts';

/** How many finished bookings get a result. */
const RESULTS = 12;

/** Scores from the entrant's side, won and lost, two and three sets. */
const SCORES: SetScore[][] = [
  [
    [6, 4],
    [6, 3],
  ],
  [
    [4, 6],
    [6, 2],
    [7, 5],
  ],
  [
    [3, 6],
    [4, 6],
  ],
  [
    [7, 6],
    [6, 4],
  ],
  [
    [6, 2],
    [3, 6],
    [4, 6],
  ],
];

/** What the other side does with the i-th result: most confirm, some dispute, the last wait. */
function answerOf(i: number): 'confirm' | 'dispute' | 'wait' {
  if (i < 2) return 'wait'; // the latest: the other side has not answered yet
  return i % 4 === 3 ? 'dispute' : 'confirm';
}

const DISPUTES = [
  'El segundo set fue 6-4 para nosotros, no al revés.',
  'No jugamos el tercer set: lo dejamos por la lluvia.',
];

export async function seedDemoResults(db: Database, now: Date): Promise<void> {
  // Latest first: the finished bookings of two or four players, every one with an account.
  const players = sql`(select count(*) from ${bookingPlayers} p where p.booking_id = ${bookings.id})`;
  const guests = sql`exists (select 1 from ${bookingPlayers} p
    where p.booking_id = ${bookings.id} and p.user_id is null)`;
  const openMatch = sql`exists (select 1 from ${openMatches} m
    where m.booking_id = ${bookings.id} and m.status = 'closed')`;
  const candidates = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'active'),
        lte(bookings.endsAt, now),
        sql`${players} in (2, 4)`,
        sql`not ${guests}`,
      ),
    )
    // The past open matches first (history-matches.ts): strangers met there to play, and a
    // result is what they leave behind.
    .orderBy(desc(openMatch), desc(bookings.endsAt), asc(bookings.id))
    .limit(RESULTS * 4);
  const people = await db.select(userIdentityColumns).from(users);
  const byId = new Map(people.map((p) => [p.id, p]));
  let written = 0;
  for (const booking of await loadBookings(
    db,
    candidates.map((c) => c.id),
  )) {
    if (written === RESULTS) break;
    const ids = booking.players.flatMap((p) => (p.memberId ? [p.memberId._id] : []));
    if (new Set(ids).size !== ids.length) continue;
    const levels = await levelsOf(db, ids, booking.courtId.type);
    if (levels.size !== ids.length) continue;
    const [entrant, partner] = [byId.get(ids[0]!), ids.length === 4 ? ids[1] : null];
    if (!entrant) continue;
    const sets = SCORES[written % SCORES.length]!;
    const result = await enterResult(db, entrant, booking._id, { partnerId: partner, sets }, now);
    const other = byId.get(result.sideB[0]?._id ?? '');
    const answer = answerOf(written);
    if (other && answer === 'confirm') await answerResult(db, other, result._id, { confirm: true });
    if (other && answer === 'dispute') {
      const reason = DISPUTES[written % DISPUTES.length]!;
      await answerResult(db, other, result._id, { confirm: false, reason });
    }
    written += 1;
  }
}
