import { eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rateCounters } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../lib/errors.ts';

export type AttemptKind = 'login' | 'reset' | 'resend' | 'register';

export interface Limit {
  windowMs: number;
  /** Attempts allowed in the window; the next one is refused. */
  max: number;
}

const MINUTE = 60_000;

/**
 * Failed logins are counted three ways. Per (e-mail, IP), tight: guessing one account from one
 * place stops at the 11th failure, and nobody can lock the owner out from elsewhere. Per IP
 * across e-mails: one address trying many accounts. Per e-mail across every IP, much higher:
 * a guessing spread over many addresses; reaching it refuses the account's logins for the rest of
 * the window and mails the owner a reset link, which lets them in again at once.
 */
export const LOGIN_LIMITS = {
  pair: { windowMs: 15 * MINUTE, max: 10 },
  ip: { windowMs: 15 * MINUTE, max: 50 },
  email: { windowMs: 60 * MINUTE, max: 100 },
} satisfies Record<string, Limit>;

/**
 * The other counted flows, by e-mail and by IP (every attempt counts). The per-IP limits are wider
 * than the per-e-mail ones because a club's Wi-Fi puts many members behind one address.
 */
export const LIMITS: Record<Exclude<AttemptKind, 'login'>, { email?: Limit; ip: Limit }> = {
  reset: {
    email: { windowMs: 60 * MINUTE, max: 5 },
    ip: { windowMs: 60 * MINUTE, max: 20 },
  },
  resend: {
    email: { windowMs: 60 * MINUTE, max: 5 },
    ip: { windowMs: 60 * MINUTE, max: 20 },
  },
  register: {
    ip: { windowMs: 60 * MINUTE, max: 10 },
  },
};

/** The longest window: older counters are read by no rule (housekeeping deletes them). */
export const LONGEST_WINDOW_MS = Math.max(
  ...Object.values(LOGIN_LIMITS).map((l) => l.windowMs),
  ...Object.values(LIMITS).flatMap((l) => [l.ip.windowMs, l.email?.windowMs ?? 0]),
);

export interface Counted {
  key: string;
  limit: Limit;
}

function windowOf(limit: Limit, now: Date): Date {
  return new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
}

/**
 * Records `delta` attempts and returns the window's count after it, in one statement: parallel
 * attempts on any number of instances each get their own number, so a limit holds exactly.
 */
export async function addToCounter(
  db: Queryable,
  { key, limit }: Counted,
  now: Date,
  delta = 1,
): Promise<number> {
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart: windowOf(limit, now), count: delta })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { count: sql`${rateCounters.count} + ${delta}` },
    })
    .returning({ count: rateCounters.count });
  return row!.count;
}

export type Taken = { ok: true } | { ok: false; refusedBy: Counted; count: number };

/**
 * Takes one attempt on each counter in order; the first one over its limit refuses, and the
 * attempts already taken on the counters before it are given back, so a refusal by one limit
 * never uses up another.
 */
export async function takeAttempts(db: Queryable, counters: Counted[], now: Date): Promise<Taken> {
  for (const [i, counter] of counters.entries()) {
    const count = await addToCounter(db, counter, now);
    if (count > counter.limit.max) {
      for (const taken of counters.slice(0, i)) await addToCounter(db, taken, now, -1);
      return { ok: false, refusedBy: counter, count };
    }
  }
  return { ok: true };
}

export async function giveBack(db: Queryable, counters: Counted[], now: Date): Promise<void> {
  for (const counter of counters) await addToCounter(db, counter, now, -1);
}

/** The login counters of an attempt, tightest first. */
export function loginCounters(email: string, ip: string): Counted[] {
  return [
    { key: `login:pair:${email} ${ip}`, limit: LOGIN_LIMITS.pair },
    { key: `login:ip:${ip}`, limit: LOGIN_LIMITS.ip },
    { key: `login:email:${email}`, limit: LOGIN_LIMITS.email },
  ];
}

/** A new password ends the guessing: the account's login counters start again. */
export async function clearLoginCounters(db: Queryable, email: string): Promise<void> {
  await db
    .delete(rateCounters)
    .where(
      or(
        eq(rateCounters.key, `login:email:${email}`),
        sql`starts_with(${rateCounters.key}, ${`login:pair:${email} `})`,
      ),
    );
}

/** Throws 429 when the e-mail or the IP has used up its attempts of this kind; counts this one. */
export async function countAttempt(
  db: Queryable,
  kind: Exclude<AttemptKind, 'login'>,
  who: { ip: string; email?: string },
  now: Date,
  /** Overrides the per-IP maximum (registrations: REGISTER_LIMIT_PER_IP). */
  ipMax?: number,
): Promise<void> {
  const limits = LIMITS[kind];
  const counters: Counted[] = [];
  if (limits.email && who.email !== undefined) {
    counters.push({ key: `${kind}:email:${who.email}`, limit: limits.email });
  }
  const ip = { ...limits.ip, max: ipMax ?? limits.ip.max };
  counters.push({ key: `${kind}:ip:${who.ip}`, limit: ip });
  if (!(await takeAttempts(db, counters, now)).ok) throw tooManyRequests();
}
