/** Live updates of bookings: what every open schedule and every person in a booking is told. */
import {
  bookingRoom,
  bookingUpdatedEvent,
  courtRoom,
  scheduleUpdatedEvent,
  type Booking,
  type BookingUpdatedPayload,
  type ScheduleUpdatedPayload,
} from '@/api/bookings.ts';
import type { AppContext } from '../../context.ts';
import { loadBookings } from './queries.ts';
import { SCHEDULE_TOPIC, scheduleKey } from './schedule-cache.ts';

export type BookingAction = BookingUpdatedPayload['action'];

/**
 * Tells every instance's schedule cache, every open schedule of the court and everyone following
 * the booking. Every write that changes a booking calls it once committed.
 */
export function publishBooking(ctx: AppContext, booking: Booking, action: BookingAction): void {
  const courtId = booking.courtId._id;
  // Every instance's cached day is stale from now on (the write is committed).
  ctx.realtime.forget(SCHEDULE_TOPIC, [scheduleKey(courtId, booking.dateBooked)]);
  const schedule: ScheduleUpdatedPayload = {
    courtId,
    dateBooked: booking.dateBooked,
    bookingId: booking._id,
    action: action === 'cancelled' ? 'cancelled' : 'created',
  };
  ctx.realtime.emitToRoom(courtRoom(courtId), scheduleUpdatedEvent(courtId), schedule);
  const payload: BookingUpdatedPayload = {
    bookingId: booking._id,
    booking: action === 'cancelled' ? null : booking,
    action,
  };
  const event = bookingUpdatedEvent(booking._id);
  ctx.realtime.emitToRoom(bookingRoom(booking._id), event, payload);
  // The people in it may not have subscribed to the booking's room yet.
  const people = new Set([
    booking.userBooked._id,
    ...booking.players.map((p) => p.memberId?._id).filter((id): id is string => !!id),
  ]);
  for (const userId of people) ctx.realtime.emitToUser(userId, event, payload);
}

/** Loads the committed booking and publishes it; the booking as it now stands, if any. */
export async function publishBookingById(
  ctx: AppContext,
  bookingId: string,
  action: BookingAction,
): Promise<Booking | null> {
  const [booking] = await loadBookings(ctx.db, [bookingId]);
  if (booking) publishBooking(ctx, booking, action);
  return booking ?? null;
}
