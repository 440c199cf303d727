/**
 * The quick booking ('Reserva rápida'): the member names sport, day, time and length; the club's
 * order (src/domain/quick-booking.ts) ranks the free courts and the first is booked through the
 * ordinary createBooking, so the rules and the race are the schedule's own. A court lost to a
 * race is followed by the next; when none is free, the answer offers the nearest free starts of
 * that day and the taken slot whose waitlist the member may join.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { QuickBookingRequest, QuickBookingResponse } from '@/api/waitlist.ts';
import { findBlock } from '@/domain/blocked-times.ts';
import { BOOKING_MESSAGES, mustPayFirst } from '@/domain/booking-rules.ts';
import { QUICK_MESSAGES, nearestTimes, quickCourtOrder, slotsFor } from '@/domain/quick-booking.ts';
import { courtSlots, type Slot } from '@/domain/slots.ts';
import { waitlistEnabled } from '@/domain/waitlist.ts';
import { weatherFlags } from '@/domain/weather.ts';
import type { AppContext } from '../../../context.ts';
import { bookingSlots, bookings } from '../../../db/schema/index.ts';
import { HttpError, badRequest } from '../../../lib/errors.ts';
import { readClubSettings } from '../../../services/club-settings.ts';
import type { SessionUser } from '../../../sessions.ts';
import { listCourts, type LoadedCourt } from '../../courts/index.ts';
import { createBooking } from '../create/create.ts';
import { forecastAt } from '../forecast.ts';
import type { Message } from '@/i18n/message.ts';

/** How far back a court's bookings count for 'the least used'. */
const USAGE_DAYS = 28;

interface Candidate {
  id: string;
  indoor: boolean;
  position: number;
  usage: number;
  court: LoadedCourt;
  day: readonly Slot[];
  slots: Slot[] | null;
}

async function usageOf(ctx: AppContext, courtIds: string[]): Promise<Map<string, number>> {
  if (courtIds.length === 0) return new Map();
  const since = new Date(ctx.now().getTime() - USAGE_DAYS * 86_400_000);
  const rows = await ctx.db
    .select({ courtId: bookings.courtId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.courtId, courtIds),
        eq(bookings.status, 'active'),
        gt(bookings.startsAt, since),
      ),
    )
    .groupBy(bookings.courtId);
  return new Map(rows.map((r) => [r.courtId, r.n]));
}

/** 'courtId|epoch ms' of every slot taken (booked or held) among the given ones. */
async function takenKeys(ctx: AppContext, candidates: Candidate[]): Promise<Set<string>> {
  const starts = [...new Set(candidates.flatMap((c) => c.day.map((s) => s.startsAt.getTime())))];
  if (starts.length === 0) return new Set();
  const rows = await ctx.db
    .select({ courtId: bookingSlots.courtId, startsAt: bookingSlots.startsAt })
    .from(bookingSlots)
    .where(
      and(
        inArray(
          bookingSlots.courtId,
          candidates.map((c) => c.id),
        ),
        inArray(
          bookingSlots.startsAt,
          starts.map((ms) => new Date(ms)),
        ),
        eq(bookingSlots.active, true),
        sql`(${bookingSlots.expiresAt} is null or ${bookingSlots.expiresAt} > ${ctx.now()})`,
      ),
    );
  return new Set(rows.map((r) => `${r.courtId}|${r.startsAt.getTime()}`));
}

function isFree(c: Candidate, slots: Slot[], taken: Set<string>, date: string, now: Date) {
  return (
    slots[0]!.startsAt.getTime() > now.getTime() &&
    slots.every(
      (s) =>
        !taken.has(`${c.id}|${s.startsAt.getTime()}`) &&
        !findBlock(c.court.blockedTimes, date, s.label),
    )
  );
}

/** The answer, its message worded per asker by the route. */
export type QuickBookingAnswer = Omit<QuickBookingResponse, 'message'> & { message: Message };

export async function quickBooking(
  ctx: AppContext,
  user: SessionUser,
  request: QuickBookingRequest,
): Promise<QuickBookingAnswer> {
  const tz = ctx.config.club.timezone;
  const courts = (await listCourts(ctx.db)).filter((c) => c.row.type === request.sport);
  const usage = await usageOf(
    ctx,
    courts.map((c) => c.row.id),
  );
  const candidates: Candidate[] = courts.map((court) => {
    const day = courtSlots(court.rules, request.dateBooked, tz);
    return {
      id: court.row.id,
      indoor: court.row.indoor,
      position: court.row.position,
      usage: usage.get(court.row.id) ?? 0,
      court,
      day,
      slots: slotsFor(day, request.time, request.minutes),
    };
  });
  const fitting = candidates.filter((c) => c.slots);
  if (fitting.length === 0) throw badRequest(QUICK_MESSAGES.length, 'quickLength');
  const rain = weatherFlags(await forecastAt(ctx, fitting[0]!.slots![0]!.startsAt)).rain;
  const settings = await readClubSettings(ctx.db);
  const ordered = quickCourtOrder(fitting, settings, rain);
  const taken = await takenKeys(ctx, candidates);
  const now = ctx.now();
  for (const c of ordered) {
    if (!isFree(c, c.slots!, taken, request.dateBooked, now)) continue;
    // A non-member pays the whole court before the booking exists (spec section 5): the answer
    // names the free court, and the PWA takes them to the schedule's card payment for it.
    if (mustPayFirst(user.role, false)) {
      const payFirst = {
        courtId: c.id,
        courtName: c.court.row.name,
        timeBooked: c.slots!.map((s) => s.label),
      };
      return {
        success: true,
        message: BOOKING_MESSAGES.payFirst,
        booking: null,
        alternatives: [],
        waitlist: null,
        payFirst,
      };
    }
    try {
      const booking = await createBooking(ctx, user, {
        courtId: c.id,
        dateBooked: request.dateBooked,
        timeBooked: c.slots!.map((s) => s.label),
        players: [],
        isLeagueMatch: false,
      });
      const message = QUICK_MESSAGES.booked(c.court.row.name);
      return { success: true, message, booking, alternatives: [], waitlist: null, payFirst: null };
    } catch (error) {
      // Lost to a race: the next court in the club's order.
      if (error instanceof HttpError && error.code === 'slotTaken') continue;
      throw error;
    }
  }
  return noneFree(ctx, request, ordered, candidates, await takenKeys(ctx, candidates), settings);
}

function noneFree(
  ctx: AppContext,
  request: QuickBookingRequest,
  ordered: Candidate[],
  candidates: Candidate[],
  taken: Set<string>,
  settings: Awaited<ReturnType<typeof readClubSettings>>,
): QuickBookingAnswer {
  const now = ctx.now();
  const starts = candidates.flatMap((c) =>
    c.day
      .map((s) => slotsFor(c.day, s.start, request.minutes))
      .filter(
        (slots): slots is Slot[] => !!slots && isFree(c, slots, taken, request.dateBooked, now),
      )
      .map((slots) => slots[0]!.start),
  );
  const alternatives = nearestTimes(
    starts.filter((s) => s !== request.time),
    request.time,
  );
  const line = ordered.find((c) =>
    c.slots!.every((s) => !findBlock(c.court.blockedTimes, request.dateBooked, s.label)),
  );
  const waitlist =
    line && waitlistEnabled(settings, request.sport)
      ? {
          courtId: line.id,
          courtName: line.court.row.name,
          timeBooked: line.slots!.map((s) => s.label),
        }
      : null;
  return {
    success: true,
    message: QUICK_MESSAGES.none,
    booking: null,
    alternatives,
    waitlist,
    payFirst: null,
  };
}
