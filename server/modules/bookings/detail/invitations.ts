/**
 * Invitations (spec section 5 'Invitation option'): a member may invite a non-member 2 times. An
 * invitation counts while its booking is active; cancelling the booking gives it back.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { bookingPlayers, bookings } from '../../../db/schema/index.ts';

export async function invitationsUsedBy(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(bookingPlayers)
    .innerJoin(bookings, eq(bookings.id, bookingPlayers.bookingId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'active'),
        eq(bookingPlayers.usedInvitation, true),
      ),
    );
  return Number(row?.n ?? 0);
}
