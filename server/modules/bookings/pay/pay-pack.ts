/**
 * POST /users/booking/payWithPack {bookingId, playerIndex, packId}: one player's part, or (null)
 * every unpaid part, with one use of the payer's pack. In one transaction with the booking locked:
 * the parts are claimed (a part is paid once), then the pack's use is taken (refused, and
 * everything rolled back, when the pack has none left, has expired or does not fit the booking).
 * The parts read paid by the payer; a cancellation gives the use back instead of wallet money.
 */
import type { Booking } from '@/api/bookings.ts';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../sessions.ts';
import { packBookingTerms, takePackUse } from '../../packs/index.ts';
import { claimPart, refuse, writeStatus } from '../detail/detail-state.ts';
import { publishBookingById } from '../events.ts';
import { HISTORY, recordHistory } from '../history.ts';
import { lockPayableParts } from './payable-parts.ts';

export interface PackPayment {
  message: string;
  usesLeft: number;
  booking: Booking;
}

export async function payWithPack(
  ctx: AppContext,
  actor: SessionUser,
  input: { bookingId: string; playerIndex: number | null; packId: string },
): Promise<PackPayment> {
  const now = ctx.now();
  const { bookingId, playerIndex } = input;
  const { usesLeft, userId } = await ctx.db.transaction(async (tx) => {
    const { locked, parts } = await lockPayableParts(tx, actor, bookingId, playerIndex, now);
    let total = 0;
    for (const position of parts.positions) {
      total += await claimPart(tx, bookingId, position, actor.id);
    }
    if (total === 0) throw refuse('partPaid');
    const terms = packBookingTerms(locked.court, locked.row.startsAt, locked.row.endsAt);
    const taken = await takePackUse(tx, {
      packId: input.packId,
      userId: actor.id,
      bookingId,
      positions: parts.positions,
      ...terms,
      wholeBooking: playerIndex === null,
      now,
    });
    await writeStatus(tx, bookingId, now);
    await recordHistory(tx, bookingId, actor.id, now, [
      {
        action: HISTORY.payment,
        details: `${actor.name} pagó con el ${taken.packName} (quedan ${taken.usesLeft} usos)`,
      },
    ]);
    return { usesLeft: taken.usesLeft, userId: actor.id };
  });
  ctx.realtime.emitToUser(userId, `packsUpdated:${userId}`, {});
  const booking = (await publishBookingById(ctx, bookingId, 'updated'))!;
  const message =
    playerIndex === null
      ? 'Has pagado la reserva con tu bono.'
      : 'Has pagado la parte con tu bono.';
  return { message, usesLeft, booking };
}
