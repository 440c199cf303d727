/**
 * A class's attendance and what pays it: the coach marks who came; a pupil present without a
 * running school plan pays the class with a use of a class pack, taken in the same transaction,
 * and given back if the coach corrects them to absent or the club calls the class off
 * (docs/features/packs.md, class packs).
 */
import { and, eq } from 'drizzle-orm';
import type { AttendanceBody, AttendanceResponse, CancelClassBody } from '@/api/school.ts';
import { SCHOOL_MESSAGES, isSessionDay } from '@/domain/school.ts';
import { SCHOOL_TYPES } from '@/domain/subscriptions.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { schoolAttendance, schoolCancelledClasses, schoolGroups } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import {
  paidByPack,
  publishPacks,
  returnClassUses,
  takeClassUse,
  type SchoolClass,
} from '../packs/index.ts';
import { holdersOfRunning } from '../subscriptions/index.ts';
import { noticeCancelledClass } from './notices.ts';
import { makeUpPupils } from './make-ups.ts';
import { studentsOf, type GroupRow } from './queries.ts';
import { ownGroup } from './service.ts';

async function isCancelled(q: Queryable, c: SchoolClass): Promise<boolean> {
  const [row] = await q
    .select({ date: schoolCancelledClasses.date })
    .from(schoolCancelledClasses)
    .where(
      and(eq(schoolCancelledClasses.groupId, c.groupId), eq(schoolCancelledClasses.date, c.date)),
    );
  return Boolean(row);
}

/** The group the actor runs, with a class that day; locked when `tx` is given. */
async function classOf(q: Queryable, actor: SessionUser, c: SchoolClass, lock?: Tx) {
  const group: GroupRow = await ownGroup(q, actor, c.groupId);
  if (!isSessionDay(group, c.date)) throw badRequest(SCHOOL_MESSAGES.notSessionDay);
  // One save of a group's class at a time: the pack uses follow the attendance it writes.
  if (lock)
    await lock.select().from(schoolGroups).where(eq(schoolGroups.id, c.groupId)).for('update');
  return group;
}

export async function attendanceOf(
  ctx: AppContext,
  actor: SessionUser,
  groupId: string,
  date: string,
): Promise<AttendanceResponse> {
  const c = { groupId, date };
  await classOf(ctx.db, actor, c);
  const placed = (await studentsOf(ctx.db, [groupId])).get(groupId) ?? [];
  // Pupils of other groups making up a missed class here are on the list too
  // (docs/features/school.md).
  const visiting = await makeUpPupils(ctx.db, groupId, date);
  const students = [
    ...placed.map((s) => ({ ...s, makeUp: false })),
    ...visiting.map((s) => ({ ...s, makeUp: true })),
  ];
  const rows = await ctx.db
    .select()
    .from(schoolAttendance)
    .where(and(eq(schoolAttendance.groupId, groupId), eq(schoolAttendance.date, date)));
  const taken = new Map(rows.map((r) => [r.userId, r.present]));
  const ids = students.map((s) => s._id);
  const planned = await holdersOfRunning(ctx.db, ids, SCHOOL_TYPES);
  const packed = await paidByPack(ctx.db, c, ids);
  const paidBy = (id: string) => (packed.has(id) ? 'pack' : planned.has(id) ? 'plan' : null);
  return {
    success: true,
    date,
    cancelled: await isCancelled(ctx.db, c),
    entries: students.map((s) => ({
      userId: s._id,
      name: s.name,
      present: taken.get(s._id) ?? null,
      paidBy: taken.get(s._id) === true ? paidBy(s._id) : null,
      ...(s.makeUp ? { makeUp: true } : {}),
    })),
  };
}

export async function saveAttendance(
  ctx: AppContext,
  actor: SessionUser,
  groupId: string,
  body: AttendanceBody,
): Promise<void> {
  const c = { groupId, date: body.date };
  const now = ctx.now();
  const owners = await ctx.db.transaction(async (tx) => {
    await classOf(tx, actor, c, tx);
    if (await isCancelled(tx, c)) throw conflict(SCHOOL_MESSAGES.classCancelled);
    const students = new Set(
      [
        ...((await studentsOf(tx, [groupId])).get(groupId) ?? []),
        ...(await makeUpPupils(tx, groupId, body.date)),
      ].map((s) => s._id),
    );
    if (body.entries.some((e) => !students.has(e.userId))) {
      throw badRequest(SCHOOL_MESSAGES.notAStudent);
    }
    const planned = await holdersOfRunning(
      tx,
      body.entries.map((e) => e.userId),
      SCHOOL_TYPES,
    );
    const touched = new Set<string>();
    for (const entry of body.entries) {
      await tx
        .insert(schoolAttendance)
        .values({
          groupId,
          userId: entry.userId,
          date: body.date,
          present: entry.present,
          recordedBy: actor.id,
        })
        .onConflictDoUpdate({
          target: [schoolAttendance.groupId, schoolAttendance.userId, schoolAttendance.date],
          set: { present: entry.present, recordedBy: actor.id, updatedAt: now },
        });
      if (entry.present && !planned.has(entry.userId)) {
        if (await takeClassUse(tx, entry.userId, c, now)) touched.add(entry.userId);
      } else {
        const back = await returnClassUses(tx, c, now, [entry.userId]);
        back.owners.forEach((o) => touched.add(o));
      }
    }
    return touched;
  });
  owners.forEach((userId) => publishPacks(ctx, userId));
}

/** The club calls a class off: recorded once, its attendance cleared, its pack uses given back. */
export async function cancelClass(
  ctx: AppContext,
  actor: SessionUser,
  groupId: string,
  body: CancelClassBody,
): Promise<number> {
  const c = { groupId, date: body.date };
  const now = ctx.now();
  const back = await ctx.db.transaction(async (tx) => {
    const group = await classOf(tx, actor, c, tx);
    const [fresh] = await tx
      .insert(schoolCancelledClasses)
      .values({ ...c, reason: body.reason ?? '', cancelledBy: actor.id })
      .onConflictDoNothing()
      .returning({ date: schoolCancelledClasses.date });
    if (!fresh) throw conflict(SCHOOL_MESSAGES.alreadyCancelled);
    await noticeCancelledClass(ctx, tx, group, body.date, body.reason ?? '');
    await tx
      .delete(schoolAttendance)
      .where(and(eq(schoolAttendance.groupId, groupId), eq(schoolAttendance.date, body.date)));
    return returnClassUses(tx, c, now);
  });
  back.owners.forEach((userId) => publishPacks(ctx, userId));
  return back.history.length;
}
