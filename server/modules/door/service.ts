import { and, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { AccessLogEntry } from '@/api/door.ts';
import { msg } from '@/i18n/message.ts';
import type { Language } from '@/i18n/languages.ts';
import type { DoorDriver } from '../../adapters/door/index.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { accessLogs, doorLeases, type DoorResult } from '../../db/schema/index.ts';
import { HttpError, type RefusalText } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import { readStored, storedColumns, storedMessage } from '../../stored-text.ts';
import { loadDoorAccess } from './my-access.ts';

export const DOOR_OPENED_MESSAGE = msg('answers.doorOpened');
export const DOOR_BUSY_MESSAGE = msg('errors.doorBusy');
export const DOOR_RATE_LIMIT_MESSAGE = msg('errors.doorTooManyPresses');
export const DOOR_UNKNOWN_MESSAGE = msg('errors.doorUnknown');
export const DOOR_FAILED_MESSAGE = msg('errors.doorFailed');

/** Presses per user in any 60-second window; a member at the door never needs more. */
export const DOOR_RATE_LIMIT = { max: 5, windowMs: 60_000 };

export interface DoorSettings {
  doorIds: readonly string[];
  pulseMs: number;
}

export interface UnlockOutcome {
  result: DoorResult;
  /** Worded for whoever pressed; the log keeps its message, worded for each reader. */
  reason: RefusalText;
}

/** A log row's reason: the Spanish words (the club's record) and the message, when it has one. */
export function doorReasonColumns(reason: RefusalText) {
  if (typeof reason === 'string') return { reason, reasonMessage: null };
  const { text, message } = storedColumns(storedMessage(reason));
  return { reason: text, reasonMessage: message };
}

async function appendLog(
  db: Queryable,
  user: SessionUser,
  doorId: string,
  outcome: UnlockOutcome,
  at: Date,
): Promise<void> {
  await db.insert(accessLogs).values({
    userId: user.id,
    userName: user.name,
    userEmail: user.email,
    userRole: user.role,
    doorId,
    result: outcome.result,
    ...doorReasonColumns(outcome.reason),
    createdAt: at,
  });
}

/**
 * One press of 'Abrir puerta'. The decision (rate limit, permission, the door's lease) runs in one
 * short transaction; the relay is pulsed outside it so a slow relay never holds database locks.
 * Every outcome is appended to the access log. Throws the HttpError the client sees on refusal.
 */
export async function unlockDoor(
  db: Database,
  driver: DoorDriver,
  settings: DoorSettings,
  user: SessionUser,
  doorId: string,
  now: Date,
): Promise<UnlockOutcome> {
  const decision = await db.transaction(async (tx) => {
    // Serialises one user's presses so the count below cannot be raced past the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`door-user:${user.id}`}))`);
    const since = new Date(now.getTime() - DOOR_RATE_LIMIT.windowMs);
    const [recent] = await tx
      .select({ n: count() })
      .from(accessLogs)
      .where(
        and(
          eq(accessLogs.userId, user.id),
          gte(accessLogs.createdAt, since),
          ne(accessLogs.result, 'rate-limited'),
        ),
      );
    const refuse = async (status: number, outcome: UnlockOutcome) => {
      await appendLog(tx, user, doorId, outcome, now);
      return { status, outcome };
    };
    if ((recent?.n ?? 0) >= DOOR_RATE_LIMIT.max) {
      return refuse(429, { result: 'rate-limited', reason: DOOR_RATE_LIMIT_MESSAGE });
    }
    if (!settings.doorIds.includes(doorId)) {
      return refuse(404, { result: 'refused', reason: DOOR_UNKNOWN_MESSAGE });
    }
    const { access } = await loadDoorAccess(tx, user, now);
    // Members and staff always enter; anyone else within a booking's window: a rule (409).
    if (!access.allowed) return refuse(409, { result: 'refused', reason: access.reason });
    const reason = access.reason;

    // The lease is taken only if the previous pulse is over; concurrent presses on PostgreSQL
    // queue on the row and re-check the condition, so exactly one of them gets it.
    const until = new Date(now.getTime() + settings.pulseMs);
    const taken = await tx
      .insert(doorLeases)
      .values({ doorId, lockedUntil: until })
      .onConflictDoUpdate({
        target: doorLeases.doorId,
        set: { lockedUntil: until },
        setWhere: lt(doorLeases.lockedUntil, now),
      })
      .returning({ doorId: doorLeases.doorId });
    if (taken.length === 0) return refuse(409, { result: 'busy', reason: DOOR_BUSY_MESSAGE });
    return { status: 200, outcome: { result: 'opened' as const, reason } };
  });

  if (decision.status !== 200) {
    throw new HttpError(decision.status, decision.outcome.reason);
  }

  try {
    await driver.pulse(doorId, settings.pulseMs);
  } catch {
    // The door stayed shut: free it so the member can try again at once, and say so.
    await db
      .update(doorLeases)
      .set({ lockedUntil: new Date(now.getTime() - 1) })
      .where(eq(doorLeases.doorId, doorId));
    await appendLog(db, user, doorId, { result: 'failed', reason: DOOR_FAILED_MESSAGE }, now);
    throw new HttpError(502, DOOR_FAILED_MESSAGE);
  }
  await appendLog(db, user, doorId, decision.outcome, now);
  return decision.outcome;
}

/** An access-log row as the API answers it, wherever the log is read. */
export function accessLogEntryOf(
  r: typeof accessLogs.$inferSelect,
  /** The reader's. */
  language: Language,
): AccessLogEntry {
  return {
    _id: r.id,
    user: { _id: r.userId, name: r.userName, email: r.userEmail, role: r.userRole },
    doorId: r.doorId,
    result: r.result,
    reason: readStored(language, r.reasonMessage, r.reason),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Newest first, a page at a time. */
export async function listAccessLogs(
  db: Queryable,
  page: { limit: number; offset: number },
  /** The reader's. */
  language: Language,
): Promise<{ logs: AccessLogEntry[]; total: number }> {
  const rows = await db
    .select()
    .from(accessLogs)
    .orderBy(desc(accessLogs.createdAt), desc(accessLogs.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(accessLogs);
  return {
    total: total?.n ?? 0,
    logs: rows.map((r) => accessLogEntryOf(r, language)),
  };
}
