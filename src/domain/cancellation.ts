/**
 * Who may cancel a booking, and when (spec section 5): the schedule's rule ('Cancelling from the
 * schedule') and the detail page's ('Cancelling a booking (detail)') are one rule here, so the
 * schedule, the detail page and the server give the same answer with the same Spanish reason.
 */
import type { PaymentStatus } from './payment-status.ts';
import { isAdminRole, isMemberRole } from './roles.ts';
import { RAIN_PROBABILITY_THRESHOLD, type WeatherEntry } from './weather.ts';
import { msg, type Message } from '@/i18n/message.ts';

export const CANCEL_WINDOW_HOURS = 6;

export const CANCEL_REASONS = {
  tooLate: msg('rules.cancelTooLate'),
  paid: msg('rules.cancelPaid'),
  partlyPaid: msg('rules.cancelPartlyPaid'),
  invalidDate: msg('rules.cancelInvalidDate'),
  notBooker: msg('rules.cancelNotBooker'),
  notMember: msg('rules.cancelNotMember'),
} as const;

/**
 * What the rule reads of a booking: the API's Booking and BookedSlot fit as they are; the server
 * passes its row in the same shape. `totalAmount` is in any unit (only zero matters); a caller
 * that does not know it (the schedule's booked slots) leaves it out.
 */
export interface CancellableBooking {
  startsAt: Date | string | number;
  paymentStatus: PaymentStatus | string;
  isLeagueMatch: boolean;
  userBooked: { _id: string };
  totalAmount?: number;
}

export interface CancelActor {
  id: string;
  role: string;
}

export type CancelCheck = { ok: true } | { ok: false; reason: Message };

/**
 * Where the cancel comes from. 'schedule' (and DELETE /users/booking/{id}/delete) never touches
 * money: paid and partly paid bookings are refused. 'detail' is the detail page's cancel through
 * DELETE /users/booking/{id}/delete-booking-payments, which refunds every payer's wallet: a
 * partly paid booking may be cancelled there, a fully paid one only in bad weather.
 */
export type CancelMode = 'schedule' | 'detail';

const refuse = (reason: Message): CancelCheck => ({ ok: false, reason });

/**
 * Whether `actor` may cancel `booking` at `now`. Only the booker (or an admin); never a paid or
 * partly paid booking (that goes through the refund path); the user a member or the booking a
 * league match; at least 6 hours before the start, unless it rains (the forecast at the start
 * says `precipitationProbability` ≥ 10) or the actor is an admin (weather, maintenance). A
 * booking whose total is 0 costs nobody anything: the booker may always cancel it.
 *
 * `weather` is the forecast of the booking's start hour, or null when there is none. In 'detail'
 * mode (refunds to the wallets) a partly paid booking may be cancelled, and a paid one in rain.
 */
export function canCancel(
  booking: CancellableBooking,
  actor: CancelActor,
  now: Date,
  weather: WeatherEntry['values'] | null,
  mode: CancelMode = 'schedule',
): CancelCheck {
  const admin = isAdminRole(actor.role);
  if (booking.userBooked._id !== actor.id && !admin) return refuse(CANCEL_REASONS.notBooker);
  const start = new Date(booking.startsAt).getTime();
  if (!Number.isFinite(start)) return refuse(CANCEL_REASONS.invalidDate);
  if (booking.totalAmount === 0) return { ok: true };
  const rains = (weather?.precipitationProbability ?? -1) >= RAIN_PROBABILITY_THRESHOLD;
  const refunds = mode === 'detail';
  if (booking.paymentStatus === 'P' && !(refunds && rains)) return refuse(CANCEL_REASONS.paid);
  if (booking.paymentStatus === 'S' && !refunds) return refuse(CANCEL_REASONS.partlyPaid);
  if (!isMemberRole(actor.role) && !booking.isLeagueMatch) return refuse(CANCEL_REASONS.notMember);
  const early = start - now.getTime() >= CANCEL_WINDOW_HOURS * 3_600_000;
  if (!early && !rains && !admin) return refuse(CANCEL_REASONS.tooLate);
  return { ok: true };
}
