/**
 * The schedule from memory: each court's taken slots per day, kept on every instance until a
 * write changes that day (`publishBooking` tells every instance through the bus), each booking
 * already serialised for the three ways a viewer may see it. An answer is a join of strings, and
 * its ETag a hash of them, so an unchanged schedule answers 304. Nothing is cached while the bus
 * that carries the invalidations is down.
 */
import { LRUCache } from 'lru-cache';
import type { BookedSlot } from '@/api/bookings.ts';
import { addDays, daysBetween } from '@/domain/club-time.ts';
import { isMemberRole } from '@/domain/roles.ts';
import type { Database } from '../../../db/client.ts';
import type { Realtime } from '../../../realtime.ts';
import type { SessionUser } from '../../../sessions.ts';
import { serialised, type Serialised } from '../../../lib/serialised.ts';
import { loadBookedRows, timeRangeOf, type BookedRow } from '../queries.ts';

/** The cache topic; keys are `scheduleKey(courtId, date)`. */
export const SCHEDULE_TOPIC = 'schedule';
export const scheduleKey = (courtId: string, date: string) => `${courtId}|${date}`;
const MAX_DAYS = 20_000;
const MAX_ANSWERS = 5_000;

/** One booking as members, non-members and its own booker see it. */
interface Slot {
  userId: string;
  member: string;
  nonMember: string;
  mine: string;
}

/** A range's answer for viewers with no booking in it, and what a booker's own answer needs. */
interface Built extends Serialised {
  slots: Slot[];
  bookers: Set<string>;
}

function toSlot(r: BookedRow): Slot {
  const shape = (name: string | null, isMine: boolean): string =>
    JSON.stringify({
      _id: r.id,
      courtId: r.courtId,
      dateBooked: r.dateBooked,
      timeBooked: timeRangeOf(r.slots),
      slots: r.slots,
      startsAt: r.startsAt.toISOString(),
      userBooked: { _id: r.userId, name },
      isMine,
      paymentStatus: r.paymentStatus,
      isLeagueMatch: r.isLeagueMatch,
    } satisfies BookedSlot);
  return {
    userId: r.userId,
    member: shape(r.userName, false),
    nonMember: shape(null, false),
    mine: shape(r.userName, true),
  };
}

export function createScheduleCache(
  db: Database,
  realtime: Pick<Realtime, 'onForget' | 'cacheable'>,
) {
  // Bounded by lru-cache (decision 086): the least recently read go first. No time limit: a day
  // changes only through a write, and every write tells every instance.
  const days = new LRUCache<string, Slot[]>({ max: MAX_DAYS });
  // Whole answers, per court, range and whether names are seen: most viewers have no booking in
  // the range and get the same bytes, so they are joined and hashed once per change.
  const answers = new LRUCache<string, Built>({ max: MAX_ANSWERS });
  // A booker's own answers (their bookings shown as theirs), per range and booker: joined and
  // hashed once per change too, not on every request of a member who plays that week.
  const own = new LRUCache<string, Serialised>({ max: MAX_ANSWERS });
  // Bumped by every invalidation: a load that started before one must not store what it read.
  let generation = 0;
  realtime.onForget(SCHEDULE_TOPIC, (keys) => {
    generation++;
    answers.clear();
    own.clear();
    if (!keys) return days.clear();
    for (const key of keys) days.delete(key);
  });
  // A renamed booker shows under the new name: user changes are rare, so all is dropped.
  realtime.onForget('user', () => {
    generation++;
    answers.clear();
    own.clear();
    days.clear();
  });

  /** Every date's slots: the cached days as they are now, the others read in one query. */
  async function load(courtId: string, dates: string[]): Promise<Map<string, Slot[]>> {
    const trusted = realtime.cacheable();
    const loaded = new Map<string, Slot[]>();
    const missing: string[] = [];
    for (const date of dates) {
      const cached = trusted ? days.get(scheduleKey(courtId, date)) : undefined;
      if (cached) loaded.set(date, cached);
      else missing.push(date);
    }
    if (missing.length) {
      const started = generation;
      const rows = await loadBookedRows(db, {
        courtId,
        startDate: missing[0]!,
        endDate: missing[missing.length - 1]!,
      });
      const fresh = new Map<string, Slot[]>(missing.map((date) => [date, []]));
      // The query spans from the first missing day to the last: days between are not re-read.
      for (const row of rows) fresh.get(row.dateBooked)?.push(toSlot(row));
      if (trusted && started === generation && realtime.cacheable()) {
        for (const [date, slots] of fresh) days.set(scheduleKey(courtId, date), slots);
      }
      for (const [date, slots] of fresh) loaded.set(date, slots);
    }
    return loaded;
  }

  const serialise = (parts: string[]): Serialised =>
    serialised(`{"success":true,"bookings":[${parts.join(',')}]}`);

  async function build(courtId: string, dates: string[], seesNames: boolean): Promise<Built> {
    const loaded = await load(courtId, dates);
    const slots = dates.flatMap((date) => loaded.get(date) ?? []);
    const answer = serialise(slots.map((slot) => (seesNames ? slot.member : slot.nonMember)));
    return { ...answer, slots, bookers: new Set(slots.map((slot) => slot.userId)) };
  }

  return {
    /** `GET /users/booked` for this viewer, serialised, with its ETag. */
    async answer(
      viewer: Pick<SessionUser, 'id' | 'role'>,
      query: { courtId: string; startDate: string; endDate: string },
    ): Promise<Serialised> {
      const seesNames = isMemberRole(viewer.role);
      const key = `${query.courtId}|${query.startDate}|${query.endDate}|${seesNames}`;
      const started = generation;
      let built = realtime.cacheable() ? answers.get(key) : undefined;
      if (!built) {
        const span = daysBetween(query.startDate, query.endDate);
        const dates = Array.from({ length: span + 1 }, (_, i) => addDays(query.startDate, i));
        built = await build(query.courtId, dates, seesNames);
        if (started === generation && realtime.cacheable()) {
          answers.set(key, built);
        }
      }
      if (!built.bookers.has(viewer.id)) return built;
      const ownKey = `${key}|${viewer.id}`;
      const kept = realtime.cacheable() ? own.get(ownKey) : undefined;
      if (kept) return kept;
      // The viewer's own bookings show as theirs.
      const answer = serialise(
        built.slots.map((slot) => {
          if (slot.userId === viewer.id) return slot.mine;
          return seesNames ? slot.member : slot.nonMember;
        }),
      );
      if (started === generation && realtime.cacheable()) {
        own.set(ownKey, answer);
      }
      return answer;
    },
  };
}
