/**
 * A cancellation the club made (a closed day, a blocked time, an admin's cancel) is told to
 * every member of the booking: the booker, each member player, and whoever got money or a pack's
 * use back from it. One notice each (kind `cancellation`, keyed by the booking), queued in the
 * cancellation's own transaction: a rolled back cancellation tells nobody, a repeated one finds
 * the booking cancelled and the key taken. It carries that member's own refund, so the refund
 * notice a member's cancel sends is not sent too (decision 073).
 */
import { eq } from 'drizzle-orm';
import { toWallClock } from '@/domain/club-time.ts';
import type { Language } from '@/i18n/languages.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { bookingPlayers, courts } from '../../../db/schema/index.ts';
import { eurosIn, translator, type Translate } from '../../../i18n.ts';
import { notify } from '../../notifications/index.ts';
import type { BookingRow } from '../queries.ts';

/** Why the club cancelled: the admin's reason (a closure's name, a block's reason) when given. */
export interface ClubCancellation {
  cause: 'closure' | 'block' | 'admin';
  reason?: string;
}

/** What became of one booking's money, as the cancellation did it. */
export interface ClubCancellationMoney {
  /** False when the admin kept what was paid (a no-show). */
  refunded: boolean;
  /** Cents credited, per wallet owner. */
  refunds: { userId: string; cents: number }[];
  /** Owners of packs that got a use back. */
  packOwners: string[];
}

export const CLUB_CANCELLATION_TITLE = msg('push.clubCancelledTitle');

function whyText({ cause, reason }: ClubCancellation, t: Translate): string {
  const note = reason ? ` (${reason})` : '';
  if (cause === 'closure') return t('push.clubClosedDay', { note });
  if (cause === 'block') return t('push.clubBlockedCourt', { note });
  return t('push.clubCancelledBooking', { note });
}

function moneyText(
  userId: string,
  money: ClubCancellationMoney,
  paid: ReadonlyMap<string, number>,
  language: Language,
): string {
  const t = translator(language);
  const sentences: string[] = [];
  const cents = money.refunds.find((r) => r.userId === userId)?.cents ?? 0;
  if (cents > 0) sentences.push(t('push.clubRefunded', { amount: eurosIn(language, cents) }));
  if (money.packOwners.includes(userId)) sentences.push(t('push.clubPackUseBack'));
  if (sentences.length > 0) return sentences.join(' ');
  const kept = money.refunded ? 0 : (paid.get(userId) ?? 0);
  return kept > 0
    ? t('push.clubKept', { amount: eurosIn(language, kept) })
    : t('push.clubNothingCharged');
}

/** Queues the notice of each member of a booking the club has just cancelled, in its transaction. */
export async function noticeClubCancellation(
  ctx: AppContext,
  tx: Tx,
  row: BookingRow,
  why: ClubCancellation,
  money: ClubCancellationMoney,
): Promise<void> {
  const players = await tx
    .select({
      userId: bookingPlayers.userId,
      paidBy: bookingPlayers.paidBy,
      cents: bookingPlayers.amountPaidCents,
    })
    .from(bookingPlayers)
    .where(eq(bookingPlayers.bookingId, row.id));
  const [court] = await tx
    .select({ name: courts.name })
    .from(courts)
    .where(eq(courts.id, row.courtId));
  // What each member paid, as refundBookingPayments counts it: a guest's part is the booker's.
  const paid = new Map<string, number>();
  for (const part of players) {
    const payer = part.paidBy ?? part.userId ?? row.userId;
    if (part.cents > 0) paid.set(payer, (paid.get(payer) ?? 0) + part.cents);
  }
  const people = new Set([row.userId]);
  for (const part of players) if (part.userId) people.add(part.userId);
  for (const refund of money.refunds) people.add(refund.userId);
  for (const owner of money.packOwners) people.add(owner);
  const { date, time } = toWallClock(row.startsAt, ctx.config.club.timezone);
  const day = date.split('-').reverse().join('/');
  for (const userId of people) {
    await notify(
      { ctx, tx },
      {
        kind: 'cancellation',
        subject: `club-cancel:${row.id}`,
        userId,
        title: CLUB_CANCELLATION_TITLE,
        body: (language) => {
          const t = translator(language);
          const name = court?.name ?? t('push.court');
          const when = t('push.clubCancelledWhen', { court: name, day, time });
          return `${when} ${whyText(why, t)} ${moneyText(userId, money, paid, language)}`;
        },
        url: `/bookings/${row.id}`,
        tag: `cancelled-${row.id}`,
      },
    );
  }
}
