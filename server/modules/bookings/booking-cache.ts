/**
 * 'Mis Reservas' and a booking's detail from memory, already serialised (issue 29): a member opens
 * them far more often than anything in them changes. Every write to a booking ends in
 * `publishBooking`, which forgets that day's schedule on every instance (through the bus, or the
 * write's own notification for a creation); any such forget drops every cached list and detail
 * here, as does a renamed user or court (both shown in a booking). Dropping all rather than the
 * people involved keeps it right when a player leaves a booking (no longer among its people), at
 * the price of a reload after each write, which is rare beside the reads. Nothing is cached while
 * the bus is down (createTopicCache). The list cached is the default one (upcoming and recent
 * bookings, src/domain/my-bookings.ts), keyed by member and the window's first day, so a new day
 * never serves yesterday's window; a range asked for goes to the database.
 */
import { bookingSchema, type Booking } from '@/api/bookings.ts';
import { myBookingsWindowStart } from '@/domain/my-bookings.ts';
import type { Database } from '../../db/client.ts';
import { encodeJson, serialised as answer, type Serialised } from '../../lib/serialised.ts';
import { createTopicCache } from '../../lib/topic-cache.ts';
import type { Realtime } from '../../realtime.ts';
import { COURT_TOPIC } from '../courts/index.ts';
import { listMyBookings, loadBookings } from './queries.ts';
import { SCHEDULE_TOPIC } from './schedule/schedule-cache.ts';

/** A backstop only: invalidations arrive within milliseconds through the bus. */
const TTL_MS = 60_000;
const CLEARED_BY = [SCHEDULE_TOPIC, 'user', COURT_TOPIC] as const;

const encode = (booking: Booking) => encodeJson(bookingSchema, booking);

/** 'Mis Reservas' as the route answers it, from the list of bookings. */
export function myBookingsAnswer(list: readonly Booking[]): Serialised {
  return answer(`{"success":true,"bookings":[${list.map(encode).join(',')}]}`);
}

export function createBookingCaches(ctx: {
  db: Database;
  realtime: Pick<Realtime, 'onForget' | 'cacheable'>;
  /** The club's date today (YYYY-MM-DD): where the default list's window ends. */
  today: () => string;
}) {
  const options = { ttlMs: TTL_MS, clearedBy: CLEARED_BY };
  const mine = createTopicCache(
    ctx.realtime,
    'my-bookings',
    async (key) => {
      const [userId, from] = key.split('|') as [string, string];
      return myBookingsAnswer(await listMyBookings(ctx.db, userId, { from }));
    },
    options,
  );
  const details = createTopicCache(
    ctx.realtime,
    'booking-detail',
    async (bookingId): Promise<(Serialised & { booking: Booking }) | null> => {
      const [booking] = await loadBookings(ctx.db, [bookingId]);
      if (!booking) return null;
      return { booking, ...answer(`{"success":true,"booking":${encode(booking)},"msg":""}`) };
    },
    options,
  );
  return {
    /** `GET /users/bookings` of this member, with no range asked. */
    mine: (userId: string) => mine.get(`${userId}|${myBookingsWindowStart(ctx.today())}`),
    /** `GET /users/booking/{id}`, with the booking for the route's check of who may see it. */
    detail: (bookingId: string) => details.get(bookingId),
  };
}
