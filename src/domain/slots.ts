/**
 * A court's slots for a day: from its opening time to its closing time in steps of its slot
 * length, on the club's wall clock. On the spring daylight-saving day a slot whose start does not
 * exist on the clock is left out; each slot's instants come from the real offset of that day.
 */
import { minutesToTime, timeToMinutes, zonedTimeToInstant } from './club-time.ts';
import { msg, type Message } from '@/i18n/message.ts';

export interface CourtHours {
  openingTime: string;
  closingTime: string;
  slotMinutes: number;
}

export interface Slot {
  /** 'HH:MM - HH:MM' */
  label: string;
  start: string;
  end: string;
  startsAt: Date;
  endsAt: Date;
}

export function slotLabel(start: string, end: string): string {
  return `${start} - ${end}`;
}

export interface TimeRange {
  start: number;
  end: number;
}

/** 'HH:MM - HH:MM' to minutes after midnight, or null when malformed or empty. */
export function parseTimeRange(range: string): TimeRange | null {
  const match = /^\s*(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})\s*$/.exec(range);
  if (!match) return null;
  const start = timeToMinutes(match[1]!);
  const end = timeToMinutes(match[2]!);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return null;
  return { start, end };
}

/** Days remembered before the memo starts afresh (a browser tab or a server runs for months). */
const MAX_MEMO = 2_000;
const memo = new Map<string, readonly Slot[]>();

/**
 * A pure function of the court's hours, the day and the zone, asked for several times by every
 * booking and schedule: remembered, and frozen so no caller can change another's answer.
 */
export function courtSlots(hours: CourtHours, date: string, timeZone: string): readonly Slot[] {
  const key = `${hours.openingTime}|${hours.closingTime}|${hours.slotMinutes}|${date}|${timeZone}`;
  let slots = memo.get(key);
  if (!slots) {
    slots = Object.freeze(computeSlots(hours, date, timeZone).map((s) => Object.freeze(s)));
    if (memo.size >= MAX_MEMO) memo.clear();
    memo.set(key, slots);
  }
  return slots;
}

function computeSlots(hours: CourtHours, date: string, timeZone: string): Slot[] {
  const open = timeToMinutes(hours.openingTime);
  const close = timeToMinutes(hours.closingTime);
  const step = hours.slotMinutes;
  if (Number.isNaN(open) || Number.isNaN(close) || !(step > 0)) return [];
  const slots: Slot[] = [];
  for (let m = open; m + step <= close; m += step) {
    const start = minutesToTime(m);
    const end = minutesToTime(m + step);
    const startsAt = zonedTimeToInstant(date, start, timeZone);
    if (!startsAt) continue;
    // The end is the start plus the slot's length in real time, so a slot crossing a clock change
    // keeps its duration.
    const endsAt = new Date(startsAt.getTime() + step * 60_000);
    slots.push({ label: slotLabel(start, end), start, end, startsAt, endsAt });
  }
  return slots;
}

/**
 * The court slots the labels name, in order, when they are all slots of that day and consecutive;
 * otherwise null.
 */
export function pickConsecutiveSlots(all: readonly Slot[], labels: string[]): Slot[] | null {
  if (labels.length === 0) return null;
  const indexes = labels.map((l) => all.findIndex((s) => s.label === l.trim()));
  if (indexes.some((i) => i < 0)) return null;
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  if (sorted.length !== labels.length) return null;
  for (let i = 1; i < sorted.length; i++) {
    const prev = all[sorted[i - 1]!]!;
    const cur = all[sorted[i]!]!;
    if (sorted[i] !== sorted[i - 1]! + 1 || prev.end !== cur.start) return null;
  }
  return sorted.map((i) => all[i]!);
}

/** A slot's length, short: '1 h 30 min', '1 h', '45 min'. */
export function formatDuration(minutes: number): Message {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return msg('rules.durationMinutes', { minutes: rest });
  return rest === 0
    ? msg('rules.durationHours', { hours })
    : msg('rules.durationHoursMinutes', { hours, minutes: rest });
}
