/**
 * POST /users/booking/payWithPack {bookingId, playerIndex, packId}: one player's part, or (null)
 * every unpaid part, with one use of the payer's pack. In one transaction with the booking locked:
 * the pack's use is taken (refused, and everything rolled back, when the pack has none left, has
 * expired or does not fit the booking), then the parts are claimed with the statuses and the
 * history in one statement, as a wallet payment's (a part is paid once). The parts read paid by
 * the payer; a cancellation gives the use back instead of wallet money. The answer is the locked
 * booking with what was written, not read again.
 */
import type { Booking } from '@/api/bookings.ts';
import { msg, type Message } from '@/i18n/message.ts';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../sessions.ts';
import { stored } from '../../../stored-text.ts';
import { packBookingTerms, takePackUse } from '../../packs/index.ts';
import { lockedAnswer } from '../core/lock.ts';
import { refuse } from '../core/refusals.ts';
import { publishBooking } from '../core/events.ts';
import { HISTORY } from '../core/history.ts';
import { claimOwedParts, owedParts } from '../core/claim.ts';
import { lockPayableParts } from './payable-parts.ts';

export interface PackPayment {
  message: Message;
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
  const { usesLeft, booking } = await ctx.db.transaction(async (tx) => {
    const { locked, parts } = await lockPayableParts(tx, actor, bookingId, playerIndex, now);
    const owed = owedParts(locked, parts.positions);
    if (owed.length === 0) throw refuse('partPaid');
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
    const entry = {
      action: HISTORY.payment,
      details: stored('bookings.historyPaidWithPack', {
        name: actor.name,
        pack: taken.packName,
        uses: taken.usesLeft,
      }),
    };
    // Under the booking's lock every part is as read; a row that is not rolls everything back.
    const claimed = await claimOwedParts(tx, locked, owed, actor.id, entry, now);
    if (!claimed) throw refuse('partPaid');
    return {
      usesLeft: taken.usesLeft,
      booking: lockedAnswer(locked, claimed.players, claimed.status),
    };
  });
  ctx.realtime.emitToUser(actor.id, `packsUpdated:${actor.id}`, {});
  publishBooking(ctx, booking, 'updated');
  const message =
    playerIndex === null ? msg('answers.paidBookingWithPack') : msg('answers.paidPartWithPack');
  return { message, usesLeft, booking };
}
