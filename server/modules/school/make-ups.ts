/**
 * 'Recuperación' (docs/features/school.md): a pupil who missed a class of their own group
 * (marked absent, or the club called it off) takes a place in another group of the same level on
 * one of its class days, at most the club's number per season. The rules are
 * src/domain/school-makeup.ts; here the pupil's placement row is locked (one request of a pupil
 * at a time: the season's count holds), then the target group's row (the last free place goes to
 * one pupil only).
 */
import { and, asc, count, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { MakeUp, MakeUpBody, MakeUpsResponse } from '@/api/school.ts';
import { clubDate } from '@/domain/club-time.ts';
import { MAKEUP_MESSAGES, makeUpProblem, seasonBounds, seasonOf } from '@/domain/school-makeup.ts';
import { SCHOOL_MESSAGES } from '@/domain/school.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import {
  schoolAttendance,
  schoolCancelledClasses,
  schoolGroups,
  schoolMakeUps,
  schoolRequests,
  users,
} from '../../db/schema/index.ts';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import { listGroups, placedIn, type GroupRow } from './queries.ts';
import { groupById } from './service.ts';

const groupLabel = (g: Pick<GroupRow, 'level' | 'daysOfWeek' | 'timeRange'>) =>
  `${g.level}: ${g.daysOfWeek.join(', ')} ${g.timeRange}`;

/** The pupil's placement (their own group), locked when `lock` is set. */
async function ownPlacement(q: Queryable, userId: string, lock = false) {
  const query = q
    .select({ id: schoolRequests.id, groupId: schoolRequests.groupId })
    .from(schoolRequests)
    .where(and(eq(schoolRequests.userId, userId), eq(schoolRequests.status, 'placed')));
  const [row] = lock ? await query.for('update') : await query;
  const group = row?.groupId ? await groupById(q, row.groupId) : null;
  if (!group) throw badRequest(MAKEUP_MESSAGES.notAPupil);
  return group;
}

/** The classes of `group` the pupil missed up to `today`: absent, or called off. */
async function missedClasses(q: Queryable, userId: string, group: GroupRow, today: string) {
  const [absent, cancelled, made] = await Promise.all([
    q
      .select({ date: schoolAttendance.date })
      .from(schoolAttendance)
      .where(
        and(
          eq(schoolAttendance.groupId, group.id),
          eq(schoolAttendance.userId, userId),
          eq(schoolAttendance.present, false),
        ),
      ),
    q
      .select({ date: schoolCancelledClasses.date })
      .from(schoolCancelledClasses)
      .where(eq(schoolCancelledClasses.groupId, group.id)),
    q
      .select({ date: schoolMakeUps.missedDate })
      .from(schoolMakeUps)
      .where(and(eq(schoolMakeUps.userId, userId), eq(schoolMakeUps.missedGroupId, group.id))),
  ]);
  const done = new Set(made.map((m) => m.date));
  const season = seasonBounds(seasonOf(today));
  return [...new Set([...absent, ...cancelled].map((r) => r.date))]
    .filter((d) => !done.has(d) && d >= season.from)
    .sort();
}

async function usedInSeason(q: Queryable, userId: string, date: string): Promise<number> {
  const { from, to } = seasonBounds(seasonOf(date));
  const [row] = await q
    .select({ n: count() })
    .from(schoolMakeUps)
    .where(
      and(
        eq(schoolMakeUps.userId, userId),
        gte(schoolMakeUps.missedDate, from),
        lte(schoolMakeUps.missedDate, to),
      ),
    );
  return row?.n ?? 0;
}

async function makeUpsOf(q: Queryable, userId: string): Promise<MakeUp[]> {
  const rows = await q
    .select({ makeUp: schoolMakeUps, group: schoolGroups })
    .from(schoolMakeUps)
    .innerJoin(schoolGroups, eq(schoolGroups.id, schoolMakeUps.groupId))
    .where(eq(schoolMakeUps.userId, userId))
    .orderBy(asc(schoolMakeUps.date));
  return rows.map(({ makeUp, group }) => toMakeUp(makeUp, group));
}

function toMakeUp(m: typeof schoolMakeUps.$inferSelect, group: GroupRow): MakeUp {
  const { id, missedGroupId, missedDate, groupId, date } = m;
  return { _id: id, missedGroupId, missedDate, groupId, date, groupLabel: groupLabel(group) };
}

/** GET /school/make-ups: what the pupil may make up and where. */
export async function makeUpOverview(ctx: AppContext, userId: string): Promise<MakeUpsResponse> {
  const today = clubDate(ctx.now(), ctx.config.club.timezone);
  const own = await ownPlacement(ctx.db, userId);
  const { school } = await readClubSettings(ctx.db);
  const [missed, used, groups, makeUps] = await Promise.all([
    missedClasses(ctx.db, userId, own, today),
    usedInSeason(ctx.db, userId, today),
    listGroups(
      ctx.db,
      and(
        eq(schoolGroups.level, own.level),
        ne(schoolGroups.id, own.id),
        gte(schoolGroups.endDate, today),
      ),
    ),
    makeUpsOf(ctx.db, userId),
  ]);
  return {
    success: true,
    limit: school.makeUpsPerSeason,
    used,
    missed: missed.map((date) => ({ groupId: own.id, date })),
    groups,
    makeUps,
  };
}

/** POST /school/make-ups: takes the place, or refuses with the domain's Spanish reason. */
export async function takeMakeUp(
  ctx: AppContext,
  userId: string,
  body: MakeUpBody,
): Promise<MakeUp> {
  const today = clubDate(ctx.now(), ctx.config.club.timezone);
  try {
    return await ctx.db.transaction(async (tx) => {
      const own = await ownPlacement(tx, userId, true);
      const [target] = await tx
        .select()
        .from(schoolGroups)
        .where(eq(schoolGroups.id, body.groupId))
        .for('update');
      if (!target) throw notFound(SCHOOL_MESSAGES.groupNotFound);
      const missed = await missedClasses(tx, userId, own, today);
      const [cancelled] = await tx
        .select({ date: schoolCancelledClasses.date })
        .from(schoolCancelledClasses)
        .where(
          and(
            eq(schoolCancelledClasses.groupId, target.id),
            eq(schoolCancelledClasses.date, body.date),
          ),
        );
      const [sameDay] = await tx
        .select({ n: count() })
        .from(schoolMakeUps)
        .where(and(eq(schoolMakeUps.groupId, target.id), eq(schoolMakeUps.date, body.date)));
      const { school } = await readClubSettings(tx);
      const problem = makeUpProblem({
        own,
        missedDate: body.missedDate,
        missed: missed.includes(body.missedDate),
        target,
        date: body.date,
        today,
        targetCancelled: Boolean(cancelled),
        used: await usedInSeason(tx, userId, body.missedDate),
        limit: school.makeUpsPerSeason,
        placed: await placedIn(tx, target.id),
        makeUpsThatDay: sameDay?.n ?? 0,
      });
      if (problem) throw badRequest(problem);
      const [row] = await tx
        .insert(schoolMakeUps)
        .values({ ...body, userId, missedGroupId: own.id })
        .returning();
      return toMakeUp(row!, target);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MAKEUP_MESSAGES.already);
    throw error;
  }
}

/** The pupils making up a class in this group that day, for the coach's attendance list. */
export async function makeUpPupils(
  q: Queryable,
  groupId: string,
  date: string,
): Promise<{ _id: string; name: string }[]> {
  return q
    .select({ _id: users.id, name: users.name })
    .from(schoolMakeUps)
    .innerJoin(users, eq(users.id, schoolMakeUps.userId))
    .where(and(eq(schoolMakeUps.groupId, groupId), inArray(schoolMakeUps.date, [date])))
    .orderBy(asc(users.name));
}
