/**
 * The quick booking ('Reserva rápida'): sport, day, time and length, and the club picks the court.
 * The order is the club's (settings.quickBooking): covered courts first when rain is forecast,
 * then the least used court (or the courts' own order), the court order breaking every tie.
 */
import type { ClubSettings } from './club-settings.ts';
import { timeToMinutes } from './club-time.ts';
import type { Slot } from './slots.ts';
import { msg } from '@/i18n/message.ts';

export const QUICK_MESSAGES = {
  booked: (court: string) => msg('rules.quickBooked', { court }),
  none: msg('rules.quickNone'),
  length: msg('rules.quickLength'),
} as const;

export interface QuickCandidate {
  id: string;
  indoor: boolean;
  /** The court's place in the club's list. */
  position: number;
  /** Its active bookings in the recent past (the 'least used' measure). */
  usage: number;
}

/** The courts in the order the quick booking tries them. */
export function quickCourtOrder<C extends QuickCandidate>(
  courts: readonly C[],
  settings: Pick<ClubSettings, 'quickBooking'>,
  rainForecast: boolean,
): C[] {
  const indoorFirst = rainForecast && settings.quickBooking.indoorFirstWhenRain;
  const byUse = settings.quickBooking.tieBreak === 'least-used';
  return [...courts].sort(
    (a, b) =>
      (indoorFirst ? Number(b.indoor) - Number(a.indoor) : 0) ||
      (byUse ? a.usage - b.usage : 0) ||
      a.position - b.position,
  );
}

/**
 * The consecutive slots of a day that start at `time` and last `minutes` in all, or null when the
 * court's slots do not line up with that start and length.
 */
export function slotsFor(daySlots: readonly Slot[], time: string, minutes: number): Slot[] | null {
  const from = daySlots.findIndex((s) => s.start === time);
  if (from < 0) return null;
  const picked: Slot[] = [];
  let total = 0;
  for (let i = from; i < daySlots.length && total < minutes; i++) {
    const slot = daySlots[i]!;
    if (i > from && slot.startsAt.getTime() !== picked[picked.length - 1]!.endsAt.getTime()) break;
    picked.push(slot);
    total += (slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000;
  }
  return total === minutes ? picked : null;
}

/** Starts ('HH:MM') ordered by their distance from the requested one, nearest first, at most n. */
export function nearestTimes(starts: readonly string[], wanted: string, n = 3): string[] {
  const target = timeToMinutes(wanted);
  return [...new Set(starts)]
    .sort(
      (a, b) =>
        Math.abs(timeToMinutes(a) - target) - Math.abs(timeToMinutes(b) - target) ||
        timeToMinutes(a) - timeToMinutes(b),
    )
    .slice(0, n);
}
