/** What the school tells its students as notifications (module notifications' outbox). */
import { SPANISH_WEEKDAYS } from '@/domain/courts.ts';
import type { Language } from '@/i18n/languages.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { intlLocaleOf, translator } from '../../i18n.ts';
import { notify, type NoticeText } from '../notifications/index.ts';
import { studentsOf, type GroupRow } from './queries.ts';

const URL = '/tennis-school';

type Timetable = Pick<GroupRow, 'level' | 'daysOfWeek' | 'timeRange'>;

/**
 * A group's days are stored by their Spanish names; another language names them as Intl does
 * (4 January 1970 was a Sunday, index 0 of the list).
 */
function weekdayIn(language: Language, day: string): string {
  const index = (SPANISH_WEEKDAYS as readonly string[]).indexOf(day);
  if (language === 'es' || index < 0) return day;
  const date = new Date(Date.UTC(1970, 0, 4 + index, 12));
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** 'Lunes, Miércoles, 18:00-19:00' in `language`. */
export const timetableText = (g: Timetable, language: Language) =>
  `${g.daysOfWeek.map((d) => weekdayIn(language, d)).join(', ')}, ${g.timeRange}`;

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
    title: msg('push.schoolPlacedTitle'),
    body: (language) =>
      translator(language)('push.schoolPlacedBody', {
        group: group.level,
        timetable: timetableText(group, language),
      }),
    url: URL,
    tag: `school-placement-${requestId}`,
    mailed: true,
  });
}

async function tellGroup(
  ctx: AppContext,
  tx: Queryable,
  groupId: string,
  notice: { subject: string; title: NoticeText; body: NoticeText; tag: string },
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
    title: msg('push.classCancelledTitle'),
    body: reason
      ? msg('push.classCancelledBodyReason', { group: group.level, day, reason })
      : msg('push.classCancelledBody', { group: group.level, day }),
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
    title: msg('push.timetableTitle'),
    body: (language) =>
      translator(language)('push.timetableBody', {
        group: after.level,
        timetable: timetableText(after, language),
      }),
    tag: `school-timetable-${after.id}`,
  });
}
