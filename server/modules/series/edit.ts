/**
 * An admin edits a series from a date on (decision 061). Dates before `from` are untouched; every
 * date from `from` on that the series still holds or skipped is re-done with the new terms in ONE
 * transaction: its old booking is cancelled through the bookings' one cancel path (what was paid
 * goes back to the wallet, as an admin's release does), then the date is booked again as creation
 * books it, or skipped with creation's reasons. Dates the holder released stay released.
 *
 * The old bookings are cancelled without walking the waitlist, and the line is walked only once
 * the new bookings are written: otherwise a price-only change would hand the holder's own slot to
 * the first member waiting. Where the new terms leave a slot free, its line takes it in the same
 * commit, as after any cancel.
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { EditSeriesBody } from '@/api/series.ts';
import { addDays, clubDate } from '@/domain/club-time.ts';
import { eurosToCents } from '@/domain/money.ts';
import { checkPattern, seriesDates, SERIES_MESSAGES, seriesLabel } from '@/domain/series.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { bookings, courtSeries, courtSeriesDates } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../../services/audit.ts';
import type { SessionUser } from '../../sessions.ts';
import { stored } from '../../stored-text.ts';
import {
  cancelBookingInTx,
  promoteWaitlistInTx,
  publishBookingById,
  publishCancellation,
  publishPromotions,
  type WaitlistPromotion,
} from '../bookings/index.ts';
import { getCourtInTx } from '../courts/index.ts';
import {
  bookOrSkip,
  closedDaysBetween,
  readPeople,
  takenStarts,
  type SeriesWrite,
  type WrittenDate,
} from './create.ts';
import type { SeriesRow } from './queries.ts';

type Outcome = Awaited<ReturnType<typeof cancelBookingInTx>>;

/**
 * Why the old bookings are cancelled. The cancel path still takes words (the bookings module's
 * parameter), so the Spanish wording goes, as the booking history's record.
 */
const SERIES_CHANGED = stored('series.cancelChanged');

export interface EditedSeries {
  dates: WrittenDate[];
}

async function lockActiveSeries(tx: Tx, id: string): Promise<SeriesRow> {
  const [row] = await tx.select().from(courtSeries).where(eq(courtSeries.id, id)).for('update');
  if (!row) throw notFound(SERIES_MESSAGES.notFound);
  if (row.status !== 'active') throw badRequest(SERIES_MESSAGES.ended);
  if (row.billing !== 'session') throw badRequest(SERIES_MESSAGES.editMonthly);
  return row;
}

/** The series' terms after the edit: what the body leaves out stays. */
function newTerms(series: SeriesRow, body: EditSeriesBody) {
  return {
    courtId: body.courtId ?? series.courtId,
    startTime: body.startTime ?? series.startTime,
    minutes: body.minutes ?? series.minutes,
    playerIds: body.playerIds ?? series.playerIds,
    priceCents: body.price === undefined ? series.priceCents : eurosToCents(body.price),
  };
}

/** Cancels the old bookings of the edited dates, refunding what was paid; no promotion yet. */
async function releaseOld(
  ctx: AppContext,
  tx: Tx,
  actor: SessionUser,
  bookingIds: string[],
): Promise<Outcome[]> {
  if (bookingIds.length === 0) return [];
  const active = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.id, bookingIds), eq(bookings.status, 'active')));
  const outcomes: Outcome[] = [];
  for (const { id } of active) {
    outcomes.push(
      await cancelBookingInTx(ctx, tx, actor, id, {
        override: { refund: true, reason: SERIES_CHANGED },
        promote: false,
      }),
    );
  }
  return outcomes;
}

export async function editSeries(
  ctx: AppContext,
  actor: SessionUser,
  seriesId: string,
  body: EditSeriesBody,
): Promise<EditedSeries> {
  const now = ctx.now();
  const timeZone = ctx.config.club.timezone;
  const { from } = body;
  const changes = ['courtId', 'startTime', 'minutes', 'playerIds', 'price'] as const;
  if (changes.every((key) => body[key] === undefined)) {
    throw badRequest(SERIES_MESSAGES.editNothing);
  }
  if (from < addDays(clubDate(now, timeZone), 1)) throw badRequest(SERIES_MESSAGES.startsTooSoon);
  const result = await ctx.db.transaction(async (tx) => {
    const series = await lockActiveSeries(tx, seriesId);
    if (from < series.fromDate || from > series.toDate) {
      throw badRequest(SERIES_MESSAGES.editFromOutside);
    }
    const terms = newTerms(series, body);
    const court = await getCourtInTx(tx, terms.courtId);
    const pattern = { ...terms, weekday: series.weekday, from, to: series.toDate };
    const problem = checkPattern(pattern, court.rules.slotMinutes);
    if (problem) throw badRequest(problem);
    const { holder, players } = await readPeople(tx, {
      holderId: series.holderId,
      playerIds: terms.playerIds,
    });
    const rows = await tx
      .select()
      .from(courtSeriesDates)
      .where(
        and(
          eq(courtSeriesDates.seriesId, series.id),
          gte(courtSeriesDates.date, from),
          inArray(courtSeriesDates.status, ['booked', 'skipped']),
        ),
      );
    const redo = new Set(rows.map((r) => r.date));
    const oldIds = rows.flatMap((r) => (r.status === 'booked' && r.bookingId ? [r.bookingId] : []));
    const released = await releaseOld(ctx, tx, actor, oldIds);
    const closedDays = await closedDaysBetween(tx, from, series.toDate);
    const planned = seriesDates({ pattern, court: court.rules, closedDays, timeZone }).filter((d) =>
      redo.has(d.date),
    );
    const priceOf = () => terms.priceCents;
    const w: SeriesWrite = { seriesId: series.id, court, holder, players, priceOf, actor, now };
    const starts = planned.flatMap((d) => (d.ok ? d.slots.map((s) => s.startsAt) : []));
    const taken = await takenStarts(tx, court.row.id, starts, now);
    const dates: WrittenDate[] = [];
    for (const d of planned) {
      const done = await bookOrSkip(tx, w, d, taken);
      dates.push(done);
      const { status, reason, detail, detailMessage, bookingId } = done;
      await tx
        .update(courtSeriesDates)
        .set({ status, reason, detail, detailMessage, bookingId })
        .where(and(eq(courtSeriesDates.seriesId, series.id), eq(courtSeriesDates.date, d.date)));
    }
    const promotions = await promoteFreed(ctx, tx, released);
    await tx
      .update(courtSeries)
      .set({
        courtId: terms.courtId,
        startTime: terms.startTime,
        minutes: terms.minutes,
        playerIds: players.map((p) => p.id),
        priceCents: terms.priceCents,
      })
      .where(eq(courtSeries.id, series.id));
    await recordAudit(tx, actor, {
      action: 'court_series.edit',
      entityType: 'court_series',
      entityId: series.id,
      before: {
        courtId: series.courtId,
        pattern: seriesLabel(series.weekday, series.startTime),
        minutes: series.minutes,
        playerIds: series.playerIds,
        priceCents: series.priceCents,
      },
      after: {
        from,
        courtId: terms.courtId,
        pattern: seriesLabel(series.weekday, terms.startTime),
        minutes: terms.minutes,
        playerIds: players.map((p) => p.id),
        priceCents: terms.priceCents,
        skipped: dates.filter((d) => d.status === 'skipped').map((d) => `${d.date} ${d.reason}`),
      },
    });
    return { dates, released, promotions };
  });
  for (const outcome of result.released) await publishCancellation(ctx, outcome);
  await publishPromotions(ctx, result.promotions);
  for (const d of result.dates) {
    if (d.bookingId) await publishBookingById(ctx, d.bookingId, 'created');
  }
  return { dates: result.dates };
}

/** The slots the old bookings held and the new ones did not take go to their waitlists. */
async function promoteFreed(
  ctx: AppContext,
  tx: Tx,
  released: Outcome[],
): Promise<WaitlistPromotion[]> {
  if (released.length === 0) return [];
  const old = await tx
    .select({ courtId: bookings.courtId, dateBooked: bookings.dateBooked, slots: bookings.slots })
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        released.map((o) => o.bookingId),
      ),
    );
  const promotions: WaitlistPromotion[] = [];
  for (const freed of old) promotions.push(...(await promoteWaitlistInTx(ctx, tx, freed)));
  return promotions;
}
