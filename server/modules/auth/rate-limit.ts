import { and, count, eq, gte } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../lib/errors.ts';

export type AttemptKind = (typeof authAttempts.$inferInsert)['kind'];

interface Limit {
  windowMs: number;
  /** Attempts allowed in the window; the next one is refused. */
  max: number;
  /** Count only failed attempts (login), or every attempt (mails, registrations). */
  failuresOnly: boolean;
}

const MINUTE = 60_000;

/**
 * Limits per kind, by e-mail and by IP. Kept in the database (auth_attempts) so they hold across
 * server instances and restarts. The per-IP limits are wider than the per-e-mail ones because a
 * club's Wi-Fi puts many members behind one address.
 */
export const LIMITS: Record<AttemptKind, { email?: Limit; ip: Limit }> = {
  login: {
    email: { windowMs: 15 * MINUTE, max: 10, failuresOnly: true },
    ip: { windowMs: 15 * MINUTE, max: 50, failuresOnly: true },
  },
  reset: {
    email: { windowMs: 60 * MINUTE, max: 5, failuresOnly: false },
    ip: { windowMs: 60 * MINUTE, max: 20, failuresOnly: false },
  },
  resend: {
    email: { windowMs: 60 * MINUTE, max: 5, failuresOnly: false },
    ip: { windowMs: 60 * MINUTE, max: 20, failuresOnly: false },
  },
  register: {
    ip: { windowMs: 60 * MINUTE, max: 10, failuresOnly: false },
  },
};

async function countAttempts(
  db: Queryable,
  kind: AttemptKind,
  by: { email: string } | { ip: string },
  limit: Limit,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        'email' in by ? eq(authAttempts.email, by.email) : eq(authAttempts.ip, by.ip),
        gte(authAttempts.createdAt, since),
        limit.failuresOnly ? eq(authAttempts.success, false) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Throws 429 when the e-mail or the IP has used up its attempts of this kind. */
export async function assertNotRateLimited(
  db: Queryable,
  kind: AttemptKind,
  who: { ip: string; email?: string },
  now: Date,
  /** Overrides the per-IP maximum (registrations: REGISTER_LIMIT_PER_IP). */
  ipMax?: number,
): Promise<void> {
  const limits = LIMITS[kind];
  if (limits.email && who.email !== undefined) {
    const n = await countAttempts(db, kind, { email: who.email }, limits.email, now);
    if (n >= limits.email.max) throw tooManyRequests();
  }
  const n = await countAttempts(db, kind, { ip: who.ip }, limits.ip, now);
  if (n >= (ipMax ?? limits.ip.max)) throw tooManyRequests();
}

export async function recordAttempt(
  db: Queryable,
  kind: AttemptKind,
  who: { ip: string; email?: string },
  success: boolean,
  now: Date,
): Promise<void> {
  await db.insert(authAttempts).values({
    kind,
    ip: who.ip,
    email: who.email ?? null,
    success,
    createdAt: now,
  });
}
