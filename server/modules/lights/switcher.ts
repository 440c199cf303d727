import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import { desiredLight, type LightDecision } from '@/domain/lights.ts';
import { switchLight, type LightRelayConfig } from '../../adapters/relay/lights.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { bookings, courtLights, lightLeases, lightSwitches } from '../../db/schema/index.ts';
import { sunTimesAt } from './sun.ts';

/** How long the switching lease lasts without renewal: an instance that dies is replaced after it. */
export const LIGHT_LEASE_MS = 15_000;
/** A relay that did not answer is tried again after this long (each try is logged). */
export const LIGHT_RETRY_MS = 30_000;
const LEASE_NAME = 'switcher';
const MINUTE = 60_000;

type CourtLight = typeof courtLights.$inferSelect;

/** Per database handle (one per app instance): who this instance is, and its run in progress. */
interface Runner {
  holder: string;
  running: Promise<number> | null;
  again: boolean;
  /** Courts with a relay as last read, so a change elsewhere costs no query at all. */
  relayCourts: Set<string>;
}
const runners = new WeakMap<Database, Runner>();

function runnerOf(db: Database): Runner {
  let runner = runners.get(db);
  if (!runner) {
    runner = { holder: randomUUID(), running: null, again: false, relayCourts: new Set() };
    runners.set(db, runner);
  }
  return runner;
}

/**
 * Takes or renews the lease; false while another instance holds an unexpired one. The conditional
 * upsert is one statement, so two instances never both hold it.
 */
async function holdLease(db: Database, holder: string, now: Date): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + LIGHT_LEASE_MS);
  const rows = await db
    .insert(lightLeases)
    .values({ name: LEASE_NAME, holder, expiresAt })
    .onConflictDoUpdate({
      target: lightLeases.name,
      set: { holder, expiresAt },
      setWhere: or(eq(lightLeases.holder, holder), lt(lightLeases.expiresAt, now)),
    })
    .returning({ holder: lightLeases.holder });
  return rows.length === 1;
}

async function decide(ctx: AppContext, light: CourtLight, now: Date): Promise<LightDecision> {
  const { beforeMinutes, afterMinutes } = ctx.config.lights;
  const near = await ctx.db
    .select({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.courtId, light.courtId),
        eq(bookings.status, 'active'),
        lt(bookings.startsAt, new Date(now.getTime() + beforeMinutes * MINUTE + 1)),
        gt(bookings.endsAt, new Date(now.getTime() - afterMinutes * MINUTE)),
      ),
    );
  const manual =
    light.manualOn !== null && light.manualUntil
      ? { on: light.manualOn, until: light.manualUntil }
      : null;
  return desiredLight({
    now,
    bookings: near,
    sun: sunTimesAt(now, ctx.config.club),
    settings: ctx.config.lights,
    manual,
  });
}

/** Sends the command and records it; the stored state changes only when the relay answered. */
async function switchCourt(
  ctx: AppContext,
  light: CourtLight,
  decision: LightDecision,
  now: Date,
): Promise<boolean> {
  const relay: LightRelayConfig = { driver: light.driver, url: light.url, topic: light.topic };
  const manual = decision.reason === 'manualOn' || decision.reason === 'manualOff';
  const entry = {
    courtId: light.courtId,
    on: decision.on,
    reason: decision.reason,
    bookingId: decision.bookingId,
    userId: manual ? light.manualBy : null,
    at: now,
  };
  try {
    const answer = await switchLight(light.courtId, relay, decision.on);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(courtLights)
        .set({
          on: decision.on,
          since: now,
          reason: decision.reason,
          lastError: null,
          failedAt: null,
        })
        .where(eq(courtLights.courtId, light.courtId));
      await tx.insert(lightSwitches).values({ ...entry, ok: true, answer });
    });
    return true;
  } catch (error) {
    const answer = error instanceof Error ? error.message : String(error);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(courtLights)
        .set({ lastError: answer, failedAt: now })
        .where(eq(courtLights.courtId, light.courtId));
      await tx.insert(lightSwitches).values({ ...entry, ok: false, answer });
    });
    return false;
  }
}

async function evaluateOnce(ctx: AppContext, runner: Runner): Promise<number> {
  const now = ctx.now();
  if (!(await holdLease(ctx.db, runner.holder, now))) return 0;
  let switched = 0;
  const lights = await ctx.db.select().from(courtLights);
  runner.relayCourts = new Set(lights.map((l) => l.courtId));
  for (const light of lights) {
    const decision = await decide(ctx, light, now);
    if (decision.on === light.on) continue;
    if (light.failedAt && now.getTime() - light.failedAt.getTime() < LIGHT_RETRY_MS) continue;
    if (await switchCourt(ctx, light, decision, now)) switched += 1;
  }
  return switched;
}

/**
 * Evaluates every court with a relay and switches those whose desired state differs from the one
 * stored. Only the lease holder switches. Calls while a run is in progress ask for one more run
 * after it (a cancellation heard mid-run is not lost), never a second run at the same time.
 * Resolves with the number of relays switched by the run it started.
 */
export async function evaluateLights(ctx: AppContext): Promise<number> {
  const runner = runnerOf(ctx.db);
  if (runner.running) {
    runner.again = true;
    return runner.running;
  }
  const run = (async () => {
    let switched = 0;
    do {
      runner.again = false;
      switched += await evaluateOnce(ctx, runner);
    } while (runner.again);
    return switched;
  })();
  runner.running = run;
  try {
    return await run;
  } finally {
    runner.running = null;
  }
}

/** Remembers a relay set on this instance, before the next evaluation reads it. */
export function noteRelayCourt(db: Database, courtId: string): void {
  runnerOf(db).relayCourts.add(courtId);
}

/**
 * Whether changed schedule keys ('courtId|date', or null for "anything") concern a court with a
 * relay. Other instances' relays are learnt at the next evaluation, a few seconds at most.
 */
export function concernsLights(db: Database, keys: readonly string[] | null): boolean {
  const courts = runnerOf(db).relayCourts;
  if (courts.size === 0) return false;
  return keys === null || keys.some((key) => courts.has(key.split('|')[0]!));
}
