/** Reads the school's pages share: groups with their free places, prices, students. */
import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { SchoolGroup, SchoolPrice, SchoolStudent } from '@/api/school.ts';
import { centsToEuros } from '@/domain/money.ts';
import { freePlaces, schoolPlanParts } from '@/domain/school.ts';
import { SCHOOL_TYPES, subscriptionTypeLabel } from '@/domain/subscriptions.ts';
import type { Language } from '@/i18n/languages.ts';
import type { Queryable } from '../../db/client.ts';
import { courts, schoolGroups, schoolRequests, users } from '../../db/schema/index.ts';
import { translator } from '../../i18n.ts';
import { holdersOfRunning, schoolPriceCents } from '../subscriptions/index.ts';

export type GroupRow = typeof schoolGroups.$inferSelect;

/** The school's prices, each plan named in the reader's language. */
export async function listPrices(q: Queryable, language: Language): Promise<SchoolPrice[]> {
  const cents = await schoolPriceCents(q);
  const t = translator(language);
  return SCHOOL_TYPES.map((type) => ({
    type,
    label: t(subscriptionTypeLabel(type)),
    ...schoolPlanParts(type),
    price: centsToEuros(cents[type]),
  }));
}

/** Students placed in each of the groups, by group id. */
async function placedCounts(q: Queryable, groupIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (groupIds.length === 0) return counts;
  const rows = await q
    .select({ groupId: schoolRequests.groupId })
    .from(schoolRequests)
    .where(and(eq(schoolRequests.status, 'placed'), inArray(schoolRequests.groupId, groupIds)));
  for (const row of rows) counts.set(row.groupId!, (counts.get(row.groupId!) ?? 0) + 1);
  return counts;
}

/** Students placed in one group; in a transaction that holds the group's lock, a settled count. */
export async function placedIn(q: Queryable, groupId: string): Promise<number> {
  return (await placedCounts(q, [groupId])).get(groupId) ?? 0;
}

export function toGroup(
  row: GroupRow,
  names: { courtName: string; coachName: string },
  placed: number,
): SchoolGroup {
  return {
    _id: row.id,
    level: row.level,
    coachId: row.coachId,
    coachName: names.coachName,
    courtId: row.courtId,
    courtName: names.courtName,
    daysOfWeek: row.daysOfWeek,
    timeRange: row.timeRange,
    size: row.size,
    hoursPerMonth: row.hoursPerMonth,
    startDate: row.startDate,
    endDate: row.endDate,
    freePlaces: freePlaces(row.size, placed),
  };
}

/** Groups (optionally filtered), in a stable order, with court, coach and free places. */
export async function listGroups(q: Queryable, where?: SQL): Promise<SchoolGroup[]> {
  const rows = await q
    .select({ group: schoolGroups, courtName: courts.name, coachName: users.name })
    .from(schoolGroups)
    .innerJoin(courts, eq(courts.id, schoolGroups.courtId))
    .innerJoin(users, eq(users.id, schoolGroups.coachId))
    .where(where)
    .orderBy(asc(schoolGroups.level), asc(schoolGroups.createdAt));
  const counts = await placedCounts(
    q,
    rows.map((r) => r.group.id),
  );
  return rows.map((r) => toGroup(r.group, r, counts.get(r.group.id) ?? 0));
}

/** Groups that have not ended by `today`. */
export function currentGroups(q: Queryable, today: string): Promise<SchoolGroup[]> {
  return listGroups(q, gte(schoolGroups.endDate, today));
}

/** The students placed in each group, with whether their school plan runs. */
export async function studentsOf(
  q: Queryable,
  groupIds: string[],
): Promise<Map<string, SchoolStudent[]>> {
  const byGroup = new Map<string, SchoolStudent[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await q
    .select({ groupId: schoolRequests.groupId, id: users.id, name: users.name, email: users.email })
    .from(schoolRequests)
    .innerJoin(users, eq(users.id, schoolRequests.userId))
    .where(and(eq(schoolRequests.status, 'placed'), inArray(schoolRequests.groupId, groupIds)))
    .orderBy(asc(users.name));
  const paying = await holdersOfRunning(
    q,
    rows.map((r) => r.id),
    SCHOOL_TYPES,
  );
  for (const row of rows) {
    byGroup.get(row.groupId!)?.push({
      _id: row.id,
      name: row.name,
      email: row.email,
      planPaid: paying.has(row.id),
    });
  }
  return byGroup;
}
