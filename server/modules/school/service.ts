/**
 * The tennis school for students and coaches: 'Solicitar plaza', the coach's placement (the
 * student is told live and by e-mail) and attendance. Only a group's own coach (or an admin)
 * places students in it or takes its attendance.
 */
import type { Language } from '@/i18n/languages.ts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  schoolUpdatedEvent,
  type CoachOverviewResponse,
  type MySchoolRequest,
  type SchoolOverviewResponse,
  type SchoolRequestBody,
  type SchoolUpdatedPayload,
} from '@/api/school.ts';
import { clubDate } from '@/domain/club-time.ts';
import { isAdminRole, isStaffRole } from '@/domain/roles.ts';
import { SCHOOL_MESSAGES, schoolPlanType } from '@/domain/school.ts';
import { SCHOOL_TYPES } from '@/domain/subscriptions.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { schoolAttendance, schoolGroups, schoolRequests, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import { holdersOfRunning } from '../subscriptions/index.ts';
import { placementMail } from './mails.ts';
import { noticePlacement } from './notices.ts';
import {
  currentGroups,
  listGroups,
  listPrices,
  placedIn,
  studentsOf,
  type GroupRow,
} from './queries.ts';

type RequestRow = typeof schoolRequests.$inferSelect;

const OPEN = ['pending', 'placed'] as const;

async function openRequestOf(q: Queryable, userId: string): Promise<RequestRow | null> {
  const [row] = await q
    .select()
    .from(schoolRequests)
    .where(and(eq(schoolRequests.userId, userId), inArray(schoolRequests.status, [...OPEN])));
  return row ?? null;
}

export async function groupById(q: Queryable, groupId: string): Promise<GroupRow | null> {
  const [row] = await q.select().from(schoolGroups).where(eq(schoolGroups.id, groupId));
  return row ?? null;
}

async function roleOf(q: Queryable, userId: string): Promise<string> {
  const [row] = await q.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? '';
}

/** The student's open request as the page shows it, with the plan their group calls for. */
async function myRequest(q: Queryable, userId: string): Promise<MySchoolRequest | null> {
  const row = await openRequestOf(q, userId);
  if (!row) return null;
  const group = row.status === 'placed' && row.groupId ? await groupById(q, row.groupId) : null;
  const paying = await holdersOfRunning(q, [userId], SCHOOL_TYPES);
  return {
    _id: row.id,
    status: row.status,
    groupId: row.groupId,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    planType: group ? schoolPlanType(group, await roleOf(q, userId)) : null,
    planPaid: paying.has(userId),
  };
}

export async function schoolOverview(
  ctx: AppContext,
  userId: string,
  language: Language,
): Promise<SchoolOverviewResponse> {
  const today = clubDate(ctx.now(), ctx.config.club.timezone);
  const attendance = await ctx.db
    .select({ date: schoolAttendance.date, present: schoolAttendance.present })
    .from(schoolAttendance)
    .where(eq(schoolAttendance.userId, userId))
    .orderBy(desc(schoolAttendance.date))
    .limit(60);
  return {
    success: true,
    prices: await listPrices(ctx.db, language),
    groups: await currentGroups(ctx.db, today),
    myRequest: await myRequest(ctx.db, userId),
    myAttendance: attendance,
  };
}

export async function requestPlace(
  ctx: AppContext,
  userId: string,
  body: SchoolRequestBody,
): Promise<MySchoolRequest> {
  const groupId = body.groupId ?? null;
  if (groupId && !(await groupById(ctx.db, groupId)))
    throw badRequest(SCHOOL_MESSAGES.groupNotFound);
  try {
    await ctx.db
      .insert(schoolRequests)
      .values({ userId, groupId, status: 'pending', comment: body.comment?.trim() ?? '' });
  } catch (error) {
    if (isUniqueViolation(error, 'school_requests_open_uq')) {
      throw conflict(SCHOOL_MESSAGES.alreadyRequested);
    }
    throw error;
  }
  return (await myRequest(ctx.db, userId))!;
}

function requireStaff(actor: SessionUser): void {
  if (!isStaffRole(actor.role)) throw forbidden('role');
}

/** The group, if the actor may run it: its coach, or an admin. */
export async function ownGroup(
  q: Queryable,
  actor: SessionUser,
  groupId: string,
): Promise<GroupRow> {
  requireStaff(actor);
  const group = await groupById(q, groupId);
  if (!group) throw notFound(SCHOOL_MESSAGES.groupNotFound);
  if (!isAdminRole(actor.role) && group.coachId !== actor.id) {
    throw forbidden('ownership', SCHOOL_MESSAGES.notYourGroup);
  }
  return group;
}

export async function coachOverview(
  ctx: AppContext,
  actor: SessionUser,
): Promise<CoachOverviewResponse> {
  requireStaff(actor);
  const groups = await listGroups(
    ctx.db,
    isAdminRole(actor.role) ? undefined : eq(schoolGroups.coachId, actor.id),
  );
  const students = await studentsOf(
    ctx.db,
    groups.map((g) => g._id),
  );
  const pending = await ctx.db
    .select({ request: schoolRequests, name: users.name, email: users.email, role: users.role })
    .from(schoolRequests)
    .innerJoin(users, eq(users.id, schoolRequests.userId))
    .where(eq(schoolRequests.status, 'pending'))
    .orderBy(asc(schoolRequests.createdAt));
  return {
    success: true,
    groups: groups.map((g) => ({ ...g, students: students.get(g._id) ?? [] })),
    requests: pending.map((p) => ({
      _id: p.request.id,
      user: { _id: p.request.userId, name: p.name, email: p.email, role: p.role },
      groupId: p.request.groupId,
      comment: p.request.comment,
      createdAt: p.request.createdAt.toISOString(),
    })),
  };
}

/** Places a pending request's student in one of the coach's groups, if it has room. */
export async function placeStudent(
  ctx: AppContext,
  actor: SessionUser,
  requestId: string,
  groupId: string,
): Promise<string> {
  const placed = await ctx.db.transaction(async (tx) => {
    // The group's row is the lock that keeps two placements from filling the last place twice.
    await ownGroup(tx, actor, groupId);
    const [group] = await tx
      .select()
      .from(schoolGroups)
      .where(eq(schoolGroups.id, groupId))
      .for('update');
    const [request] = await tx
      .select()
      .from(schoolRequests)
      .where(eq(schoolRequests.id, requestId))
      .for('update');
    if (!request) throw notFound(SCHOOL_MESSAGES.requestNotFound);
    if (request.status !== 'pending') throw conflict(SCHOOL_MESSAGES.requestClosed);
    if ((await placedIn(tx, groupId)) >= group!.size) throw conflict(SCHOOL_MESSAGES.groupFull);
    await tx
      .update(schoolRequests)
      .set({ status: 'placed', groupId, placedBy: actor.id, placedAt: ctx.now() })
      .where(eq(schoolRequests.id, requestId));
    const [student] = await tx
      .select({ id: users.id, name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, request.userId));
    return { student: student!, group: group! };
  });
  const payload: SchoolUpdatedPayload = { requestId, status: 'placed', groupId };
  ctx.realtime.emitToUser(placed.student.id, schoolUpdatedEvent(placed.student.id), payload);
  const coach = await ctx.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, placed.group.coachId));
  await ctx.mailer.send(
    placementMail(ctx.config, placed.student, placed.group, coach[0]?.name ?? ''),
  );
  await noticePlacement(ctx, requestId, placed.student.id, placed.group);
  return placed.student.name;
}
