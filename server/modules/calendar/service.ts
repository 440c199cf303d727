/**
 * The club's calendar as stored and edited (src/domain/calendar.ts). A closed day is a block of
 * every court for the whole day (the courts module reads the closed days into every court's
 * blocks), so closing a day over bookings asks the admin, as a block does, whether to cancel them
 * with refunds or keep them; it goes through the bookings module's `bookingsUnderBlocks`, as a
 * block does.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Booking } from '@/api/bookings.ts';
import { CLOSURE_COVERS_BOOKINGS, type SaveCalendarDayBody } from '@/api/admin.ts';
import {
  CALENDAR_MESSAGES,
  closureBlock,
  mergeCalendar,
  type CalendarDay,
} from '@/domain/calendar.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { clubCalendarDays } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import { recordAudit } from '../../services/audit.ts';
import type { SessionUser } from '../../sessions.ts';
import { bookingsUnderBlocks, type CancelledBooking } from '../bookings/index.ts';
import { listCourts, publishCourtsChanged } from '../courts/index.ts';
import { regionHolidays } from './holidays.ts';

/** The year's calendar: stored days and the region's undecided holidays. */
export async function yearCalendar(
  q: Queryable,
  year: number,
): Promise<{ region: string; days: CalendarDay[] }> {
  const { region } = (await readClubSettings(q)).calendar;
  const rows = await q
    .select()
    .from(clubCalendarDays)
    .where(
      and(gte(clubCalendarDays.date, `${year}-01-01`), lte(clubCalendarDays.date, `${year}-12-31`)),
    )
    .orderBy(asc(clubCalendarDays.date));
  const stored = rows.map((r) => ({
    date: r.date,
    name: r.name,
    source: r.source,
    status: r.status,
  }));
  return { region, days: mergeCalendar(stored, regionHolidays(region, year)) };
}

async function activeCourtIds(ctx: AppContext): Promise<string[]> {
  return (await listCourts(ctx.db)).map((c) => c.row.id);
}

/** The active bookings, not yet ended, that closing `date` would take. */
export async function closureCoverage(
  ctx: AppContext,
  q: Queryable,
  date: string,
): Promise<Booking[]> {
  const block = closureBlock({ date, name: '' });
  return bookingsUnderBlocks.covered(q, await activeCourtIds(ctx), block, ctx.now());
}

export interface DaySaved {
  cancelledBookings: number;
  refundedCents: number;
}

/**
 * Closes a day or drops a holiday, with the audit row. Closing over bookings without the admin's
 * choice answers 409 and writes nothing; 'cancel' cancels them with refunds in this transaction.
 */
export async function saveCalendarDay(
  ctx: AppContext,
  admin: SessionUser,
  date: string,
  body: SaveCalendarDayBody,
): Promise<DaySaved> {
  const courtIds = await activeCourtIds(ctx);
  const outcomes = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(clubCalendarDays)
      .where(eq(clubCalendarDays.date, date))
      .for('update');
    const cancelled: CancelledBooking[] = [];
    if (body.status === 'closed') {
      const covered = await bookingsUnderBlocks.covered(
        tx,
        courtIds,
        closureBlock({ date, name: '' }),
        ctx.now(),
      );
      if (covered.length > 0 && !body.coveredBookings) {
        throw new HttpError(409, CALENDAR_MESSAGES.covers(covered.length), CLOSURE_COVERS_BOOKINGS);
      }
      if (body.coveredBookings === 'cancel') {
        for (const booking of covered) {
          const why = { cause: 'closure' as const, reason: body.name };
          cancelled.push(await bookingsUnderBlocks.cancel(ctx, tx, admin, booking._id, why));
        }
      }
    }
    const values = { name: body.name, source: body.source, status: body.status };
    await tx
      .insert(clubCalendarDays)
      .values({ date, ...values, updatedBy: admin.id })
      .onConflictDoUpdate({
        target: clubCalendarDays.date,
        set: { ...values, updatedBy: admin.id, updatedAt: ctx.now() },
      });
    await recordAudit(tx, admin, {
      action: 'calendar_day.save',
      entityType: 'calendar_day',
      entityId: date,
      before: before ? { name: before.name, source: before.source, status: before.status } : null,
      after: { ...values, cancelledBookings: cancelled.map((c) => c.bookingId) },
    });
    return cancelled;
  });
  for (const outcome of outcomes) await bookingsUnderBlocks.publish(ctx, outcome);
  publishCourtsChanged(ctx, courtIds);
  const refundedCents = outcomes.reduce(
    (sum, o) => sum + o.refunds.reduce((s, r) => s + r.cents, 0),
    0,
  );
  return { cancelledBookings: outcomes.length, refundedCents };
}

/** Forgets a day: a closed day opens again (its waitlists take the freed slots). */
export async function removeCalendarDay(
  ctx: AppContext,
  admin: SessionUser,
  date: string,
): Promise<void> {
  const courtIds = await activeCourtIds(ctx);
  const tellPromoted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(clubCalendarDays)
      .where(eq(clubCalendarDays.date, date))
      .returning();
    if (!row) throw notFound(CALENDAR_MESSAGES.notFound);
    await recordAudit(tx, admin, {
      action: 'calendar_day.remove',
      entityType: 'calendar_day',
      entityId: date,
      before: { name: row.name, source: row.source, status: row.status },
      after: null,
    });
    if (row.status !== 'closed') return [];
    const block = closureBlock(row);
    const tells: Array<() => Promise<void>> = [];
    for (const courtId of courtIds)
      tells.push(await bookingsUnderBlocks.lifted(ctx, tx, courtId, block));
    return tells;
  });
  publishCourtsChanged(ctx, courtIds);
  for (const tell of tellPromoted) await tell();
}
