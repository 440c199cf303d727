/** What the school tells its students as notifications (module notifications' outbox). */
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { studentsOf, type GroupRow } from './queries.ts';

const URL = '/tennis-school';

type Timetable = Pick<GroupRow, 'level' | 'daysOfWeek' | 'timeRange'>;
const timetableText = (g: Timetable) => `${g.daysOfWeek.join(', ')}, ${g.timeRange}`;

/** A student was given a place (the placement e-mail went already). */
export async function noticePlacement(
  ctx: AppContext,
  requestId: string,
  studentId: string,
  group: Timetable,
): Promise<void> {
  await notify(ctx, {
    kind: 'school',
    subject: `placement:${requestId}`,
    userId: studentId,
    title: 'Tienes plaza en la Escuela',
    body: `Grupo ${group.level}: ${timetableText(group)}. Paga el plan para confirmarla.`,
    url: URL,
    tag: `school-placement-${requestId}`,
    mailed: true,
  });
}

async function tellGroup(
  ctx: AppContext,
  tx: Queryable,
  groupId: string,
  notice: { subject: string; title: string; body: string; tag: string },
): Promise<void> {
  const students = (await studentsOf(tx, [groupId])).get(groupId) ?? [];
  for (const student of students) {
    await notify({ ctx, tx }, { kind: 'school', userId: student._id, url: URL, ...notice });
  }
}

/** The club called a class off: each student of the group, in the cancelling transaction. */
export function noticeCancelledClass(
  ctx: AppContext,
  tx: Queryable,
  group: { id: string; level: string },
  date: string,
  reason: string,
): Promise<void> {
  const day = date.split('-').reverse().join('/');
  return tellGroup(ctx, tx, group.id, {
    subject: `class-cancelled:${group.id}:${date}`,
    title: 'Clase cancelada',
    body: `La clase del grupo ${group.level} del ${day} no se da.${reason ? ` Motivo: ${reason}.` : ''}`,
    tag: `school-class-${group.id}-${date}`,
  });
}

/** A group's days, hours or court changed: each student, in the saving transaction. */
export async function noticeTimetableChange(
  ctx: AppContext,
  tx: Queryable,
  before: GroupRow,
  after: GroupRow,
): Promise<void> {
  const same =
    before.timeRange === after.timeRange &&
    before.courtId === after.courtId &&
    before.daysOfWeek.join() === after.daysOfWeek.join();
  if (same) return;
  await tellGroup(ctx, tx, after.id, {
    // One per change: the instant of the save tells changes apart.
    subject: `timetable:${after.id}:${after.updatedAt.toISOString()}`,
    title: 'Cambio de horario en la Escuela',
    body: `Tu grupo ${after.level} pasa a ${timetableText(after)}.`,
    tag: `school-timetable-${after.id}`,
  });
}
