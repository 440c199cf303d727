/**
 * The tennis school: groups (size 4 or 6, 4 or 8 hours a month) and the plan a student pays.
 * A school plan is not a membership (spec section 3): it never changes the member's role
 * (`nextRole` in subscriptions.ts ignores school types).
 */
import { msg, type Message } from '@/i18n/message.ts';
import { addDays, weekdayOf } from './club-time.ts';
import { SPANISH_WEEKDAYS, type SpanishWeekday } from './courts.ts';
import { isMemberRole } from './roles.ts';
import { isSchoolType, type SchoolType } from './subscriptions.ts';

export const SCHOOL_GROUP_SIZES = [4, 6] as const;
export type SchoolGroupSize = (typeof SCHOOL_GROUP_SIZES)[number];
export const SCHOOL_GROUP_HOURS = [4, 8] as const;
export type SchoolGroupHours = (typeof SCHOOL_GROUP_HOURS)[number];

/**
 * What the schedule shows on a group's court time: a key, worded in Spanish when the block is
 * stored (a block's reason is the club's own text, as an admin types one).
 */
export const SCHOOL_BLOCK_REASON = msg('school.blockReason');

/** Seeded monthly prices in cents; the admin changes them in 'Escuela'. */
export const DEFAULT_SCHOOL_PRICES_CENTS: Readonly<Record<SchoolType, number>> = {
  socio_6p_4h: 4_000,
  socio_6p_8h: 7_000,
  socio_4p_4h: 5_500,
  socio_4p_8h: 9_500,
  no_socio_6p_4h: 5_500,
  no_socio_6p_8h: 9_500,
  no_socio_4p_4h: 7_000,
  no_socio_4p_8h: 12_500,
};

export interface SchoolPlanParts {
  members: boolean;
  size: SchoolGroupSize;
  hours: SchoolGroupHours;
}

export function schoolPlanParts(type: SchoolType): SchoolPlanParts {
  const [, notMember, size, hours] = /^(no_)?socio_(\d)p_(\d)h$/.exec(type) ?? [];
  return {
    members: !notMember,
    size: Number(size) as SchoolGroupSize,
    hours: Number(hours) as SchoolGroupHours,
  };
}

/**
 * The plan a student of a group pays: socio_* while the student holds a member role, no_socio_*
 * otherwise, with the group's size and monthly hours.
 */
export function schoolPlanType(
  group: { size: number; hoursPerMonth: number },
  role: string | null | undefined,
): SchoolType {
  const type = `${isMemberRole(role) ? 'socio' : 'no_socio'}_${group.size}p_${group.hoursPerMonth}h`;
  if (!isSchoolType(type)) throw new RangeError(`no school plan for ${type}`);
  return type;
}

export function freePlaces(size: number, placed: number): number {
  return Math.max(0, size - placed);
}

export type SchoolRequestStatus = 'pending' | 'placed' | 'cancelled';

/** How a request's state reads: catalogue keys, worded by the screen. */
export const SCHOOL_REQUEST_STATUS_LABELS = {
  pending: 'school.requestPending',
  placed: 'school.requestPlaced',
  cancelled: 'school.requestCancelled',
} as const satisfies Readonly<Record<SchoolRequestStatus, Message['id']>>;

/** The school's answers and refusals, worded in the reader's language by whoever sends them. */
export const SCHOOL_MESSAGES = {
  requested: msg('school.requested'),
  alreadyRequested: msg('school.alreadyRequested'),
  groupNotFound: msg('school.groupNotFound'),
  requestNotFound: msg('school.requestNotFound'),
  requestClosed: msg('school.requestClosed'),
  groupFull: msg('school.groupFull'),
  notYourGroup: msg('school.notYourGroup'),
  placed: (name: string) => msg('school.placedAnswer', { name }),
  noPlacement: msg('school.noPlacement'),
  /** Names the plan the student's group asks for, worded with the reader's plan names. */
  wrongPlan: (expected: SchoolType) => {
    const parts = schoolPlanParts(expected);
    return msg('school.wrongPlan', {
      member: parts.members ? 'yes' : 'no',
      students: parts.size,
      hours: parts.hours,
    });
  },
  planHeld: msg('school.planHeld'),
  notSessionDay: msg('school.notSessionDay'),
  notAStudent: msg('school.notAStudent'),
  attendanceSaved: msg('school.attendanceSaved'),
  classCancelled: msg('school.classCancelled'),
  alreadyCancelled: msg('school.alreadyCancelled'),
  cancelledClass: (usesReturned: number) => msg('school.cancelledClass', { count: usesReturned }),
  coachNotFound: msg('school.coachNotFound'),
  courtNotFound: msg('school.courtNotFound'),
  groupSaved: msg('school.groupSaved'),
  pricesSaved: msg('school.pricesSaved'),
  blockOwnedByGroup: msg('school.blockOwnedByGroup'),
  coversBookings: (list: string) => msg('school.coversBookings', { list }),
} as const;

/** True when the group has a class that day (one of its weekdays, within its dates). */
export function isSessionDay(
  group: { daysOfWeek: readonly string[]; startDate: string; endDate: string },
  date: string,
): boolean {
  if (date < group.startDate || date > group.endDate) return false;
  const weekday: SpanishWeekday = SPANISH_WEEKDAYS[weekdayOf(date)]!;
  return group.daysOfWeek.includes(weekday);
}

/** The latest class day on or before `today` (the first class when none has been yet). */
export function latestSessionDay(
  group: { daysOfWeek: readonly string[]; startDate: string; endDate: string },
  today: string,
): string | null {
  if (group.daysOfWeek.length === 0) return null;
  let day = today > group.endDate ? group.endDate : today;
  for (let i = 0; i < 7 && day >= group.startDate; i++) {
    if (isSessionDay(group, day)) return day;
    day = addDays(day, -1);
  }
  day = group.startDate;
  for (let i = 0; i < 7 && day <= group.endDate; i++) {
    if (isSessionDay(group, day)) return day;
    day = addDays(day, 1);
  }
  return null;
}
