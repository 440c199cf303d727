/**
 * 'Recuperación' (issue 26): a pupil who missed a class of their group (marked absent, or the club
 * called the class off) takes a make-up class in another group of the same level that has a free
 * place that day, at most the club's number per season (docs/features/school.md). Pure rules;
 * the server decides the free place under the target group's lock.
 */
import { isSessionDay } from './school.ts';
import { msg, type Message } from '@/i18n/message.ts';

export const MAKEUP_MESSAGES = {
  notMissed: msg('rules.makeupNotMissed'),
  notAPupil: msg('rules.makeupNotAPupil'),
  sameGroup: msg('rules.makeupSameGroup'),
  otherLevel: msg('rules.makeupOtherLevel'),
  notSessionDay: msg('rules.makeupNotSessionDay'),
  notAhead: msg('rules.makeupNotAhead'),
  full: msg('rules.makeupFull'),
  cancelled: msg('rules.makeupCancelled'),
  already: msg('rules.makeupAlready'),
  limit: (limit: number) => msg('rules.makeupLimit', { limit }),
  booked: msg('rules.makeupBooked'),
} as const;

/** The season a date belongs to, September to August: '2026-27' for 2026-11-24 or 2027-03-02. */
export function seasonOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 9 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last dates of a season ('2026-27' → 2026-09-01 … 2027-08-31). */
export function seasonBounds(season: string): { from: string; to: string } {
  const start = Number(season.slice(0, 4));
  return { from: `${start}-09-01`, to: `${start + 1}-08-31` };
}

/** Free places of a group on a class day: its size less its pupils and that day's make-ups. */
export function makeUpPlaces(size: number, placed: number, makeUpsThatDay: number): number {
  return Math.max(0, size - placed - makeUpsThatDay);
}

interface GroupLike {
  id: string;
  level: string;
  size: number;
  daysOfWeek: readonly string[];
  startDate: string;
  endDate: string;
}

export interface MakeUpRequest {
  /** The pupil's own group and the class they missed. */
  own: GroupLike;
  missedDate: string;
  /** Whether that class was missed: marked absent, or called off by the club. */
  missed: boolean;
  /** The group and day of the make-up. */
  target: GroupLike;
  date: string;
  today: string;
  targetCancelled: boolean;
  /** The pupil's make-ups in the missed class's season, and the club's limit. */
  used: number;
  limit: number;
  /** The target group's pupils and that day's make-ups already taken. */
  placed: number;
  makeUpsThatDay: number;
}

/** Why the make-up cannot be taken (Spanish), or null. */
export function makeUpProblem(r: MakeUpRequest): Message | null {
  if (!r.missed || !isSessionDay(r.own, r.missedDate)) return MAKEUP_MESSAGES.notMissed;
  if (r.target.id === r.own.id) return MAKEUP_MESSAGES.sameGroup;
  if (r.target.level.trim().toLowerCase() !== r.own.level.trim().toLowerCase()) {
    return MAKEUP_MESSAGES.otherLevel;
  }
  if (r.date <= r.today) return MAKEUP_MESSAGES.notAhead;
  if (!isSessionDay(r.target, r.date)) return MAKEUP_MESSAGES.notSessionDay;
  if (r.targetCancelled) return MAKEUP_MESSAGES.cancelled;
  if (r.used >= r.limit) return MAKEUP_MESSAGES.limit(r.limit);
  if (makeUpPlaces(r.target.size, r.placed, r.makeUpsThatDay) === 0) return MAKEUP_MESSAGES.full;
  return null;
}
