/**
 * Opening a booking as a match and the booker closing it. Opening splits the shares again: the
 * seats' joiners each pay a seat's share, the booker's side the rest; closing gives the seats
 * nobody took back to the booker's side.
 */
import { eq } from 'drizzle-orm';
import type { OpenMatchBody } from '@/api/matches.ts';
import { canOpenMatch, originalShares } from '@/domain/matches.ts';
import { MAX_PLAYERS } from '@/domain/players.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import { openMatches } from '../../db/schema/index.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import type { SessionUser } from '../../sessions.ts';
import { lockBooking, publishBookingById, setOriginalShares } from '../bookings/index.ts';
import { tell } from './notify.ts';
import { endMatch, lockMatch, refuse, refuseUnless } from './state.ts';

export async function openMatch(
  ctx: AppContext,
  actor: SessionUser,
  body: Required<OpenMatchBody>,
): Promise<string> {
  const now = ctx.now();
  const matchId = await ctx.db.transaction(async (tx) => {
    const settings = await readClubSettings(tx);
    const locked = await lockBooking(tx, body.bookingId);
    // Someone else's booking reads as one that does not exist.
    if (!locked || locked.row.userId !== actor.id) throw refuse('notFound');
    const [existing] = await tx
      .select({ id: openMatches.id })
      .from(openMatches)
      .where(eq(openMatches.bookingId, locked.row.id));
    refuseUnless(
      canOpenMatch(
        {
          startsAt: locked.row.startsAt,
          bookerId: locked.row.userId,
          cancelled: locked.row.status !== 'active',
          isLeagueMatch: locked.row.isLeagueMatch,
          playerCount: locked.players.length,
          anyPaid: locked.players.some((p) => p.amountPaidCents > 0),
          alreadyOpen: !!existing,
        },
        actor.id,
        body,
        now,
        settings.openMatches.autoCancelMinutes,
      ),
    );
    const capacity = Math.min(MAX_PLAYERS, locked.players.length + body.seats);
    const price = locked.row.priceCents ?? locked.row.totalCents;
    const { amounts } = originalShares(price, capacity, body.seats, locked.players);
    await setOriginalShares(tx, locked, amounts, now);
    const [row] = await tx
      .insert(openMatches)
      .values({
        bookingId: locked.row.id,
        seats: body.seats,
        capacity,
        levelMin: body.levelMin,
        levelMax: body.levelMax,
        note: body.note,
      })
      .returning({ id: openMatches.id });
    return row!.id;
  });
  await publishBookingById(ctx, body.bookingId, 'updated');
  return matchId;
}

/** The booker closes the match: no more joiners, the seat list is let go. */
export async function closeMatch(ctx: AppContext, actor: SessionUser, matchId: string) {
  const now = ctx.now();
  const { bookingId, queued } = await ctx.db.transaction(async (tx) => {
    const m = await lockMatch(tx, matchId, now);
    if (m.booking.row.userId !== actor.id) throw refuse('notBooker');
    if (m.match.status !== 'open' || m.booking.row.status !== 'active') throw refuse('closed');
    const capacity = m.originals.length + m.seatCount;
    const { amounts } = originalShares(m.priceCents, capacity, m.seats.length, m.originals);
    await setOriginalShares(tx, m.booking, amounts, now);
    await endMatch(tx, matchId, 'closed', now);
    return { bookingId: m.booking.row.id, queued: m.queue.map((e) => e.userId) };
  });
  await publishBookingById(ctx, bookingId, 'updated');
  await tell(ctx, {
    userIds: queued,
    matchId,
    message: msg('push.matchClosed'),
  });
}
