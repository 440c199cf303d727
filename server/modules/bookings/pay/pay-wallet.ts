/**
 * POST /users/booking/payWithWallet {bookingId, playerIndex}: one player's part, or (null) every
 * unpaid part, from the payer's wallet. In one transaction with the booking locked: the parts are
 * claimed with a conditional update each (a part is paid once), then the wallet is debited with
 * one conditional update (refused, and everything rolled back, when the balance is short).
 */
import type { Booking } from '@/api/bookings.ts';
import { centsToEuros } from '@/domain/money.ts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../sessions.ts';
import { debitWallet, publishWallet } from '../../wallet/index.ts';
import { claimPart, playerLabel, refuse, writeStatus } from '../detail/detail-state.ts';
import { publishBookingById } from '../events.ts';
import { HISTORY, recordHistory } from '../history.ts';
import { noticePartPaid } from '../notices.ts';
import { lockPayableParts } from './payable-parts.ts';

export interface WalletPayment {
  message: string;
  walletUsed: number;
  booking: Booking;
}

async function memberName(tx: Tx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function payWithWallet(
  ctx: AppContext,
  actor: SessionUser,
  bookingId: string,
  playerIndex: number | null,
): Promise<WalletPayment> {
  const now = ctx.now();
  const { cents, message } = await ctx.db.transaction(async (tx) => {
    const { locked, parts } = await lockPayableParts(tx, actor, bookingId, playerIndex, now);
    const positions = parts.positions;
    let total = 0;
    for (const position of positions) total += await claimPart(tx, bookingId, position, actor.id);
    if (total === 0) throw refuse('partPaid');
    await debitWallet(
      tx,
      actor.id,
      total,
      `Pago de reserva ${parts.label}`,
      `booking-pay:${bookingId}:${positions.join(',')}`,
    );
    await writeStatus(tx, bookingId, now);
    const target = playerIndex === null ? null : locked.players[playerIndex]!;
    const whose =
      target === null
        ? 'el total de la reserva'
        : target.userId === actor.id
          ? 'su parte'
          : `la parte de ${playerLabel(target, await memberName(tx, target.userId))}`;
    await recordHistory(tx, bookingId, actor.id, now, [
      {
        action: HISTORY.payment,
        details: `${actor.name} pagó ${whose} con el monedero: ${centsToEuros(total).toFixed(2)} €`,
      },
    ]);
    const paid = { bookingId, bookerId: locked.row.userId, payerId: actor.id, cents: total };
    await noticePartPaid(ctx, tx, paid, `booking-pay:${bookingId}:${positions.join(',')}`);
    let text = 'Has pagado el total de la reserva.';
    if (target)
      text =
        target.userId === actor.id
          ? 'Has pagado tu parte de la reserva.'
          : 'Has pagado la parte del jugador.';
    return { cents: total, message: text };
  });
  await publishWallet(ctx, actor.id);
  const booking = (await publishBookingById(ctx, bookingId, 'updated'))!;
  return { message, walletUsed: centsToEuros(cents), booking };
}
