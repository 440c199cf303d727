/**
 * What the quick booking ('Reserva rápida') may offer: only the days, lengths and starts the
 * chosen sport's courts really have, so its own defaults can never be refused for a length or a
 * start no court's slots line up with (issue 41). Derived from the same slots the server books
 * (courtSlots and slotsFor), so the card and the server cannot disagree.
 */
import { bookableDates, type CourtRules } from './booking-rules.ts';
import type { CourtType } from './courts.ts';
import { slotsFor } from './quick-booking.ts';
import { courtSlots } from './slots.ts';
import { msg, type Message } from '@/i18n/message.ts';

/** The longest run the card offers: a quick booking is a match, not an afternoon. */
export const QUICK_MAX_MINUTES = 120;

export type QuickCourt = Pick<
  CourtRules,
  'type' | 'openingTime' | 'closingTime' | 'slotMinutes' | 'maxDaysInAdvance'
>;

const ofSport = <C extends QuickCourt>(courts: readonly C[], sport: CourtType) =>
  courts.filter((c) => c.type === sport && c.slotMinutes > 0);

/**
 * The lengths (minutes) a sport's courts have: runs of whole slots up to QUICK_MAX_MINUTES, and
 * always a court's single slot even when it is longer, so every sport offers at least one.
 * `oneSlot` keeps single slots only: a non-member pays on the schedule, which books one slot.
 */
export function quickLengths(
  courts: readonly QuickCourt[],
  sport: CourtType,
  oneSlot = false,
): number[] {
  const lengths = new Set<number>();
  for (const court of ofSport(courts, sport)) {
    lengths.add(court.slotMinutes);
    const most = oneSlot ? court.slotMinutes : QUICK_MAX_MINUTES;
    for (let m = court.slotMinutes * 2; m <= most; m += court.slotMinutes) {
      lengths.add(m);
    }
  }
  return [...lengths].sort((a, b) => a - b);
}

/** The days the role may book on some court of the sport, from today. */
export function quickDays(
  courts: readonly QuickCourt[],
  sport: CourtType,
  role: string,
  today: string,
): string[] {
  const days = new Set(ofSport(courts, sport).flatMap((c) => bookableDates(c, role, today)));
  return [...days].sort();
}

/**
 * The starts ('HH:MM') of a day where some court of the sport has slots lining up with the
 * length, still ahead of `now`, earliest first.
 */
export function quickStarts(
  courts: readonly QuickCourt[],
  sport: CourtType,
  date: string,
  minutes: number,
  now: Date,
  timeZone: string,
): string[] {
  const starts = new Set<string>();
  for (const court of ofSport(courts, sport)) {
    const day = courtSlots(court, date, timeZone);
    for (const slot of day) {
      if (slot.startsAt.getTime() <= now.getTime()) continue;
      if (slotsFor(day, slot.start, minutes)) starts.add(slot.start);
    }
  }
  return [...starts].sort();
}

export interface QuickChoice {
  date: string;
  time: string;
  minutes: number;
}

/**
 * The slot most of the sport's courts have (the shorter on a tie): a court unlike the others (a
 * mini court of 1 hour among padel courts of 1 h 30) must not set every member's default.
 */
function commonSlotMinutes(courts: readonly QuickCourt[], sport: CourtType): number | undefined {
  const counts = new Map<number, number>();
  for (const c of ofSport(courts, sport))
    counts.set(c.slotMinutes, (counts.get(c.slotMinutes) ?? 0) + 1);
  return [...counts].sort(([a, na], [b, nb]) => nb - na || a - b)[0]?.[0];
}

/**
 * The card's defaults: the slot most of the sport's courts have and its next bookable start
 * (today's next one still ahead, else the first of the next bookable day), or null when the role
 * may book none.
 */
export function quickDefaults(
  courts: readonly QuickCourt[],
  sport: CourtType,
  role: string,
  now: Date,
  today: string,
  timeZone: string,
): QuickChoice | null {
  const minutes = commonSlotMinutes(courts, sport);
  if (minutes === undefined) return null;
  for (const date of quickDays(courts, sport, role, today)) {
    const time = quickStarts(courts, sport, date, minutes, now, timeZone)[0];
    if (time) return { date, time, minutes };
  }
  return null;
}

/** A court of the club's day as the quick booking reads it: whether it may be booked, its slots. */
export interface DayCourtSlots {
  bookable: boolean;
  slots: readonly { slot: string; state: string }[];
}

/**
 * The starts among `starts` at which some bookable court has every slot of the length free, as
 * the club's day answers: the card's default is the first, so it is not refused as taken.
 */
export function freeQuickStarts(
  starts: readonly string[],
  courts: readonly DayCourtSlots[],
  minutes: number,
): string[] {
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const freeFrom = (court: DayCourtSlots, start: string) => {
    let at = toMinutes(start);
    const end = at + minutes;
    for (const { slot, state } of court.slots) {
      const [from = '', to = ''] = slot.split(' - ');
      if (toMinutes(from) !== at) continue;
      if (state !== 'free') return false;
      at = toMinutes(to);
      if (at >= end) return true;
    }
    return false;
  };
  return starts.filter((start) => courts.some((c) => c.bookable && freeFrom(c, start)));
}

/** '1 hora', '1 hora y media', '2 horas', '45 minutos': how the card names a length. */
export function lengthLabel(minutes: number): Message {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return msg('rules.lengthMinutes', { minutes });
  if (rest === 0) return msg('rules.lengthHours', { hours });
  return rest === 30
    ? msg('rules.lengthHoursHalf', { hours })
    : msg('rules.lengthHoursMinutes', { hours, minutes: rest });
}
