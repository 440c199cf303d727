/**
 * Wall-clock dates and times in the club's time zone, with only the standard Intl API, so the
 * same code runs in the browser and on the server. Dates are 'YYYY-MM-DD', times 'HH:MM'.
 */
import { msg, type Message } from '@/i18n/message.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallClock {
  date: string;
  time: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

function wallParts(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

const HOUR_MS = 3_600_000;
/** Hours remembered per zone before the memo starts afresh (a browser tab runs for days). */
const MAX_HOURS = 20_000;
const offsets = new Map<string, Map<number, number>>();

/** The zone's offset at an instant, in ms east of UTC, asked of Intl (the slow part). */
function exactOffsetMs(instant: Date, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The offset, memoised per zone and UTC hour: Intl.formatToParts was 7 % of a booking's
 * creation. An hour whose first and last moments have the same offset has it throughout (zones
 * change their offset months apart); an hour with a change in it (some zones change on the half
 * hour) is asked of Intl at each instant.
 */
function offsetMs(instant: Date, timeZone: string): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let byHour = offsets.get(timeZone);
  if (!byHour) offsets.set(timeZone, (byHour = new Map()));
  let offset = byHour.get(hour);
  if (offset === undefined) {
    const first = exactOffsetMs(new Date(hour * HOUR_MS), timeZone);
    const last = exactOffsetMs(new Date((hour + 1) * HOUR_MS - 1), timeZone);
    offset = first === last ? first : Number.NaN;
    if (byHour.size >= MAX_HOURS) byHour.clear();
    byHour.set(hour, offset);
  }
  return Number.isNaN(offset) ? exactOffsetMs(instant, timeZone) : offset;
}

/** The club-local date, time and weekday of an instant. */
export function toWallClock(instant: Date, timeZone: string): WallClock {
  const wall = new Date(instant.getTime() + offsetMs(instant, timeZone));
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return {
    date,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    weekday: wall.getUTCDay(),
  };
}

/** The club-local calendar date of an instant. */
export function clubDate(instant: Date, timeZone: string): string {
  return toWallClock(instant, timeZone).date;
}

// Offset of the zone at an instant, in minutes east of UTC.
function offsetMinutes(instant: Date, timeZone: string): number {
  return Math.round(offsetMs(instant, timeZone) / 60_000);
}

/** An instant as the club's clocks show it, with their offset: '2024-01-01T19:20:30+01:00'. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const minutes = offsetMinutes(instant, timeZone);
  const wall = new Date(instant.getTime() + minutes * 60_000).toISOString().slice(0, 19);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The instant at which the club's clocks show `date` `time`, or null when that wall time does not
 * exist (skipped by a daylight-saving change). A time that happens twice (autumn) gives the first.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(y, m - 1, d, hh, mm);
  // Try the offsets in force just before and just after: one of them maps back to the wall time.
  const candidates = [
    offsetMinutes(new Date(wallAsUtc - 86_400_000 / 2), timeZone),
    offsetMinutes(new Date(wallAsUtc + 86_400_000 / 2), timeZone),
  ];
  const found = candidates
    .map((off) => new Date(wallAsUtc - off * 60_000))
    .filter((instant) => {
      const back = toWallClock(instant, timeZone);
      return back.date === date && back.time === time;
    })
    .sort((a, b) => a.getTime() - b.getTime());
  return found[0] ?? null;
}

const DASH = 45;
const ZERO = 48;

export function isIsoDate(value: string): boolean {
  if (value.length !== 10 || value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH) {
    return false;
  }
  // Read by character codes, allocating nothing: every schedule request checks two (issue 29).
  // Years below 100 are refused, as Date.UTC would read them as 19xx.
  const y = digits(value, 0, 4);
  const m = digits(value, 5, 7);
  const d = digits(value, 8, 10);
  return y >= 100 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** The number the characters from `start` to `end` write, or -1 when one is not a digit. */
function digits(value: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const digit = value.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000);
}

/** A 'YYYY-MM-DD' date's midnight in UTC, read without splitting (every schedule request). */
function utcDay(date: string): number {
  return Date.UTC(digits(date, 0, 4), digits(date, 5, 7) - 1, digits(date, 8, 10));
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** 'HH:MM' to minutes after midnight; '24:00' is allowed as the end of the day. */
export function timeToMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return Number.NaN;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 24 || m > 59 || (h === 24 && m !== 0)) return Number.NaN;
  return h * 60 + m;
}

export function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The greeting for a time on the club's clock ('HH:MM'): días from 06:00, tardes from
 * lunch (14:00), noches from 21:00 and through the small hours.
 */
export function greetingAt(time: string): Message {
  const minutes = timeToMinutes(time);
  if (minutes < 6 * 60 || minutes >= 21 * 60) return msg('rules.greetingNight');
  return msg(minutes < 14 * 60 ? 'rules.greetingMorning' : 'rules.greetingAfternoon');
}
