/**
 * A booking's player rows once it exists: a player who joins, the list written again, and the
 * statuses worked out again from what the players hold. The rows a booking is created with are
 * written by its creation's one statement (write.ts).
 */
import { and, eq } from 'drizzle-orm';
import { bookingStatus, playerStatus } from '@/domain/booking-payments.ts';
import type { Tx } from '../../../db/client.ts';
import { bookingPlayers, bookings } from '../../../db/schema/index.ts';

/** Writes the booking's status (and each player's) from what the players now hold. */
export async function writeStatus(tx: Tx, bookingId: string, now: Date): Promise<void> {
  const players = await tx
    .select()
    .from(bookingPlayers)
    .where(eq(bookingPlayers.bookingId, bookingId));
  for (const p of players) {
    const status = playerStatus(
      { amountCents: p.amountCents, amountPaidCents: p.amountPaidCents },
      p.paymentStatus === 'F',
    );
    if (status !== p.paymentStatus) {
      await tx
        .update(bookingPlayers)
        .set({ paymentStatus: status })
        .where(
          and(eq(bookingPlayers.bookingId, bookingId), eq(bookingPlayers.position, p.position)),
        );
    }
  }
  const status = bookingStatus(
    players.map((p) => ({
      amountCents: p.amountCents,
      amountPaidCents: p.amountPaidCents,
      paymentStatus: p.paymentStatus,
    })),
  );
  await tx
    .update(bookings)
    .set({ paymentStatus: status, updatedAt: now })
    .where(eq(bookings.id, bookingId));
}

export type PlayerInsert = typeof bookingPlayers.$inferInsert;

/** Adds one player to an existing booking (an open match's new player). */
export async function addPlayer(tx: Tx, row: PlayerInsert): Promise<void> {
  await tx.insert(bookingPlayers).values(row);
}

/** Writes a booking's list of players again, in place of the one it had. */
export async function replacePlayers(
  tx: Tx,
  bookingId: string,
  rows: readonly Omit<PlayerInsert, 'bookingId'>[],
): Promise<void> {
  await tx.delete(bookingPlayers).where(eq(bookingPlayers.bookingId, bookingId));
  await tx.insert(bookingPlayers).values(rows.map((r) => ({ ...r, bookingId })));
}
