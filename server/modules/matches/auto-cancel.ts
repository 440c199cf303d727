/**
 * The auto-cancel job: an open match not full at `openMatches.autoCancelMinutes` before its start
 * is cancelled with its booking, every payer refunded to the wallet (the booking's one refund
 * path, a ledger reference per part: once, whatever the number of runs or instances), and
 * everyone in it or in its seat list told live and by e-mail. A full match at that time is
 * settled ('closed'). Running it again finds nothing to do.
 */
import { and, eq, lte } from 'drizzle-orm';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import { bookings, openMatches, users } from '../../db/schema/index.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import { stored } from '../../stored-text.ts';
import {
  HISTORY_ACTIONS,
  cancelBookingInTx,
  matchBookingLabel,
  publishCancellation,
  recordHistory,
} from '../bookings/index.ts';
import { tell } from './notify.ts';
import { endMatch, lockMatch } from './state.ts';

export interface AutoCancelResult {
  cancelled: string[];
  settled: string[];
}

async function cancelOne(ctx: AppContext, matchId: string, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const m = await lockMatch(tx, matchId, now);
    if (m.match.status !== 'open') return null;
    const bookingId = m.booking.row.id;
    if (m.booking.row.status !== 'active' || m.seats.length >= m.seatCount) {
      const status = m.booking.row.status === 'active' ? 'closed' : 'cancelled';
      await tx
        .update(openMatches)
        .set({ status, closedAt: now })
        .where(eq(openMatches.id, matchId));
      return { kind: 'settled' as const };
    }
    const [booker] = await tx.select().from(users).where(eq(users.id, m.booking.row.userId));
    const outcome = await cancelBookingInTx(ctx, tx, booker!, bookingId, {
      override: { refund: true, reason: stored('matches.cancelReasonIncomplete') },
    });
    await recordHistory(tx, bookingId, null, now, [
      {
        action: HISTORY_ACTIONS.cancelled,
        details: stored('matches.historyAutoCancelled'),
      },
    ]);
    await endMatch(tx, matchId, 'cancelled', now);
    const people = [
      ...m.booking.players.map((p) => p.userId),
      ...m.queue.map((e) => e.userId),
    ].filter((id): id is string => !!id);
    return { kind: 'cancelled' as const, outcome, people, label: matchBookingLabel(m.booking) };
  });
}

export async function autoCancelMatches(ctx: AppContext): Promise<AutoCancelResult> {
  const now = ctx.now();
  const { autoCancelMinutes } = (await readClubSettings(ctx.db)).openMatches;
  const due = await ctx.db
    .select({ id: openMatches.id })
    .from(openMatches)
    .innerJoin(bookings, eq(bookings.id, openMatches.bookingId))
    .where(
      and(
        eq(openMatches.status, 'open'),
        lte(bookings.startsAt, new Date(now.getTime() + autoCancelMinutes * 60_000)),
      ),
    );
  const result: AutoCancelResult = { cancelled: [], settled: [] };
  for (const { id } of due) {
    const done = await cancelOne(ctx, id, now);
    if (!done) continue;
    if (done.kind === 'settled') {
      result.settled.push(id);
      continue;
    }
    result.cancelled.push(id);
    await publishCancellation(ctx, done.outcome);
    await tell(ctx, {
      userIds: done.people,
      matchId: id,
      message: msg('push.matchAutoCancelled'),
      mail: {
        subject: msg('mail.matchCancelledSubject'),
        lines: [
          msg('mail.matchCancelledLine', { match: done.label }),
          msg('mail.matchCancelledRefund'),
        ],
      },
    });
  }
  return result;
}
