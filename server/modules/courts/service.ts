import { asc, eq, inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { BlockedTime, Court } from '@/api/courts.ts';
import type { BlockedTimeLike } from '@/domain/blocked-times.ts';
import { closureBlock } from '@/domain/calendar.ts';
import type { CourtRules } from '@/domain/booking-rules.ts';
import { courtSlots } from '@/domain/slots.ts';
import { msg } from '@/i18n/message.ts';
import type { Database, Queryable } from '../../db/client.ts';
import {
  clubCalendarDays,
  courtBlockedTimes,
  courts,
  schoolGroups,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

export type CourtRow = typeof courts.$inferSelect;

/** A court as the services use it: the row, its blocked times, and the shape rules read. */
export interface LoadedCourt {
  row: CourtRow;
  blockedTimes: BlockedTime[];
  rules: CourtRules;
  /** cents, as the domain's courtPrice expects on the server */
  costsCents: { nonMember: number; uca: number };
}

const COURT_NOT_FOUND = msg('errors.courtNotFound');

/**
 * Courts change rarely (admin edits) but are read on every schedule load and booking, so they are
 * cached briefly per instance (lru-cache, decision 086), and dropped on every instance when an
 * admin changes one (topic COURT_TOPIC on the realtime bus, heard in routes.ts). The time limit is
 * a backstop: past it, requests keep the courts they had until the new load is in, rather than all
 * waiting for it (issue 29); a failed load is not kept.
 */
const CACHE_MS = 5_000;
const ALL = 'courts';

/**
 * The courts a load found, or the ones before when nothing changed. Why: the answers built from
 * the courts are kept per loaded object (answers.ts), so new objects with the same contents made
 * every day's time intervals be built and hashed again every few seconds (issue 29).
 */
function keepUnchanged(before: LoadedCourt[] | undefined, loaded: LoadedCourt[]): LoadedCourt[] {
  return before && JSON.stringify(before) === JSON.stringify(loaded) ? before : loaded;
}
// Keyed by database handle: tests run several apps, each on its own database, in one process.
let caches = new WeakMap<Database, LRUCache<string, LoadedCourt[]>>();

function courtCache(db: Database): LRUCache<string, LoadedCourt[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({
      max: 1,
      ttl: CACHE_MS,
      allowStale: true,
      // Date's clock, read every time: the tests move it.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
      fetchMethod: async (_key, before) => keepUnchanged(before, await loadAll(db)),
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * A blocked time's own fields, picked from a row or a wider body: as the API shows it, and as a
 * row is written from a request.
 */
export function blockedTimeOf(block: BlockedTimeLike): BlockedTime {
  return {
    startDate: block.startDate,
    endDate: block.endDate,
    daysOfWeek: block.daysOfWeek,
    timeRange: block.timeRange,
    reason: block.reason,
    ...(block.kind ? { kind: block.kind } : {}),
    exceptions: block.exceptions,
  };
}

export const COURT_TOPIC = 'court';

export function invalidateCourtCache(): void {
  caches = new WeakMap();
}

/**
 * The blocks a school group owns: each reader sees them as the school's time in their language,
 * whatever words the row keeps (group-block.ts writes the Spanish ones).
 */
async function schoolBlockIds(db: Queryable, blockIds: string[]): Promise<Set<string>> {
  if (blockIds.length === 0) return new Set();
  const rows = await db
    .select({ id: schoolGroups.blockedTimeId })
    .from(schoolGroups)
    .where(inArray(schoolGroups.blockedTimeId, blockIds));
  return new Set(rows.map((r) => r.id).filter((id): id is string => id !== null));
}

async function loadAll(db: Queryable): Promise<LoadedCourt[]> {
  const rows = await db
    .select()
    .from(courts)
    .where(eq(courts.active, true))
    .orderBy(asc(courts.position), asc(courts.name));
  const ids = rows.map((r) => r.id);
  const blocks = ids.length
    ? await db
        .select()
        .from(courtBlockedTimes)
        .where(inArray(courtBlockedTimes.courtId, ids))
        .orderBy(asc(courtBlockedTimes.startDate))
    : [];
  const schoolOwned = await schoolBlockIds(
    db,
    blocks.map((b) => b.id),
  );
  const closures = (await closedDaysFrom(db)).map((d) => blockedTimeOf(closureBlock(d)));
  return rows.map((row) => {
    // The club's closed days close every court: the schedule, the booking rules, the quick
    // booking and the waitlists all read them as blocks of the whole day.
    const blockedTimes = [
      ...blocks
        .filter((b) => b.courtId === row.id)
        .map((b) => blockedTimeOf(schoolOwned.has(b.id) ? { ...b, kind: 'school' as const } : b)),
      ...closures,
    ];
    return {
      row,
      blockedTimes,
      costsCents: { nonMember: row.costNonMemberCents, uca: row.costUcaCents },
      rules: {
        type: row.type,
        openingTime: row.openingTime,
        closingTime: row.closingTime,
        slotMinutes: row.slotMinutes,
        maxDaysInAdvance: row.maxDaysInAdvance,
        maxBookingsPerWeek: row.maxBookingsPerWeek,
        blockedTimes,
      },
    };
  });
}

/**
 * The club's closed days. All of them: a club closes some fifteen days a year, and the clock the
 * rules run on (ctx.now) need not be the database's.
 */
async function closedDaysFrom(db: Queryable): Promise<{ date: string; name: string }[]> {
  return db
    .select({ date: clubCalendarDays.date, name: clubCalendarDays.name })
    .from(clubCalendarDays)
    .where(eq(clubCalendarDays.status, 'closed'))
    .orderBy(asc(clubCalendarDays.date));
}

export async function listCourts(db: Database): Promise<LoadedCourt[]> {
  return courtCache(db).forceFetch(ALL);
}

export async function findCourt(db: Database, courtId: string): Promise<LoadedCourt | null> {
  return (await listCourts(db)).find((c) => c.row.id === courtId) ?? null;
}

export async function getCourt(db: Database, courtId: string): Promise<LoadedCourt> {
  const court = await findCourt(db, courtId);
  if (!court) throw notFound(COURT_NOT_FOUND);
  return court;
}

const euros = (cents: number) => Math.round(cents) / 100;

export function toCourtDto(court: LoadedCourt): Court {
  const { row } = court;
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    image: row.image,
    costs: { nonMember: euros(row.costNonMemberCents), uca: euros(row.costUcaCents) },
    maxDaysInAdvance: row.maxDaysInAdvance,
    maxBookingsPerWeek: row.maxBookingsPerWeek,
    blockedTimes: court.blockedTimes,
    openingTime: row.openingTime,
    closingTime: row.closingTime,
    slotMinutes: row.slotMinutes,
  };
}

/** A day's slot labels; the slots themselves are remembered by the domain (`courtSlots`). */
export function timeIntervals(court: LoadedCourt, date: string, timeZone: string): string[] {
  return courtSlots(court.rules, date, timeZone).map((s) => s.label);
}

/**
 * A court read through the caller's transaction, uncached: code running inside a transaction must
 * not reach for another connection (on PGlite, the only one is the transaction's, so a read
 * through the database handle would wait for the transaction, which waits for the read).
 */
export async function getCourtInTx(tx: Queryable, courtId: string): Promise<LoadedCourt> {
  const court = (await loadAll(tx)).find((c) => c.row.id === courtId);
  if (!court) throw notFound(COURT_NOT_FOUND);
  return court;
}
