/**
 * Whether a court's lights should be on now, and why. The server switches the relay only when this
 * differs from the state it last set, so the answer depends only on the bookings, the clock, the
 * sun and the admin's manual switch: a restart or another instance reaches the same answer.
 */
import { msg } from '@/i18n/message.ts';

export interface LightSettings {
  /** Minutes before a booked slot starts that the lights go on. */
  beforeMinutes: number;
  /** Minutes after the last booking ends that they go off. */
  afterMinutes: number;
  /** Minutes before sunset (and after sunrise) that already count as dark. */
  sunMarginMinutes: number;
}

export const DEFAULT_LIGHT_SETTINGS: LightSettings = {
  beforeMinutes: 5,
  afterMinutes: 5,
  sunMarginMinutes: 30,
};

export interface SunTimes {
  sunrise: Date;
  sunset: Date;
}

/** An active (not cancelled) booking of the court. */
export interface LightBooking {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

/** An admin's switch by hand, which wins over the bookings until it expires. */
export interface ManualLight {
  on: boolean;
  until: Date;
}

/** Why a court's lights are as they are: the stored reason and its words for the office. */
export const LIGHT_REASONS = {
  manualOn: msg('rules.lightManualOn'),
  manualOff: msg('rules.lightManualOff'),
  booking: msg('rules.lightBooking'),
  daylight: msg('rules.lightDaylight'),
  idle: msg('rules.lightIdle'),
};
export type LightReason = keyof typeof LIGHT_REASONS;

export interface LightDecision {
  on: boolean;
  reason: LightReason;
  /** The booking that keeps the lights on (or would, but for the daylight). */
  bookingId: string | null;
}

export interface LightInput {
  now: Date;
  bookings: readonly LightBooking[];
  /** The sun of the club's day that `now` falls in. */
  sun: SunTimes;
  settings: LightSettings;
  manual: ManualLight | null;
}

const MINUTE = 60_000;

/** Whether any part of the booking falls in the dark (before sunrise or after sunset, margins in). */
export function needsLight(booking: LightBooking, sun: SunTimes, marginMinutes: number): boolean {
  const lightFrom = sun.sunrise.getTime() + marginMinutes * MINUTE;
  const lightUntil = sun.sunset.getTime() - marginMinutes * MINUTE;
  return booking.startsAt.getTime() < lightFrom || booking.endsAt.getTime() > lightUntil;
}

export function desiredLight(input: LightInput): LightDecision {
  const { now, manual, settings, sun } = input;
  const at = now.getTime();
  if (manual && manual.until.getTime() > at) {
    return { on: manual.on, reason: manual.on ? 'manualOn' : 'manualOff', bookingId: null };
  }
  // Each booking lights its own window; back-to-back windows overlap, so the lights stay on.
  const current = input.bookings
    .filter(
      (b) =>
        b.startsAt.getTime() - settings.beforeMinutes * MINUTE <= at &&
        at < b.endsAt.getTime() + settings.afterMinutes * MINUTE,
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const dark = current.find((b) => needsLight(b, sun, settings.sunMarginMinutes));
  if (dark) return { on: true, reason: 'booking', bookingId: dark.id };
  const first = current[0];
  if (first) return { on: false, reason: 'daylight', bookingId: first.id };
  return { on: false, reason: 'idle', bookingId: null };
}

/** Minutes of light between `from` and `until`, from a court's switches in order (one before `from` counts). */
export function lightMinutes(
  switches: readonly { on: boolean; at: Date }[],
  from: Date,
  until: Date,
): number {
  let total = 0;
  let onSince: number | null = null;
  for (const s of switches) {
    const at = Math.min(Math.max(s.at.getTime(), from.getTime()), until.getTime());
    if (s.on && onSince === null) onSince = at;
    if (!s.on && onSince !== null) {
      total += at - onSince;
      onSince = null;
    }
  }
  if (onSince !== null) total += until.getTime() - onSince;
  return Math.round(total / MINUTE);
}
