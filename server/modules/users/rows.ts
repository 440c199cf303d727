/**
 * The `users` table's writers (decision 083): every other module that changes a user's row asks
 * one of these, through this module's index.ts. What a row may hold (a plausible birth date, one
 * account per e-mail, the role a membership gives) is kept here with them.
 */
import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { nextRole, RUNNING_STATUSES } from '@/domain/subscriptions.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

type NewUser = typeof users.$inferInsert;

/**
 * A taken e-mail (registration, a profile's new address): worded in the asker's language, and
 * known to the PWA by its code, never by its words.
 */
export const EMAIL_TAKEN = msg('auth.emailTaken');
export const EMAIL_TAKEN_CODE = 'EMAIL_TAKEN';

/** Today in the club's time zone, YYYY-MM-DD. */
function clubToday(ctx: AppContext): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ctx.config.club.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ctx.now());
}

/** dob is a real date (checked by the schema); here: not in the future, not absurdly old. */
export function assertPlausibleDob(ctx: AppContext, dob: string): void {
  if (dob > clubToday(ctx) || dob < '1900-01-01') {
    throw badRequest(msg('errors.invalidDob'));
  }
}

/** New accounts (registration, the demo club's); their ids in the order given. */
export async function insertUsers(q: Queryable, rows: NewUser[]): Promise<string[]> {
  const created = await q.insert(users).values(rows).returning({ id: users.id });
  return created.map((row) => row.id);
}

/** An account removed again (a registration whose confirmation mail could not be sent). */
export async function deleteUser(q: Queryable, userId: string): Promise<void> {
  await q.delete(users).where(eq(users.id, userId));
}

/**
 * A mailed link was opened: the address is proven, so the account is confirmed (if it was not
 * yet), with `passwordHash` as its new password when the link was a reset.
 */
export async function confirmAccount(
  tx: Tx,
  userId: string,
  now: Date,
  passwordHash?: string,
): Promise<void> {
  await tx
    .update(users)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** The member's calendar feed secret (a new one ends every old subscription to the feed). */
export async function setCalendarToken(q: Queryable, userId: string, token: string): Promise<void> {
  await q.update(users).set({ calendarToken: token }).where(eq(users.id, userId));
}

/**
 * A statement's step that rewrites the holder's row only while it is as read (`version` is the
 * `xmin` read with the row): nothing changes, but a second writer that read the same version
 * finds no row and writes nothing (bookings/core/write.ts). Returns the holder's id as `id`.
 */
export function holderUnchanged(userId: Placeholder, version: Placeholder): SQL {
  return sql`update ${users} set league = league
      where id = ${userId} and xmin = ${version}::xid
      returning id`;
}

/**
 * Gives the user the role their running memberships call for (club-given roles stay). Called when
 * a membership's state changes (subscriptions) and when an admin hands the role back to it.
 */
export async function syncRole(tx: Tx, userId: string): Promise<void> {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const running = await tx
    .select({ type: subscriptions.type })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.gatewayStatus, [...RUNNING_STATUSES]),
      ),
    )
    .orderBy(desc(subscriptions.createdAt));
  const role = nextRole(
    user.role,
    running.map((r) => r.type),
  );
  if (role) await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}
