/**
 * The club's day (issue 41, decision 079): every court of a sport for one day, in one answer. The
 * slots are the court's own (`daySlotStates`: opening hours, blocked times and closed days, past
 * starts, the same functions the booking rules check), the taken ones come from the schedule's
 * cache (the bytes `GET /users/booked` sends, so the names a viewer may see are the schedule's),
 * and the price is `courtPrice` for the viewer's role. What the schedule cache does not keep (a
 * slot held while someone pays, an open match's free seats) is read in one statement.
 */
import { and, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { BookedSlot } from '@/api/bookings.ts';
import type { ClubDayCourt, ClubDayResponse, ClubDaySlot } from '@/api/club-day.ts';
import type { CourtType } from '@/api/courts.ts';
import {
  bookableDates,
  courtPrice,
  daySlotStates,
  isDateBookable,
} from '@/domain/booking-rules.ts';
import { addDays, clubDate, isIsoDate, zonedTimeToInstant } from '@/domain/club-time.ts';
import { seatsLeft } from '@/domain/matches.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../../context.ts';
import {
  bookingSlots,
  bookings,
  openMatches,
  openMatchQueue,
  openMatchSeats,
} from '../../../db/schema/index.ts';
import type { Translate } from '../../../i18n.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { SessionUser } from '../../../sessions.ts';
import { listCourts, toCourtDto, type LoadedCourt } from '../../courts/index.ts';
import type { createScheduleCache } from '../schedule/schedule-cache.ts';

type ScheduleCache = ReturnType<typeof createScheduleCache>;
type Viewer = Pick<SessionUser, 'id' | 'role'>;

/** The words of the slots the schedule has none for, the schedule screen's own. */
export const CLUB_DAY_TEXTS = {
  own: 'schedule.yourBooking',
  nonMember: 'schedule.nonMember',
  held: 'schedule.unavailable',
} as const satisfies Record<string, MessageKey>;

const SPORT_ORDER: readonly CourtType[] = ['padel', 'tennis'];

interface Extras {
  /** 'courtId|epoch ms' of every slot held by a payment in progress. */
  held: Set<string>;
  /** Open matches with seats left, by booking id. */
  matches: Map<string, { matchId: string; seatsLeft: number }>;
}

/** Held slots and open matches of these courts on this day, in one statement. */
async function readExtras(ctx: AppContext, courtIds: string[], date: string): Promise<Extras> {
  const extras: Extras = { held: new Set(), matches: new Map() };
  const tz = ctx.config.club.timezone;
  const from = zonedTimeToInstant(date, '00:00', tz);
  const to = zonedTimeToInstant(addDays(date, 1), '00:00', tz);
  if (courtIds.length === 0 || !from || !to) return extras;
  const now = ctx.now();
  const holds = ctx.db
    .select({
      courtId: bookingSlots.courtId,
      startsAt: bookingSlots.startsAt,
      bookingId: sql<string | null>`null::uuid`,
      matchId: sql<string | null>`null::uuid`,
      seats: sql<number>`0`,
      taken: sql<number>`0`,
      queued: sql<number>`0`,
    })
    .from(bookingSlots)
    .where(
      and(
        inArray(bookingSlots.courtId, courtIds),
        gte(bookingSlots.startsAt, from),
        lt(bookingSlots.startsAt, to),
        eq(bookingSlots.active, true),
        isNull(bookingSlots.bookingId),
        gt(bookingSlots.expiresAt, now),
      ),
    );
  const matches = ctx.db
    .select({
      courtId: bookings.courtId,
      startsAt: bookings.startsAt,
      bookingId: sql<string | null>`${bookings.id}`,
      matchId: sql<string | null>`${openMatches.id}`,
      seats: openMatches.seats,
      taken: sql<number>`(select count(*)::int from ${openMatchSeats} s where s.match_id = ${openMatches.id} and s.status = 'taken')`,
      queued: sql<number>`(select count(*)::int from ${openMatchQueue} q where q.match_id = ${openMatches.id} and q.status = 'held' and q.hold_expires_at > ${now})`,
    })
    .from(openMatches)
    .innerJoin(bookings, eq(bookings.id, openMatches.bookingId))
    .where(
      and(
        inArray(bookings.courtId, courtIds),
        eq(bookings.dateBooked, date),
        eq(bookings.status, 'active'),
        eq(openMatches.status, 'open'),
      ),
    );
  for (const row of await holds.unionAll(matches)) {
    if (!row.matchId || !row.bookingId) {
      extras.held.add(`${row.courtId}|${new Date(row.startsAt).getTime()}`);
      continue;
    }
    const left = seatsLeft({ seats: row.seats, taken: row.taken, held: row.queued });
    if (left > 0) extras.matches.set(row.bookingId, { matchId: row.matchId, seatsLeft: left });
  }
  return extras;
}

/** The day's taken slots of a court as the schedule answers them to this viewer. */
async function bookedOf(schedule: ScheduleCache, viewer: Viewer, courtId: string, date: string) {
  const answer = await schedule.answer(viewer, { courtId, startDate: date, endDate: date });
  return (JSON.parse(answer.body.toString('utf8')) as { bookings: BookedSlot[] }).bookings;
}

function courtDay(
  court: LoadedCourt,
  input: { date: string; now: Date; timeZone: string; bookable: boolean; t: Translate },
  booked: readonly BookedSlot[],
  extras: Extras,
): ClubDaySlot[] {
  return daySlotStates(court.rules, input.date, input.timeZone, input.now).map((s) => {
    const slot = s.slot.label;
    const base = { slot, text: slot, bookingId: null, openMatch: null };
    const booking = booked.find((b) => b.slots.includes(slot));
    if (booking) {
      return {
        ...base,
        state: booking.isMine ? 'own' : 'taken',
        text: booking.isMine
          ? input.t(CLUB_DAY_TEXTS.own)
          : booking.userBooked.name || input.t(CLUB_DAY_TEXTS.nonMember),
        bookingId: booking._id,
        openMatch: extras.matches.get(booking._id) ?? null,
      };
    }
    if (s.blocked) return { ...base, state: 'blocked', text: input.t(s.blocked) };
    if (s.past) return { ...base, state: 'past' };
    if (extras.held.has(`${court.row.id}|${s.slot.startsAt.getTime()}`)) {
      return { ...base, state: 'held', text: input.t(CLUB_DAY_TEXTS.held) };
    }
    return { ...base, state: input.bookable ? 'free' : 'closed' };
  });
}

/** `GET /users/club-day` for this viewer. */
export async function clubDay(
  ctx: AppContext,
  schedule: ScheduleCache,
  viewer: Viewer,
  query: { sport: CourtType; date: string },
  t: Translate,
): Promise<ClubDayResponse> {
  const { sport, date } = query;
  if (!isIsoDate(date)) throw badRequest(msg('errors.invalidDate'));
  const timeZone = ctx.config.club.timezone;
  const now = ctx.now();
  const today = clubDate(now, timeZone);
  const all = await listCourts(ctx.db);
  const sports = SPORT_ORDER.filter((s) => all.some((c) => c.row.type === s));
  const courts = all.filter((c) => c.row.type === sport);
  const days = [
    ...new Set(courts.flatMap((c) => bookableDates(c.rules, viewer.role, today))),
  ].sort();
  const ids = courts.map((c) => c.row.id);
  const [extras, booked] = await Promise.all([
    readExtras(ctx, ids, date),
    Promise.all(ids.map((id) => bookedOf(schedule, viewer, id, date))),
  ]);
  const answer: ClubDayCourt[] = courts.map((court, i) => {
    const bookable = isDateBookable(court.rules, viewer.role, today, date);
    const priceCents = courtPrice({ type: court.row.type, costs: court.costsCents }, viewer.role);
    return {
      court: toCourtDto(court),
      price: priceCents / 100,
      bookable,
      slots: courtDay(court, { date, now, timeZone, bookable, t }, booked[i] ?? [], extras),
    };
  });
  return { success: true, sport, date, sports, days, courts: answer };
}
