import type { BookedSlot } from '@/api/bookings.ts';
import type { BlockedTime, WeatherEntry } from '@/api/courts.ts';
import { blockLabel, findBlock } from '@/domain/blocked-times.ts';
import { zonedTimeToInstant } from '@/domain/club-time.ts';
import { parseTimeRange } from '@/domain/slots.ts';
import { weatherAt } from '@/domain/weather.ts';
import { t as translate } from '@/i18n/index.ts';
import type { Translate } from '@/i18n/react.tsx';

export type SlotKind = 'free' | 'own' | 'taken' | 'blocked';

/** One button of the schedule: what it says, whose it is, and whether it can still be used. */
export interface SlotView {
  /** 'HH:MM - HH:MM' */
  slot: string;
  kind: SlotKind;
  text: string;
  past: boolean;
  startsAt: Date | null;
  booking: BookedSlot | null;
  weather: WeatherEntry | null;
}

/** A slot nobody else can take and the viewer cannot select. */
export function isSlotDisabled(view: SlotView): boolean {
  return view.past || view.kind === 'blocked' || view.kind === 'taken';
}

const slotStart = (slot: string) => slot.split(' - ')[0] ?? '';

/**
 * The day's slots as the schedule shows them: blocked ones with their reason, taken ones with
 * 'Tu Reserva' or the booker (the server withholds names from non-members: 'No socio'), free ones
 * with their time range.
 */
export function buildSlotViews(input: {
  intervals: readonly string[];
  date: string;
  blockedTimes: readonly BlockedTime[];
  booked: readonly BookedSlot[];
  weather: readonly WeatherEntry[];
  now: Date;
  timeZone: string;
  /** The words of the language shown (a screen passes its `useT()`, so a new language rebuilds). */
  t?: Translate;
}): SlotView[] {
  const { date, timeZone, t = translate } = input;
  const bookedOfDay = input.booked.filter((b) => b.dateBooked === date);
  return input.intervals.map((slot) => {
    const range = parseTimeRange(slot);
    const startsAt = range ? zonedTimeToInstant(date, slotStart(slot), timeZone) : null;
    const past = !startsAt || startsAt.getTime() <= input.now.getTime();
    const booking = bookedOfDay.find((b) => holds(b, slot)) ?? null;
    const block = booking ? null : findBlock(input.blockedTimes, date, slot);
    const weather = startsAt ? weatherAt(input.weather, startsAt) : null;
    const base = { slot, past, startsAt, booking, weather };
    if (booking?.isMine) return { ...base, kind: 'own', text: t('schedule.yourBooking') };
    if (booking) {
      return { ...base, kind: 'taken', text: booking.userBooked.name || t('schedule.nonMember') };
    }
    if (block) return { ...base, kind: 'blocked', text: t(blockLabel(block)) };
    return { ...base, kind: 'free', text: slot };
  });
}

function holds(booking: BookedSlot, slot: string): boolean {
  if (booking.slots?.length) return booking.slots.includes(slot);
  // A host that lists only the whole range: any overlap means the slot is taken.
  const taken = parseTimeRange(booking.timeBooked);
  const wanted = parseTimeRange(slot);
  return !!taken && !!wanted && wanted.start < taken.end && wanted.end > taken.start;
}
