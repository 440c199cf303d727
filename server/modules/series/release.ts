/**
 * The holder releases one date of a series, or ends the rest of it (an admin may end any). A
 * released date is cancelled through the bookings' one cancel path: its slot frees and the
 * waitlist, where one exists, takes it in the same commit; what was paid for it goes back to the
 * wallet when released before the cancellation window (src/domain/series.ts releaseCredits).
 */
import { and, eq, gt } from 'drizzle-orm';
import { isAdminRole } from '@/domain/roles.ts';
import { releaseCredits, SERIES_MESSAGES } from '@/domain/series.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { bookings, courtSeries, courtSeriesDates } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../../services/audit.ts';
import type { SessionUser } from '../../sessions.ts';
import { stored } from '../../stored-text.ts';
import { cancelBookingInTx, publishCancellation } from '../bookings/index.ts';
import { activeBookedDates, type SeriesRow } from './queries.ts';

type Outcome = Awaited<ReturnType<typeof cancelBookingInTx>>;

/** The series, locked; only its holder or an admin learns it exists. */
async function lockSeries(tx: Tx, actor: SessionUser, id: string): Promise<SeriesRow> {
  const [row] = await tx.select().from(courtSeries).where(eq(courtSeries.id, id)).for('update');
  if (!row || (row.holderId !== actor.id && !isAdminRole(actor.role))) {
    throw notFound(SERIES_MESSAGES.notFound);
  }
  if (row.status !== 'active') throw badRequest(SERIES_MESSAGES.ended);
  return row;
}

/** Cancels one booked date in the caller's transaction; the date becomes `status`. */
async function releaseDate(
  ctx: AppContext,
  tx: Tx,
  actor: SessionUser,
  series: SeriesRow,
  date: { date: string; bookingId: string; startsAt: Date },
  status: 'released' | 'ended',
): Promise<Outcome> {
  const refund = isAdminRole(actor.role) || releaseCredits(date.startsAt, ctx.now());
  const reason =
    status === 'released' ? stored('series.cancelReleased') : stored('series.cancelEnded');
  // The series' holder is the booker: the member's cancel path, with the series' own rule for
  // the money instead of the single booking's.
  const outcome = await cancelBookingInTx(ctx, tx, actor, date.bookingId, {
    override: { refund, reason },
  });
  await tx
    .update(courtSeriesDates)
    .set({ status })
    .where(and(eq(courtSeriesDates.seriesId, series.id), eq(courtSeriesDates.date, date.date)));
  return outcome;
}

/** The booked dates still to come, with their bookings' starts. */
function futureDates(tx: Tx, seriesId: string, now: Date, only?: string) {
  return activeBookedDates(
    tx,
    seriesId,
    gt(bookings.startsAt, now),
    only ? eq(courtSeriesDates.date, only) : undefined,
  );
}

const creditedCents = (outcomes: Outcome[]) =>
  outcomes.reduce((sum, o) => sum + o.refunds.reduce((s, r) => s + r.cents, 0), 0);

async function publishAll(ctx: AppContext, outcomes: Outcome[]): Promise<void> {
  for (const outcome of outcomes) if (!outcome.unchanged) await publishCancellation(ctx, outcome);
}

/** Releases one future date; the cents credited. */
export async function releaseSeriesDate(
  ctx: AppContext,
  actor: SessionUser,
  seriesId: string,
  date: string,
): Promise<number> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const series = await lockSeries(tx, actor, seriesId);
    const [booked] = await futureDates(tx, series.id, now, date);
    if (!booked) throw notFound(SERIES_MESSAGES.dateNotFound);
    return releaseDate(ctx, tx, actor, series, booked, 'released');
  });
  await publishAll(ctx, [outcome]);
  return creditedCents([outcome]);
}

/** Ends the series: every future date released; how many and the cents credited. */
export async function endSeries(
  ctx: AppContext,
  actor: SessionUser,
  seriesId: string,
): Promise<{ released: number; creditedCents: number }> {
  const now = ctx.now();
  const outcomes = await ctx.db.transaction(async (tx) => {
    const series = await lockSeries(tx, actor, seriesId);
    const done: Outcome[] = [];
    for (const booked of await futureDates(tx, series.id, now)) {
      done.push(await releaseDate(ctx, tx, actor, series, booked, 'ended'));
    }
    await tx
      .update(courtSeries)
      .set({ status: 'ended', endedAt: now })
      .where(eq(courtSeries.id, series.id));
    if (isAdminRole(actor.role)) {
      await recordAudit(tx, actor, {
        action: 'court_series.end',
        entityType: 'court_series',
        entityId: series.id,
        before: { status: 'active' },
        after: { status: 'ended', released: done.map((o) => o.bookingId) },
      });
    }
    return done;
  });
  await publishAll(ctx, outcomes);
  return { released: outcomes.length, creditedCents: creditedCents(outcomes) };
}
