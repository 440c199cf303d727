/**
 * What a seat's card payment does once paid, registered on the payment-handler registry: it runs
 * once, in the transaction that records the payment. The seat is taken if the rules still allow
 * it; otherwise (the match filled or closed meanwhile) the money goes to the payer's wallet, as
 * the booking parts' card payments do.
 */
import { centsToEuros } from '@/domain/money.ts';
import type { Language } from '@/i18n/languages.ts';
import { msg } from '@/i18n/message.ts';
import { translator, wordIn } from '../../i18n.ts';
import type { AppContext } from '../../context.ts';
import type { PaymentFulfilment } from '../../payment-handlers.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import { stored } from '../../stored-text.ts';
import { publishBookingById } from '../bookings/index.ts';
import { creditWallet, publishWallet } from '../wallet/index.ts';
import { tell } from './notify.ts';
import { MATCH_SEAT_PURPOSE, joinCheck, joinerOf, takeSeat } from './seats.ts';
import { lockMatch } from './state.ts';
import { recordPaymentSale } from '../invoicing/index.ts';

async function fulfilSeat(ctx: AppContext, f: PaymentFulfilment) {
  const { tx, payment, afterCommit } = f;
  const matchId = payment.metadata.matchId;
  if (!matchId || !payment.userId) return;
  const now = ctx.now();
  const settings = await readClubSettings(tx);
  const m = await lockMatch(tx, matchId, now).catch(() => null);
  const check = m
    ? await joinCheck(tx, m, payment.userId, settings.openMatches.autoCancelMinutes, now)
    : null;
  const userId = payment.userId;
  if (m && check?.ok) {
    const joiner = await joinerOf(tx, userId);
    await takeSeat(tx, m, joiner, { kind: 'card', cents: payment.amountCents }, now);
    const bookingId = m.booking.row.id;
    const bookerId = m.booking.row.userId;
    await recordPaymentSale(tx, payment, {
      kind: 'court',
      subject: `booking:${bookingId}`,
      cents: payment.amountCents,
      bookingId,
    });
    afterCommit(async () => {
      await publishBookingById(ctx, bookingId, 'updated');
      await tell(ctx, {
        userIds: [bookerId],
        matchId,
        message: msg('push.matchJoined', { name: joiner.name }),
      });
    });
    return;
  }
  const change = await creditWallet(
    tx,
    userId,
    payment.amountCents,
    stored('matches.ledgerSeatGone'),
    `match-card-refund:${payment.gatewayId}`,
  );
  if (!change.applied) return;
  afterCommit(async () => {
    await publishWallet(ctx, userId);
    await tell(ctx, {
      userIds: [userId],
      matchId,
      message: (language: Language) =>
        translator(language)('push.matchSeatRefunded', {
          why:
            check && !check.ok
              ? wordIn(language, check.message)
              : translator(language)('push.matchGone'),
          amount: centsToEuros(payment.amountCents).toFixed(2),
        }),
    });
  });
}

export function registerMatchSeatPayments(ctx: AppContext): void {
  ctx.paymentHandlers.onSucceeded(MATCH_SEAT_PURPOSE, (f) => fulfilSeat(ctx, f));
}
