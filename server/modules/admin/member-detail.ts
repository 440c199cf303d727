/**
 * One member with everything the club keeps about them, for the admin's member page: their
 * bookings, door entries and wallet too, so it reports across modules from here.
 */
import { desc, eq, or } from 'drizzle-orm';
import type { AdminUserDetailResponse } from '@/api/admin.ts';
import type { Queryable } from '../../db/client.ts';
import { accessLogs, bookingPlayers, bookings, subscriptions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { loadBookings } from '../bookings/index.ts';
import { accessLogEntryOf } from '../door/index.ts';
import { findUserRow, toAdminUserRow, toApiUser } from '../users/index.ts';
import { walletOf } from '../wallet/index.ts';
import type { Language } from '@/i18n/languages.ts';
import { ADMIN_USER_MESSAGES } from '@/api/admin.ts';

const RECENT = 100;

export async function memberDetail(
  q: Queryable,
  userId: string,
  /** The reader's: the admin's language. */
  language: Language,
): Promise<Omit<AdminUserDetailResponse, 'success'>> {
  const row = await findUserRow(q, userId);
  if (!row) throw notFound(ADMIN_USER_MESSAGES.userNotFound);
  const subs = await q
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt));
  const bookingIds = await q
    .selectDistinct({ id: bookings.id, startsAt: bookings.startsAt })
    .from(bookings)
    .leftJoin(bookingPlayers, eq(bookingPlayers.bookingId, bookings.id))
    .where(or(eq(bookings.userId, userId), eq(bookingPlayers.userId, userId)))
    .orderBy(desc(bookings.startsAt))
    .limit(RECENT);
  const logs = await q
    .select()
    .from(accessLogs)
    .where(eq(accessLogs.userId, userId))
    .orderBy(desc(accessLogs.createdAt))
    .limit(RECENT);
  return {
    user: { ...toAdminUserRow(row, subs), dob: row.dob },
    subscriptions: toApiUser(row, subs).subscriptions,
    wallet: await walletOf(q, userId, language),
    bookings: await loadBookings(
      q,
      bookingIds.map((b) => b.id),
    ),
    accessLogs: logs.map((l) => accessLogEntryOf(l, language)),
  };
}
