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
import type { AppContext } from '../../../context.ts';
import type { Realtime } from '../../../realtime.ts';
import { loadBookings } from '../queries.ts';
import { SCHEDULE_TOPIC, scheduleKey } from '../schedule/schedule-cache.ts';

export type BookingAction = BookingUpdatedPayload['action'];

type Audience = Pick<Realtime, 'emitToUser' | 'emitToRoom' | 'forget'>;

/** The topic of a new booking's id in a creation's notification (see followCreations). */
export const CREATED_TOPIC = 'booking-created';

export interface Notice {
  channel: string;
  payload: string;
}

/**
 * What bookings' creations tell the other instances once committed, in one notification: those
 * days' schedules are stale, and the new bookings' ids, which they load and announce to their own
 * sockets. Null with one instance (PGlite).
 */
export function creationNotice(
  ctx: AppContext,
  created: readonly { id: string; courtId: string; dateBooked: string }[],
): Notice | null {
  return (
    ctx.realtime.notification?.([
      { topic: SCHEDULE_TOPIC, keys: created.map((b) => scheduleKey(b.courtId, b.dateBooked)) },
      { topic: CREATED_TOPIC, keys: created.map((b) => b.id) },
    ]) ?? null
  );
}

/** The other instances' side of creationNotice. */
export function followCreations(ctx: AppContext): void {
  const local = ctx.realtime.local;
  if (!local) return;
  ctx.realtime.onForget(CREATED_TOPIC, (ids) => {
    if (!ids?.length) return;
    loadBookings(ctx.db, [...ids])
      .then((created) => created.forEach((b) => publishBooking(ctx, b, 'created', local)))
      .catch(() => {
        // The database is away: the apps refetch when their socket reconnects.
      });
  });
}

/**
 * Tells every instance's schedule cache, every open schedule of the court and everyone following
 * the booking. Every write that changes a booking calls it once committed; `to` is this instance
 * alone when the write's own notification told the others.
 */
export function publishBooking(
  ctx: AppContext,
  booking: Booking,
  action: BookingAction,
  to: Audience = ctx.realtime,
): void {
  const courtId = booking.courtId._id;
  // Every instance's cached day is stale from now on (the write is committed).
  to.forget(SCHEDULE_TOPIC, [scheduleKey(courtId, booking.dateBooked)]);
  const schedule: ScheduleUpdatedPayload = {
    courtId,
    dateBooked: booking.dateBooked,
    bookingId: booking._id,
    action: action === 'cancelled' ? 'cancelled' : 'created',
  };
  to.emitToRoom(courtRoom(courtId), scheduleUpdatedEvent(courtId), schedule);
  const payload: BookingUpdatedPayload = {
    bookingId: booking._id,
    booking: action === 'cancelled' ? null : booking,
    action,
  };
  const event = bookingUpdatedEvent(booking._id);
  to.emitToRoom(bookingRoom(booking._id), event, payload);
  // The people in it may not have subscribed to the booking's room yet.
  const people = new Set([
    booking.userBooked._id,
    ...booking.players.map((p) => p.memberId?._id).filter((id): id is string => !!id),
  ]);
  for (const userId of people) to.emitToUser(userId, event, payload);
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
