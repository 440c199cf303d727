import { and, asc, desc, eq, exists, gte, or, sql } from 'drizzle-orm';
import type { DoorWindowAnswer, MyAccessResponse } from '@/api/door.ts';
import { doorAccess, type DoorWindow } from '@/domain/door-access.ts';
import { isMemberRole, isStaffRole } from '@/domain/roles.ts';
import { holdsMembership } from '@/domain/subscriptions.ts';
import type { Queryable } from '../../db/client.ts';
import {
  accessLogs,
  bookingPlayers,
  bookings,
  courts,
  subscriptions,
} from '../../db/schema/index.ts';
import type { SessionUser } from '../../sessions.ts';
import { translator } from '../../i18n.ts';
import type { Language } from '@/i18n/languages.ts';
import { readStored } from '../../stored-text.ts';

/** How many coming bookings the door looks at: the next window is among the first. */
const DOOR_BOOKINGS_LOOKED_AT = 10;
/** 'Mi acceso' lists this many of the member's own presses. */
export const MY_ACCESS_HISTORY = 30;

async function membershipHeld(db: Queryable, userId: string, now: Date): Promise<boolean> {
  const subs = await db
    .select({
      type: subscriptions.type,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return holdsMembership(subs, now);
}

/** Active bookings of this user (booker or player) not yet over, soonest first. */
async function doorBookings(db: Queryable, userId: string, now: Date) {
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      courtName: courts.name,
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(
      and(
        eq(bookings.status, 'active'),
        gte(bookings.endsAt, now),
        or(
          eq(bookings.userId, userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(bookingPlayers)
              .where(
                and(eq(bookingPlayers.bookingId, bookings.id), eq(bookingPlayers.userId, userId)),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(DOOR_BOOKINGS_LOOKED_AT);
}

/**
 * The door's decision for this user now, with the windows named by court. Staff and member roles
 * need no query; the door and 'Mi acceso' both ask here, so they never disagree.
 */
export async function loadDoorAccess(
  db: Queryable,
  user: Pick<SessionUser, 'id' | 'role'>,
  now: Date,
) {
  if (isStaffRole(user.role) || isMemberRole(user.role)) {
    const access = doorAccess({ role: user.role, holdsMembership: false, bookings: [] }, now);
    return { access, courtOf: () => '' };
  }
  const held = await membershipHeld(db, user.id, now);
  const coming = await doorBookings(db, user.id, now);
  const names = new Map(coming.map((b) => [b.id, b.courtName]));
  const access = doorAccess({ role: user.role, holdsMembership: held, bookings: coming }, now);
  return { access, courtOf: (bookingId: string) => names.get(bookingId) ?? '' };
}

function windowAnswer(
  w: DoorWindow | null,
  courtOf: (bookingId: string) => string,
): DoorWindowAnswer | null {
  if (!w) return null;
  return {
    bookingId: w.bookingId,
    courtName: courtOf(w.bookingId),
    opensAt: w.opensAt.toISOString(),
    closesAt: w.closesAt.toISOString(),
  };
}

/** 'Mi acceso': the decision the door would take now, the next window, and the member's log. */
export async function myAccess(
  db: Queryable,
  user: SessionUser,
  now: Date,
  /** The member's, for the reasons. */
  language: Language,
): Promise<MyAccessResponse> {
  const { access, courtOf } = await loadDoorAccess(db, user, now);
  const rows = await db
    .select()
    .from(accessLogs)
    .where(eq(accessLogs.userId, user.id))
    .orderBy(desc(accessLogs.createdAt), desc(accessLogs.id))
    .limit(MY_ACCESS_HISTORY);
  return {
    success: true,
    allowed: access.allowed,
    reason: translator(language)(access.reason),
    window: access.allowed ? windowAnswer(access.window, courtOf) : null,
    nextWindow: access.allowed ? null : windowAnswer(access.nextWindow, courtOf),
    history: rows.map((r) => ({
      _id: r.id,
      doorId: r.doorId,
      result: r.result,
      reason: readStored(language, r.reasonMessage, r.reason),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
