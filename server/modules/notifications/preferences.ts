/** A member's notification preferences: the stored row, or the defaults when there is none. */
import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
} from '@/domain/notifications.ts';
import type { Queryable } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

/** Fills kinds added after the row was stored with their default. */
export function completePreferences(
  stored: Partial<NotificationPreferences>,
): NotificationPreferences {
  const base = DEFAULT_NOTIFICATION_PREFERENCES;
  const kinds = { ...base.kinds };
  for (const kind of NOTIFICATION_KINDS) {
    const value = stored.kinds?.[kind];
    if (typeof value === 'boolean') kinds[kind] = value;
  }
  return {
    kinds,
    reminderMinutes: stored.reminderMinutes ?? base.reminderMinutes,
    quietStart: stored.quietStart ?? base.quietStart,
    quietEnd: stored.quietEnd ?? base.quietEnd,
  };
}

export async function preferencesOf(
  db: Queryable,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ values: notificationPreferences.values })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, sql.placeholder('userId')))
    .prepare('notification_preferences_of')
    .execute({ userId });
  return completePreferences(row?.values ?? {});
}

/** Several members' preferences at once (the reminders job). */
export async function preferencesFor(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, NotificationPreferences>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.userId, [...userIds]));
  const stored = new Map(rows.map((r) => [r.userId, r.values]));
  return new Map(userIds.map((id) => [id, completePreferences(stored.get(id) ?? {})]));
}

export async function savePreferences(
  db: Queryable,
  userId: string,
  values: NotificationPreferences,
  now: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, values, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { values, updatedAt: now },
    });
}
