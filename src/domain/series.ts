/**
 * Abonos (issue 26): a fixed weekly court for a season. Which dates a series books is a pure
 * function of its weekday, time and length, its dates, and the club's closed days, the court's
 * blocks and its opening hours; whether a date is already taken is only known when it is written
 * (the server's transaction), so that is the one reason this file cannot give.
 */
import { msg, type Message } from '@/i18n/message.ts';
import { findBlock, blockLabel } from './blocked-times.ts';
import { CANCEL_WINDOW_HOURS } from './cancellation.ts';
import type { CourtRules } from './booking-rules.ts';
import { closedLabel, type ClosedDay } from './calendar.ts';
import { addDays, isIsoDate, minutesToTime, timeToMinutes, weekdayOf } from './club-time.ts';
import { SPANISH_WEEKDAYS } from './courts.ts';
import { courtSlots, pickConsecutiveSlots, slotLabel, type Slot } from './slots.ts';

/** Why a date of a series was not booked. */
export type SkipReason = 'taken' | 'blocked' | 'holiday' | 'outsideHours';

/** Catalogue keys: the screens word the stored reason code in the reader's language. */
export const SKIP_REASON_LABELS = {
  taken: 'rules.skipTaken',
  blocked: 'rules.skipBlocked',
  holiday: 'rules.skipHoliday',
  outsideHours: 'rules.skipOutsideHours',
} as const satisfies Record<SkipReason, Message['id']>;

/** The longest a series may run: one season and a bit. */
export const MAX_SERIES_DAYS = 366;
/** A session's length in minutes: one slot to four hours. */
export const MAX_SERIES_MINUTES = 240;

export const SERIES_MESSAGES = {
  datesInvalid: msg('series.datesInvalid'),
  tooLong: msg('series.tooLong'),
  lengthInvalid: msg('series.lengthInvalid'),
  timeInvalid: msg('series.timeInvalid'),
  noDates: msg('series.noDates'),
  notFound: msg('series.notFound'),
  dateNotFound: msg('series.dateNotFound'),
  datePast: msg('series.datePast'),
  ended: msg('series.alreadyEnded'),
  holderRequired: msg('series.holderRequired'),
  startsTooSoon: msg('series.startsTooSoon'),
  playersInvalid: msg('series.playersInvalid'),
  memberNotAllowed: msg('series.memberNotAllowed'),
  editFromOutside: msg('series.editFromOutside'),
  editMonthly: msg('series.editMonthly'),
  editNothing: msg('series.editNothing'),
} as const;

export interface SeriesPattern {
  /** First and last dates (inclusive), 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** 'HH:MM', a slot start of the court. */
  startTime: string;
  minutes: number;
}

/**
 * Why a date is skipped, beyond its reason: a message the rules word (the court's hours), or the
 * words someone wrote (a block's reason, a closed day's name), kept as written.
 */
export type SkipDetail = Message | string;

export type SeriesDate =
  | { date: string; ok: true; slots: Slot[] }
  | { date: string; ok: false; reason: SkipReason; detail: SkipDetail };

/** The slot labels one session holds, or null when the length is not a whole number of slots. */
export function sessionLabels(
  startTime: string,
  minutes: number,
  slotMinutes: number,
): string[] | null {
  const start = timeToMinutes(startTime);
  if (Number.isNaN(start) || !(slotMinutes > 0) || minutes <= 0 || minutes % slotMinutes !== 0) {
    return null;
  }
  const labels: string[] = [];
  for (let m = start; m < start + minutes; m += slotMinutes) {
    labels.push(slotLabel(minutesToTime(m), minutesToTime(m + slotMinutes)));
  }
  return labels;
}

/** The pattern's own refusal, or null when it can be booked at all. */
export function checkPattern(pattern: SeriesPattern, slotMinutes: number): Message | null {
  const { from, to } = pattern;
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) return SERIES_MESSAGES.datesInvalid;
  if (addDays(from, MAX_SERIES_DAYS) < to) return SERIES_MESSAGES.tooLong;
  if (Number.isNaN(timeToMinutes(pattern.startTime))) return SERIES_MESSAGES.timeInvalid;
  if (pattern.minutes > MAX_SERIES_MINUTES) return SERIES_MESSAGES.lengthInvalid;
  if (!sessionLabels(pattern.startTime, pattern.minutes, slotMinutes)) {
    return SERIES_MESSAGES.lengthInvalid;
  }
  if (weekdayDates(pattern).length === 0) return SERIES_MESSAGES.noDates;
  return null;
}

/** Every date of the pattern's weekday between its dates. */
export function weekdayDates(pattern: Pick<SeriesPattern, 'from' | 'to' | 'weekday'>): string[] {
  const dates: string[] = [];
  if (!isIsoDate(pattern.from) || !isIsoDate(pattern.to)) return dates;
  let date = addDays(pattern.from, (pattern.weekday - weekdayOf(pattern.from) + 7) % 7);
  for (; date <= pattern.to; date = addDays(date, 7)) dates.push(date);
  return dates;
}

/**
 * Each date of the series with its slots, or why it is skipped: a closed day of the club first
 * (it is also a block of every court, but the member should hear 'holiday'), then outside the
 * court's hours, then a block of the court.
 */
export function seriesDates(input: {
  pattern: SeriesPattern;
  court: Pick<CourtRules, 'openingTime' | 'closingTime' | 'slotMinutes' | 'blockedTimes'>;
  closedDays: readonly ClosedDay[];
  timeZone: string;
}): SeriesDate[] {
  const { pattern, court } = input;
  const labels = sessionLabels(pattern.startTime, pattern.minutes, court.slotMinutes) ?? [];
  const closed = new Map(input.closedDays.map((d) => [d.date, d]));
  return weekdayDates(pattern).map((date): SeriesDate => {
    const day = closed.get(date);
    if (day) return { date, ok: false, reason: 'holiday', detail: closedLabel(day) };
    const slots = pickConsecutiveSlots(courtSlots(court, date, input.timeZone), labels);
    if (!slots) {
      const detail = msg('series.skipOpeningHours', {
        opening: court.openingTime,
        closing: court.closingTime,
      });
      return { date, ok: false, reason: 'outsideHours', detail };
    }
    for (const slot of slots) {
      const block = findBlock(court.blockedTimes, date, slot.label);
      if (block) return { date, ok: false, reason: 'blocked', detail: blockLabel(block) };
    }
    return { date, ok: true, slots };
  });
}

/** 'Lunes 18:00' for a series' lists. */
export function seriesLabel(weekday: number, startTime: string): string {
  return `${SPANISH_WEEKDAYS[weekday] ?? ''} ${startTime}`.trim();
}

/**
 * Whether a date released by its holder goes back to the wallet: only when released before the
 * cancellation window (what was paid for it is credited; an unpaid date costs nothing either way).
 * Later, the date is still freed for someone else, but the session is not credited.
 */
export function releaseCredits(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= CANCEL_WINDOW_HOURS * 3_600_000;
}
